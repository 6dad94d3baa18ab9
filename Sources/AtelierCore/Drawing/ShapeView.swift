import Foundation

/// A view that provides a shape that you can use for drawing operations: a filled or stroked shape that can
/// be filled or stroked again (`Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)`), each new drawing
/// over the ones before, in the same frame.
public protocol ShapeView<Content>: View {
    /// The type of shape this can provide.
    associatedtype Content: Shape
    /// The shape that this type draws and provides for other drawing operations.
    var shape: Content { get }
}

nonisolated extension ShapeView {
    /// Fills this shape with a color or gradient, over what is drawn already.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Traces the outline of this shape with a color or gradient, over what is drawn already.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Traces the outline of this shape in a line `lineWidth` points wide, over what is drawn already.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension ShapeView where Content: InsettableShape {
    /// Strokes the shape inset by half the line width, over what is drawn already.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Fills the `lineWidth`-wide inner border of the shape, over what is drawn already.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A line width that can be halved for an inset: NaN, negative and infinite widths count as zero.
func shapeBorderInset(_ lineWidth: CGFloat) -> CGFloat { lineWidth.isFinite && lineWidth > 0 ? lineWidth / 2 : 0 }
