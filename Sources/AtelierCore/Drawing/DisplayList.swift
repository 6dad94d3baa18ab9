import Foundation

/// Backend-neutral drawing commands in absolute points, y down, painted in order.
/// The core emits them; a backend (Cairo) paints them. Not part of SwiftUI's API.
@_spi(Backend) public struct DisplayList: Sendable {
    public var items: [DisplayItem]
    public init(_ items: [DisplayItem] = []) { self.items = items }
    public mutating func append(_ item: DisplayItem) { items.append(item) }
    public mutating func append(contentsOf other: DisplayList) { items.append(contentsOf: other.items) }
    public var isEmpty: Bool { items.isEmpty }
}

/// One drawing command.
@_spi(Backend) public indirect enum DisplayItem: Sendable {
    /// Fills a path with a paint.
    case fill(Path, ResolvedPaint, FillStyle)
    /// Strokes a path with a paint.
    case stroke(Path, ResolvedPaint, StrokeStyle)
    /// Draws laid-out text with its top-left corner at `origin`; runs without a colour of their own use `paint`.
    case text(TextLayout, origin: CGPoint, paint: ResolvedPaint)
    /// Draws an image scaled into `rect`; a template image is drawn as a mask filled with `tint`.
    case image(LoadedImage, rect: CGRect, interpolation: Image.Interpolation, tint: ResolvedPaint?)
    /// Draws `content` with an effect applied.
    case effect(DisplayEffect, DisplayList)
}

/// An effect applied to a group of drawing commands.
@_spi(Backend) public enum DisplayEffect: Sendable {
    /// Maps absolute points to absolute points (the content is drawn through it).
    case transform(CGAffineTransform)
    /// A projective (possibly perspective) transform, absolute to absolute.
    case projection(ProjectionTransform)
    /// Multiplies the content's alpha, as a group.
    case opacity(Double)
    /// Clips to a path.
    case clip(Path, FillStyle)
    /// Multiplies the content by the alpha of another list, drawn in the same space.
    case mask(DisplayList)
    /// Composites the content, as a group, with a blend mode.
    case blend(BlendMode)
    /// Draws a Gaussian-blurred copy of the content's alpha in `color` behind the content.
    case shadow(color: RGBAColor, radius: CGFloat, offset: CGSize)
    /// Renders the content offscreen, then composites it as one layer.
    case compositingGroup
    /// Blurs the content with a Gaussian of the given radius.
    case blur(radius: CGFloat, opaque: Bool)
    /// Multiplies each channel by a colour (colorMultiply) or applies a colour matrix in RGBA order (4x5, row major).
    case colorMatrix([Float])
}

/// A colour as sRGB components from 0 to 1, not premultiplied.
@_spi(Backend) public struct RGBAColor: Equatable, Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// The same colour with its alpha multiplied.
    public func multipliedAlpha(_ f: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * f)
    }
}

/// A gradient stop, resolved.
@_spi(Backend) public struct ResolvedGradientStop: Equatable, Sendable {
    public var color: RGBAColor
    public var location: CGFloat
    public init(color: RGBAColor, location: CGFloat) { self.color = color; self.location = location }
}

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
