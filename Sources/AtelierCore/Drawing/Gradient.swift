import Foundation

/// A colour gradient represented as an array of colour stops, each having a parametric location value.
public struct Gradient: Hashable, Sendable {
    /// One colour stop in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour for the stop.
        public var color: Color
        /// The parametric location of the stop, from 0 to 1.
        public var location: CGFloat

        /// Creates a colour stop with a colour and location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of colour stops.
    public var stops: [Gradient.Stop]

    /// Creates a gradient from an array of colour stops.
    public init(stops: [Gradient.Stop]) {
        self.stops = stops
    }

    /// Creates a gradient from an array of colours, spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
    }

    /// A method of interpolating between the colours in a gradient.
    public struct ColorSpace: Hashable, Sendable {
        let id: Int
        /// Interpolates between colours in device space.
        public static let device = ColorSpace(id: 0)
        /// Interpolates between colours in a perceptual space (Atelier interpolates in device space).
        public static let perceptual = ColorSpace(id: 1)
    }

    /// Returns a version of the gradient that interpolates in the given colour space (recorded; drawn in device space).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        AnyGradient(self)
    }

    /// The stops resolved in an environment, sorted by location (stable).
    func resolvedStops(in environment: EnvironmentValues) -> [ResolvedGradientStop] {
        stops.enumerated()
            .sorted { a, b in a.element.location == b.element.location ? a.offset < b.offset : a.element.location < b.element.location }
            .map { ResolvedGradientStop(color: $0.element.color.resolvedColor(in: environment),
                                        location: $0.element.location.isNaN ? 0 : $0.element.location) }
    }

    /// Paint for this gradient: nil without stops, a flat colour with one.
    func paint(in environment: EnvironmentValues, _ make: ([ResolvedGradientStop]) -> ResolvedPaint) -> ResolvedPaint? {
        let resolved = resolvedStops(in: environment)
        if resolved.isEmpty { return nil }
        if resolved.count == 1 { return .color(resolved[0].color) }
        return make(resolved)
    }
}

extension Gradient: ShapeStyle, PaintProvider {
    /// Used as a shape style, a gradient draws linearly from the top to the bottom of the shape.
    func paint(in context: ShapeStyleContext) -> ResolvedPaint? {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).paint(in: context)
    }
}

/// A colour gradient: used as a shape style it draws linearly from the top to the bottom of the shape.
public struct AnyGradient: Hashable, ShapeStyle, Sendable, PaintProvider {
    let gradient: Gradient

    /// Creates a type-erased gradient.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    /// Returns a version of the gradient that interpolates in the given colour space (drawn in device space).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }

    func paint(in context: ShapeStyleContext) -> ResolvedPaint? { gradient.paint(in: context) }
}

/// Maps a unit point into a rectangle.
private func absolutePoint(_ p: UnitPoint, in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.origin.x + p.x * rect.size.width, y: rect.origin.y + p.y * rect.size.height)
}

// MARK: - LinearGradient

/// A linear gradient: colours change along the axis from a start point to an end point, both in the shape's unit space.
@frozen public struct LinearGradient: ShapeStyle, PaintProvider {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    /// Creates a linear gradient from a base gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient from a collection of colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from a collection of colour stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func paint(in context: ShapeStyleContext) -> ResolvedPaint? {
        let start = absolutePoint(startPoint, in: context.bounds)
        let end = absolutePoint(endPoint, in: context.bounds)
        return gradient.paint(in: context.environment) { .linearGradient($0, start: start, end: end) }
    }
}

// MARK: - RadialGradient

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

// MARK: - EllipticalGradient

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

// MARK: - AngularGradient

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

// MARK: - Views

extension LinearGradient: View {
    /// Drawn by the framework as a primitive view; its body is never evaluated.
    public var body: Never { fatalError("LinearGradient is a primitive view; its body is never evaluated") }
}

extension RadialGradient: View {
    /// Drawn by the framework as a primitive view; its body is never evaluated.
    public var body: Never { fatalError("RadialGradient is a primitive view; its body is never evaluated") }
}

extension EllipticalGradient: View {
    /// Drawn by the framework as a primitive view; its body is never evaluated.
    public var body: Never { fatalError("EllipticalGradient is a primitive view; its body is never evaluated") }
}

extension AngularGradient: View {
    /// Drawn by the framework as a primitive view; its body is never evaluated.
    public var body: Never { fatalError("AngularGradient is a primitive view; its body is never evaluated") }
}

// MARK: - Static members

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from a start point to an end point, both in the filled shape's unit space.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient defined by a collection of colours.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient defined by a collection of colour stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient made from an AnyGradient.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> some ShapeStyle {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
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
