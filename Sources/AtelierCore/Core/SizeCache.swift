import Foundation

/// The sizes a node answered for proposals since its last invalidation, searched by equality rather than
/// by hash: a node is asked a handful of proposals (a stack's minimum, maximum and offer), for which a
/// linear scan costs less than hashing two optional floats on every lookup.
///
/// The first three answers are kept in the node itself: an array of them was a heap allocation, grown
/// twice, in every node (a fifth of a message row's memory). A node asked more keeps the rest in an array,
/// and past `indexedFrom` answers in a dictionary as well (a view resized continuously).
///
/// The three in the node are kept in single precision where that is exact (whole points, halves, zero,
/// infinity: almost every proposal and size), 16 bytes each rather than 32, so that every node is 48 bytes
/// smaller (7,000 of a message list's 10,006 nodes hold three answers). An answer single precision would change is
/// kept as given, beside the overflow's, and marked in a byte: nothing is ever rounded.
///
/// It also marks which answer the node gave last and which proposal it was placed for: these are almost always
/// answers it holds, and a position in a byte of padding took the place of 48 bytes in every node.
struct SizeCache {
    /// One answer, a proposal's unspecified dimension stored as -1: the proposals cached are sanitized,
    /// never negative.
    private struct Entry: Equatable {
        var width: CGFloat
        var height: CGFloat
        var size: CGSize

        init(_ proposal: ProposedViewSize, _ size: CGSize) {
            width = proposal.width ?? -1
            height = proposal.height ?? -1
            self.size = size
        }

        var proposal: ProposedViewSize {
            ProposedViewSize(width: width < 0 ? nil : width, height: height < 0 ? nil : height)
        }

        func answers(width w: CGFloat, height h: CGFloat) -> Bool { width == w && height == h }
    }

    /// An answer in single precision, each value exactly the double it stands for (`init?` fails otherwise).
    private struct Compact {
        var width: Float, height: Float, sizeWidth: Float, sizeHeight: Float

        static var zero: Compact { Compact(width: 0, height: 0, sizeWidth: 0, sizeHeight: 0) }

        init(width: Float, height: Float, sizeWidth: Float, sizeHeight: Float) {
            self.width = width; self.height = height; self.sizeWidth = sizeWidth; self.sizeHeight = sizeHeight
        }

        init?(_ entry: Entry) {
            width = Float(entry.width); height = Float(entry.height)
            sizeWidth = Float(entry.size.width); sizeHeight = Float(entry.size.height)
            // NaN compares unequal, and so is kept as given too.
            guard CGFloat(width) == entry.width, CGFloat(height) == entry.height,
                  CGFloat(sizeWidth) == entry.size.width, CGFloat(sizeHeight) == entry.size.height else { return nil }
        }

        var proposal: ProposedViewSize {
            ProposedViewSize(width: width < 0 ? nil : CGFloat(width), height: height < 0 ? nil : CGFloat(height))
        }

        var size: CGSize { CGSize(width: CGFloat(sizeWidth), height: CGFloat(sizeHeight)) }

        func answers(width w: CGFloat, height h: CGFloat) -> Bool { CGFloat(width) == w && CGFloat(height) == h }
    }

    /// What a node asked more than three proposals keeps, out of line: two fields here took 16 bytes in every
    /// node, which few need (the count is last, so that the node's next small fields fill the padding after it).
    private final class Overflow {
        /// The answers after the third, in the order they were given.
        @exclusivity(unchecked) var more: [Entry] = []
        /// Every answer's position by proposal, once there are too many to scan.
        @exclusivity(unchecked) var index: [ProposedViewSize: Int]?
        /// The answers among the first three that single precision would change, as given, by position.
        @exclusivity(unchecked) var exactFirst = Entry(.zero, .zero), exactSecond = Entry(.zero, .zero), exactThird = Entry(.zero, .zero)

        func copy() -> Overflow {
            let made = Overflow()
            made.more = more
            made.index = index
            made.exactFirst = exactFirst; made.exactSecond = exactSecond; made.exactThird = exactThird
            return made
        }

        subscript(exact position: Int) -> Entry {
            get { position == 0 ? exactFirst : position == 1 ? exactSecond : exactThird }
            set {
                switch position {
                case 0: exactFirst = newValue
                case 1: exactSecond = newValue
                default: exactThird = newValue
                }
            }
        }
    }

    private var first = Compact.zero, second = Compact.zero, third = Compact.zero
    private var overflow: Overflow?
    private var inlineCount: UInt8 = 0
    /// Bit `i` set: the answer at position `i` (of the first three) is the overflow's `exact`, not single precision.
    private var keptExact: UInt8 = 0
    /// The positions of the latest answer and of the placed proposal's, `unmarked` for none (in the padding after
    /// the count).
    private var latestPosition = unmarked, placedPosition = unmarked
    private static var unmarked: UInt8 { .max }

    /// Past this many answers lookups go through the dictionary.
    static let indexedFrom = 12

    var isEmpty: Bool { inlineCount == 0 }
    var count: Int { Int(inlineCount) + (overflow?.more.count ?? 0) }

