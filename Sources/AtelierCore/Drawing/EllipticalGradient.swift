import Foundation

/// A radial gradient that draws an ellipse stretched to the shape's bounds.
///
/// Atelier's paint has no elliptical form: it draws a circular gradient whose radii are the fractions
/// times the shorter side of the bounds (exact for square bounds).
@frozen public struct EllipticalGradient: ShapeStyle, PaintProvider {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    /// Creates an elliptical gradient; radius fractions are of the unit square (0.5 reaches the edges from the centre).
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Creates an elliptical gradient from a collection of colours.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center,
                  startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from a collection of colour stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center,
                  startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    func paint(in context: ShapeStyleContext) -> ResolvedPaint? {
        let c = absolutePoint(center, in: context.bounds)
        let side = max(min(abs(context.bounds.width), abs(context.bounds.height)), 0)
        func radius(_ f: CGFloat) -> CGFloat { f.isNaN ? 0 : max(f * side, 0) }
        let r0 = radius(startRadiusFraction), r1 = radius(endRadiusFraction)
        return gradient.paint(in: context.environment) { .radialGradient($0, center: c, startRadius: r0, endRadius: r1) }
    }
}

extension EllipticalGradient: View {
    /// Drawn by the framework as a primitive view; its body is never evaluated.
    public var body: Never { fatalError("EllipticalGradient is a primitive view; its body is never evaluated") }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// A radial gradient that draws an ellipse stretched to the filled shape's bounds.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient defined by a collection of colours.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient defined by a collection of colour stops.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient made from an AnyGradient.
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> some ShapeStyle {
        EllipticalGradient(gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
