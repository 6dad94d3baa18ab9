import Foundation

/// A graph's damage since a host last painted: each frame's, gathered until taken, so that a host that drew
/// no pixels for some frames (a test moving time on) repaints what all of them changed.
@MainActor final class DamageTracker {
    /// The damage gathered since it was last taken; the whole frame before the first.
    private(set) var pending = DamageRegion.full
    /// The size of the last frame and the parts at its top: a new size, or a new part at the top (the root's
    /// view replaced), damages the whole frame, since nothing keeps what was there.
    private var lastSize: CGSize?
    private var lastTop: [ObjectIdentifier] = []

    /// Adds the damage of a frame just drawn.
    func record(frame: UInt64, list: DisplayList, size: CGSize) {
        let top = list.items.compactMap { item -> ObjectIdentifier? in
            if case .retained(let kept) = item { return ObjectIdentifier(kept) }
            return nil
        }
        defer { lastSize = size; lastTop = top }
        guard !pending.isFull else { return }
        guard size == lastSize, top == lastTop, top.count == list.items.count else { return pending.formFull() }
        var collector = DamageCollector(frame: frame)
        collector.collect(list.items)
        pending.formUnion(collector.damage)
    }

    /// The damage gathered so far, emptied.
    func take() -> DamageRegion {
        defer { pending = .none }
        return pending
    }
}
