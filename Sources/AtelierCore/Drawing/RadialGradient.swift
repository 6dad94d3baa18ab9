import Foundation

/// A radial gradient: colours change from a start radius to an end radius (in points) around a centre in the shape's unit space.
@frozen public struct RadialGradient: ShapeStyle, PaintProvider {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    /// Creates a radial gradient from a base gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient from a collection of colours.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from a collection of colour stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func paint(in context: ShapeStyleContext) -> ResolvedPaint? {
        let c = absolutePoint(center, in: context.bounds)
        let r0 = max(startRadius.isNaN ? 0 : startRadius, 0), r1 = max(endRadius.isNaN ? 0 : endRadius, 0)
        return gradient.paint(in: context.environment) { .radialGradient($0, center: c, startRadius: r0, endRadius: r1) }
    }
}

extension RadialGradient: View {
    /// Drawn by the framework as a primitive view; its body is never evaluated.
    public var body: Never { fatalError("RadialGradient is a primitive view; its body is never evaluated") }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient from a start radius to an end radius (points) around a centre in the filled shape's unit space.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient defined by a collection of colours.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient defined by a collection of colour stops.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient made from an AnyGradient.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) -> some ShapeStyle {
        RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
