import Foundation

/// The sizes a node answered for proposals since its last invalidation, searched by equality rather than
/// by hash: a node is asked a handful of proposals (a stack's minimum, maximum and offer), for which a
/// linear scan of a small array costs less than hashing two optional floats on every lookup. A node asked
/// many more (a view resized continuously) also keeps them in a dictionary past `indexedFrom` entries.
struct SizeCache {
    /// The answers in the order they were given.
    private(set) var entries: [(proposal: ProposedViewSize, size: CGSize)] = []
    /// The same answers by proposal, once there are too many to scan.
    private var index: [ProposedViewSize: CGSize]?

    /// Past this many entries lookups go through the dictionary.
    static let indexedFrom = 12

    var isEmpty: Bool { entries.isEmpty }

    subscript(proposal: ProposedViewSize) -> CGSize? {
        if let index { return index[proposal] }
        // Newest first: a stack asks again what it asked last (its offer) more often than its probes.
        for entry in entries.reversed() where entry.proposal == proposal { return entry.size }
        return nil
    }

    /// Records the answer for a proposal not answered yet.
    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        entries.append((proposal, size))
        if index != nil {
            index![proposal] = size
        } else if entries.count > Self.indexedFrom {
            var built: [ProposedViewSize: CGSize] = [:]
            for entry in entries { built[entry.proposal] = entry.size }
            index = built
        }
    }

    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        index = nil
    }
}
