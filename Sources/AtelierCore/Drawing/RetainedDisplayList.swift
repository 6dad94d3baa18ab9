import Foundation

/// A node's drawing kept from one frame to the next, with conservative bounds in absolute points. Its
/// identity lasts as long as the node: the parent's drawing refers to it, and a change updates it in
/// place. The backend paints it where it is referred to and skips it where it cannot be seen.
@_spi(Backend) public final class RetainedDisplayList: @unchecked Sendable {
    /// The drawing.
    public private(set) var list: DisplayList
    /// A rectangle that contains everything the list can paint (before the effects around it).
    public private(set) var bounds: CGRect
    /// The items in runs with their bounds, so that a long list (a stack of thousands of rows) is culled a
    /// run at a time, in paint order.
    public private(set) var runs = BoundedRuns(count: 0) { _ in .null }
    /// The drawing frame in which the list was last made again, and its bounds before that frame's first
    /// change: together, where the frame may have changed pixels because of this list.
    private(set) var changedInFrame: UInt64 = 0
    private(set) var boundsBeforeChange = CGRect.null
    /// The drawing frame in which a part inside the list, at any depth, was made again: where a frame's
    /// damage is looked for (every other part painted the same pixels as before).
    var partChangedInFrame: UInt64 = 0

    /// Keeps `list`, measuring its bounds.
    public init(_ list: DisplayList) {
        self.list = list
        bounds = .null
        _ = remeasure()
    }

    /// Replaces the drawing in drawing frame `frame`; returns whether the bounds grew (the keepers around it
    /// must widen theirs).
    func update(_ list: DisplayList, frame: UInt64) -> Bool {
        if changedInFrame != frame {
            changedInFrame = frame
            boundsBeforeChange = bounds
        }
        self.list = list
        return remeasure()
    }

    /// Measures the bounds again (a part inside grew); returns whether they grew.
    func remeasure() -> Bool {
        let old = bounds
        let items = list.items
        runs = BoundedRuns(count: items.count) { items[$0].paintBounds }
        bounds = runs.bounds
        if bounds.isNull { return false }
        return old.isNull || !old.contains(bounds)
    }
}

extension DisplayList {
    /// Whether painting the list now draws nothing: it is empty, or holds only retained parts that are
    /// empty now (an effect around them has nothing to work on). Costs a look at each item, no measuring.
    public var paintsNothingNow: Bool {
        items.allSatisfy { item in
            if case .retained(let kept) = item { return kept.bounds.isNull }
            return false
        }
    }

    /// The same drawing with every retained part's items put in its place, at any depth: the list as if
    /// nothing had been kept from an earlier frame (what an inspection of the commands wants).
    public func inliningRetainedParts() -> DisplayList {
        var result = DisplayList()
        for item in items {
            switch item {
            case .retained(let kept): result.append(contentsOf: kept.list.inliningRetainedParts())
            case .effect(let effect, let content): result.append(.effect(effect.inliningRetainedParts(), content.inliningRetainedParts()))
            default: result.append(item)
            }
        }
        return result
    }
}

extension DisplayEffect {
    /// The effect with retained parts inlined in the list it carries (a mask's).
    func inliningRetainedParts() -> DisplayEffect {
        if case .mask(let mask) = self { return .mask(mask.inliningRetainedParts()) }
        return self
    }
}
