import Foundation

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
    /// Composites the content, as a group, with a Porter-Duff operator, within the content's bounds.
    case composite(CompositeOperator)
    /// Draws a Gaussian-blurred copy of the content's alpha in `color` behind the content.
    case shadow(color: RGBAColor, radius: CGFloat, offset: CGSize)
    /// Renders the content offscreen, then composites it as one layer.
    case compositingGroup
    /// Blurs the content with a Gaussian of the given radius.
    case blur(radius: CGFloat, opaque: Bool)
    /// Multiplies each channel by a colour (colorMultiply) or applies a colour matrix in RGBA order (4x5, row major).
    case colorMatrix([Float])
}
