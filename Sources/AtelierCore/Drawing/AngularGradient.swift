import Foundation

/// An angular ("conic") gradient: colours change with the angle around a centre in the shape's unit space.
///
/// Angles are measured from the positive x axis (3 o'clock), increasing clockwise on screen. Equal start
/// and end angles (the default) draw one full turn starting at the start angle.
@frozen public struct AngularGradient: ShapeStyle, PaintProvider {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    /// Creates an angular gradient.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Creates an angular gradient from a collection of colours.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from a collection of colour stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a conic gradient that completes a full turn, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * Double.pi))
    }

    /// Creates a conic gradient from a collection of colours that completes a full turn.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Creates a conic gradient from a collection of colour stops that completes a full turn.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// The angles drawn, in radians clockwise from the positive x axis: equal angles become a full turn.
    var resolvedAngles: (start: Double, end: Double) {
        let a0 = startAngle.radians.isFinite ? startAngle.radians : 0
        let a1 = endAngle.radians.isFinite ? endAngle.radians : a0
        return a0 == a1 ? (a0, a0 + 2 * Double.pi) : (a0, a1)
    }

    func paint(in context: ShapeStyleContext) -> ResolvedPaint? {
        let c = absolutePoint(center, in: context.bounds)
        let (a0, a1) = resolvedAngles
        return gradient.paint(in: context.environment) { .angularGradient($0, center: c, startAngle: a0, endAngle: a1) }
    }
}

extension AngularGradient: View {
    /// Drawn by the framework as a primitive view; its body is never evaluated.
    public var body: Never { fatalError("AngularGradient is a primitive view; its body is never evaluated") }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient between a start and an end angle around a centre in the filled shape's unit space.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient defined by a collection of colours.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient defined by a collection of colour stops.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient made from an AnyGradient.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle) -> some ShapeStyle {
        AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient that completes a full turn, starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A conic gradient defined by a collection of colours.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A conic gradient defined by a collection of colour stops.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }

    /// A conic gradient made from an AnyGradient.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> some ShapeStyle {
        AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
    }
}
