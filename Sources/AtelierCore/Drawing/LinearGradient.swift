import Foundation

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

extension LinearGradient: View {
    /// Drawn by the framework as a primitive view; its body is never evaluated.
    public var body: Never { fatalError("LinearGradient is a primitive view; its body is never evaluated") }
}

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
