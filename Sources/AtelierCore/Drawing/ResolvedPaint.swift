import Foundation

/// A paint resolved to absolute coordinates.
@_spi(Backend) public enum ResolvedPaint: Sendable {
    case color(RGBAColor)
    case linearGradient([ResolvedGradientStop], start: CGPoint, end: CGPoint)
    case radialGradient([ResolvedGradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Angles in radians, measured clockwise on screen from the positive x axis.
    case angularGradient([ResolvedGradientStop], center: CGPoint, startAngle: Double, endAngle: Double)
    /// An image tiled so that one copy of `sourceRect` (unit coordinates of the image) fills `tile`.
    case image(LoadedImage, tile: CGRect, sourceRect: CGRect)

    /// The same paint with its alpha multiplied.
    public func multipliedAlpha(_ f: Double) -> ResolvedPaint {
        guard f != 1 else { return self }
        func stops(_ s: [ResolvedGradientStop]) -> [ResolvedGradientStop] {
            s.map { ResolvedGradientStop(color: $0.color.multipliedAlpha(f), location: $0.location) }
        }
        switch self {
        case .color(let c): return .color(c.multipliedAlpha(f))
        case .linearGradient(let s, let a, let b): return .linearGradient(stops(s), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1): return .radialGradient(stops(s), center: c, startRadius: r0, endRadius: r1)
        case .angularGradient(let s, let c, let a0, let a1): return .angularGradient(stops(s), center: c, startAngle: a0, endAngle: a1)
        case .image: return self
        }
    }
}

extension ResolvedPaint {
    /// Whether the paint shows anything (not fully transparent): what a pointer can hit.
    var isVisible: Bool {
        switch self {
        case .color(let c): return c.alpha > 0
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
            return stops.contains { $0.color.alpha > 0 }
        case .image: return true
        }
    }
}
