import Foundation

// The one path by which a node's values animate: a value the node was given in an update becomes the
// target of an `AnimatedValue`, started (or retargeted) with the animation of the transaction the node
// was updated in, and sampled at the graph's time when the node draws. Layout frames (ViewNode.place),
// shapes' animatable data and paint, and every effect's animatable data go through here.

extension ViewNode {
    /// The transaction of the node's latest update: its own when it was updated in the current pass,
    /// otherwise the pass's.
    var transactionOfUpdate: Transaction {
        wasUpdated(inGeneration: graph.transactions.generation) ? updateTransaction : graph.transactions.current
    }

    /// The animation a value changed by the node's current update moves with: none when the update's
    /// transaction has none or disables animations.
    var animationOfUpdate: Animation? {
        let t = transactionOfUpdate
        return t.disablesAnimations ? nil : t.animation
    }

    /// Moves `slot` to `target` with the animation of the node's update, and returns the value presented now.
    ///
    /// The first value of a slot never animates; an unchanged target leaves a run in flight alone (an update
    /// without animation that does not change the value does not cut the animation short); a changed target
    /// without animation jumps. A run that starts registers the node with the graph, so that hosts keep drawing.
    @discardableResult
    func animate<V: VectorArithmetic>(_ slot: inout AnimatedValue<V>?, to target: V) -> V {
        let now = graph.time
        guard let animator = slot else {
            slot = AnimatedValue(target)
            return target
        }
        if animator.target == target { return animator.value(at: now) }
        animator.set(target, animation: animationOfUpdate, at: now)
        if animator.isAnimating(at: now) { graph.nodeStartedAnimating(self) }
        return animator.value(at: now)
    }

    /// Moves `slot` from `previous` (the target of the update before, nil for a first value) to `target`, as
    /// above, but an empty slot stays empty while the value rests: a run is made only when a changed value
    /// animates (a node's paint and shape made one for every value, most of which never move).
    @discardableResult
    func animate<V: VectorArithmetic>(_ slot: inout AnimatedValue<V>?, from previous: V?, to target: V) -> V {
        if slot == nil {
            guard let previous, previous != target, animationOfUpdate != nil else { return target }
            slot = AnimatedValue(previous)
        }
        return animate(&slot, to: target)
    }

    /// The value of `slot` presented at the graph's time, or nil for an empty slot.
    func presentedValue<V: VectorArithmetic>(_ slot: AnimatedValue<V>?) -> V? {
        slot?.value(at: graph.time)
    }

    /// Whether any node of this subtree (this node included) has values in flight.
    var subtreeHasAnimationsInFlight: Bool {
        if hasAnimationsInFlight { return true }
        return children.contains { $0.subtreeHasAnimationsInFlight }
    }
}

/// An animated value whose type is erased: what a slot asks of it.
protocol AnyAnimatedValue: AnyObject {
    func isAnimating(at now: Double) -> Bool
}

extension AnimatedValue: AnyAnimatedValue {}

/// Interpolates an `Animatable` value whose concrete type is known only at run time (an effect or a shape
/// held as an existential): it animates the value's `animatableData`, and presents a copy of the latest
/// value with the interpolated data written into it.
@MainActor struct AnimatableSlot {
    private var animator: AnyAnimatedValue?

    /// Makes `value`'s animatable data the target, animated from `previous` (the value of the update before)
    /// with the node's update transaction.
    mutating func update<A: Animatable>(_ value: A, previous: (any Animatable)?, in node: ViewNode) {
        var slot = animator as? AnimatedValue<A.AnimatableData>
        node.animate(&slot, from: (previous as? A)?.animatableData, to: value.animatableData)
        animator = slot
    }

    /// Type-erased form of `update(_:previous:in:)`.
    mutating func update(any value: any Animatable, previous: (any Animatable)?, in node: ViewNode) {
        update(value, previous: previous, in: node)
    }

    /// `value` as presented at `time`: a copy with the interpolated animatable data while a run is in flight,
    /// the value itself otherwise.
    func presented<A: Animatable>(_ value: A, at time: Double) -> A {
        guard let a = animator as? AnimatedValue<A.AnimatableData>, a.isAnimating(at: time) else { return value }
        var copy = value
        copy.animatableData = a.value(at: time)
        return copy
    }

    /// Type-erased form of `presented(_:at:)`.
    func presented(any value: any Animatable, at time: Double) -> any Animatable {
        presented(value, at: time)
    }

    /// Whether a run is in flight at `time`.
    func isAnimating(at time: Double) -> Bool { animator?.isAnimating(at: time) ?? false }

    /// Forgets the value (the next one starts at rest).
    mutating func reset() { animator = nil }
}