    /// The answer at a position, in the order they were given.
    subscript(at position: Int) -> (proposal: ProposedViewSize, size: CGSize) {
        if position < 3 {
            if keptExact & (1 << UInt8(truncatingIfNeeded: position)) == 0 {
                let compact = position == 0 ? first : position == 1 ? second : third
                return (compact.proposal, compact.size)
            }
            let entry = overflow![exact: position]
            return (entry.proposal, entry.size)
        }
        let entry = overflow!.more[position - 3]
        return (entry.proposal, entry.size)
    }

    subscript(proposal: ProposedViewSize) -> CGSize? {
        guard let position = position(of: proposal) else { return nil }
        return self[at: position].size
    }

    /// The position of the answer for a proposal (one sanitized, as the cached ones are).
    func position(of proposal: ProposedViewSize) -> Int? {
        let w = proposal.width ?? -1, h = proposal.height ?? -1
        if let overflow {
            if let index = overflow.index { return index[proposal] }
            // Newest first: a stack asks again what it asked last (its offer) more often than its probes.
            var position = 3 + overflow.more.count
            for entry in overflow.more.reversed() {
                position -= 1
                if entry.answers(width: w, height: h) { return position }
            }
            // The first three that are kept as given are the overflow's too.
            if keptExact != 0 {
                for position in stride(from: Int(inlineCount) - 1, through: 0, by: -1)
                where keptExact & (1 << UInt8(truncatingIfNeeded: position)) != 0 && overflow[exact: position].answers(width: w, height: h) {
                    return position
                }
            }
        }
        if inlineCount > 2, keptExact & 4 == 0, third.answers(width: w, height: h) { return 2 }
        if inlineCount > 1, keptExact & 2 == 0, second.answers(width: w, height: h) { return 1 }
        if inlineCount > 0, keptExact & 1 == 0, first.answers(width: w, height: h) { return 0 }
        return nil
    }

    /// The position of an answer that is exactly `proposal` and `size`, if the cache holds one that a byte can mark.
    private func position(of proposal: ProposedViewSize, size: CGSize?) -> UInt8? {
        guard let position = position(of: proposal), position < Int(Self.unmarked) else { return nil }
        let entry = self[at: position]
        guard entry.proposal == proposal, size == nil || entry.size == size else { return nil }
        return UInt8(position)
    }

    /// The answer the node gave last, when the cache holds it.
    var latest: (proposal: ProposedViewSize, size: CGSize)? {
        latestPosition == Self.unmarked ? nil : self[at: Int(latestPosition)]
    }

    /// Marks the answer at `position` as the latest.
    mutating func markLatest(at position: Int) { latestPosition = UInt8(position) }

    /// Marks the answer for `sizing` as the latest; false when the cache holds no such answer (nothing is marked).
    mutating func markLatest(_ sizing: (proposal: ProposedViewSize, size: CGSize)?) -> Bool {
        latestPosition = sizing.flatMap { position(of: $0.proposal, size: $0.size) } ?? Self.unmarked
        return latestPosition != Self.unmarked
    }

    /// The proposal the node was placed for, when the cache holds an answer for it.
    var placed: ProposedViewSize? {
        placedPosition == Self.unmarked ? nil : self[at: Int(placedPosition)].proposal
    }

    /// Marks the answer for `proposal` as the placed one; false when the cache holds none (nothing is marked).
    mutating func markPlaced(_ proposal: ProposedViewSize?) -> Bool {
        // A node is placed for the proposal it was sized for last, as a rule: that answer is not searched for.
        if latestPosition != Self.unmarked, let proposal, self[at: Int(latestPosition)].proposal == proposal {
            placedPosition = latestPosition
            return true
        }
        placedPosition = proposal.flatMap { position(of: $0, size: nil) } ?? Self.unmarked
        return placedPosition != Self.unmarked
    }

    /// Records the answer for a proposal not answered yet; returns its position.
    @discardableResult
    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) -> Int {
        let position = count
        let entry = Entry(proposal, size)
        if inlineCount < 3 {
            var compact = Compact.zero
            if let exact = Compact(entry) {
                compact = exact
            } else {
                ensureUniqueOverflow()
                overflow![exact: Int(inlineCount)] = entry
                keptExact |= 1 << inlineCount
            }
            if inlineCount == 0 { first = compact } else if inlineCount == 1 { second = compact } else { third = compact }
            inlineCount &+= 1
            // No overflow, or one holding only the exact first three: nothing to index.
            if overflow == nil || count <= Self.indexedFrom { return position }
        } else {
            ensureUniqueOverflow()
            overflow!.more.append(entry)
        }
        guard let overflow else { return position }
        if overflow.index != nil {
            overflow.index![proposal] = position
        } else if count > Self.indexedFrom {
            var built: [ProposedViewSize: Int] = [:]
            for i in 0..<count { built[self[at: i].proposal] = i }
            overflow.index = built
        }
        return position
    }

    /// Makes the overflow, or a copy of it this cache alone holds: a copy of the cache shares its overflow until
    /// one of them writes.
    private mutating func ensureUniqueOverflow() {
        if overflow == nil { overflow = Overflow() } else if !isKnownUniquelyReferenced(&overflow) { overflow = overflow!.copy() }
    }

    /// The answers in the order they were given.
    var answers: [(proposal: ProposedViewSize, size: CGSize)] {
        var result: [(proposal: ProposedViewSize, size: CGSize)] = []
        result.reserveCapacity(count)
        for i in 0..<count { result.append(self[at: i]) }
        return result
    }
}
