import Foundation

// The one path by which a node's values animate: a value the node was given in an update becomes the
// target of an `AnimatedValue`, started (or retargeted) with the animation of the transaction the node
// was updated in, and sampled at the graph's time when the node draws. Layout frames (ViewNode.place),
// shapes' animatable data and paint, and every effect's animatable data go through here.

extension ViewNode {
    /// The transaction of the node's latest update: its own when it was updated in the current pass,
    /// otherwise the pass's.
    var transactionOfUpdate: Transaction {
        updateGeneration == graph.updateGenerationValue ? updateTransaction : graph.currentTransaction
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
@MainActor final class AnimatableSlot {
    private var animator: AnyAnimatedValue?

    /// Makes `value`'s animatable data the target, animated with the node's update transaction.
    func update<A: Animatable>(_ value: A, in node: ViewNode) {
        var slot = animator as? AnimatedValue<A.AnimatableData>
        node.animate(&slot, to: value.animatableData)
        animator = slot
    }

    /// Type-erased form of `update(_:in:)`.
    func update(any value: any Animatable, in node: ViewNode) {
        update(value, in: node)
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
    func reset() { animator = nil }
}

// MARK: - Paint

extension ResolvedPaint {
    /// What must match for two paints to interpolate: the kind and the number of stops.
    var animationShape: Int? {
        switch self {
        case .color: return 0
        case .linearGradient(let s, _, _): return 1_000 + s.count
        case .radialGradient(let s, _, _, _): return 2_000 + s.count
        case .angularGradient(let s, _, _, _): return 3_000 + s.count
        case .image: return nil
        }
    }

    /// The paint's colours (r, g, b, a per colour) and stop locations, as one vector.
    var animatableComponents: _AnimatableComponents {
        func stops(_ s: [ResolvedGradientStop]) -> [Double] {
            s.flatMap { [$0.color.red, $0.color.green, $0.color.blue, $0.color.alpha, Double($0.location)] }
        }
        switch self {
        case .color(let c): return _AnimatableComponents([c.red, c.green, c.blue, c.alpha])
        case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _), .angularGradient(let s, _, _, _):
            return _AnimatableComponents(stops(s))
        case .image: return .zero
        }
    }

    /// The same paint with its colours and stop locations taken from `v` (as made by `animatableComponents`).
    func withAnimatableComponents(_ v: _AnimatableComponents) -> ResolvedPaint {
        let x = v.values
        func at(_ i: Int) -> Double { i < x.count ? x[i] : 0 }
        func unit(_ d: Double) -> Double { d.isFinite ? min(max(d, 0), 1) : 0 }
        func color(_ i: Int) -> RGBAColor {
            RGBAColor(red: unit(at(i)), green: unit(at(i + 1)), blue: unit(at(i + 2)), alpha: unit(at(i + 3)))
        }
        func stops(_ s: [ResolvedGradientStop]) -> [ResolvedGradientStop] {
            s.indices.map { ResolvedGradientStop(color: color($0 * 5), location: CGFloat(unit(at($0 * 5 + 4)))) }
        }
        switch self {
        case .color: return .color(color(0))
        case .linearGradient(let s, let a, let b): return .linearGradient(stops(s), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1): return .radialGradient(stops(s), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let s, let c, let a0, let a1): return .angularGradient(stops(s), center: c, startAngle: a0, endAngle: a1)
        case .image: return self
        }
    }
}

/// Interpolates a resolved paint's colours (and gradient stops) between updates: a change of colour animates
/// when the paint keeps its kind and number of stops, and jumps otherwise.
@MainActor struct PaintAnimation {
    private var slot: AnimatedValue<_AnimatableComponents>?
    private var shape: Int?

    /// Records the paint the node was updated with.
    mutating func update(_ paint: ResolvedPaint?, in node: ViewNode) {
        guard let paint, let s = paint.animationShape else { slot = nil; shape = nil; return }
        if s != shape { slot = nil; shape = s }
        node.animate(&slot, to: paint.animatableComponents)
    }

    /// `paint` with the colours presented at `time` while a change is in flight.
    func presented(_ paint: ResolvedPaint, at time: Double) -> ResolvedPaint {
        guard let slot, slot.isAnimating(at: time), paint.animationShape == shape else { return paint }
        return paint.withAnimatableComponents(slot.value(at: time))
    }

    /// Whether a colour change is in flight.
    func isAnimating(at time: Double) -> Bool { slot?.isAnimating(at: time) ?? false }
}
