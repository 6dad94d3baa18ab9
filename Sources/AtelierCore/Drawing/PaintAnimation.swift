import Foundation

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
    /// The components of the paint of the update before, which a change animates from: a colour's kept as the
    /// colour, in the node (as an array of four it was an allocation of 80 bytes in every shape's node).
    private var last = Last.none
    /// The previous paint's `animationShape`, `noShape` for none (32 bits: the node's size stays under the
    /// allocator's next step).
    private var shape: Int32 = Self.noShape
    private static var noShape: Int32 { .min }

    /// What `last` holds.
    private enum Last {
        case none
        case color(RGBAColor)
        case components(_AnimatableComponents)

        init(_ paint: ResolvedPaint, _ components: _AnimatableComponents) {
            if case .color(let c) = paint { self = .color(c) } else { self = .components(components) }
        }

        var components: _AnimatableComponents? {
            switch self {
            case .none: return nil
            case .color(let c): return _AnimatableComponents([c.red, c.green, c.blue, c.alpha])
            case .components(let v): return v
            }
        }
    }

    /// Records the paint the node was updated with.
    mutating func update(_ paint: ResolvedPaint?, in node: ViewNode) {
        guard let paint, let s = paint.animationShape.map({ Int32(clamping: $0) }) else {
            slot = nil; shape = Self.noShape; last = .none; return
        }
        if s != shape { slot = nil; shape = s; last = .none }
        let components = paint.animatableComponents
        node.animate(&slot, from: last.components, to: components)
        last = Last(paint, components)
    }

    /// `paint` with the colours presented at `time` while a change is in flight.
    func presented(_ paint: ResolvedPaint, at time: Double) -> ResolvedPaint {
        guard let slot, slot.isAnimating(at: time), paint.animationShape.map({ Int32(clamping: $0) }) == shape else { return paint }
        return paint.withAnimatableComponents(slot.value(at: time))
    }

    /// Whether a colour change is in flight.
    func isAnimating(at time: Double) -> Bool { slot?.isAnimating(at: time) ?? false }
}
