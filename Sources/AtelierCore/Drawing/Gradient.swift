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

/// Maps a unit point into a rectangle; shared by the gradient styles, which place their geometry in unit space.
func absolutePoint(_ p: UnitPoint, in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.origin.x + p.x * rect.size.width, y: rect.origin.y + p.y * rect.size.height)
}
