import Foundation

/// A shape provider that strokes the border of its shape (inset by half the line width) over a background
/// (what `strokeBorder(_:lineWidth:)` returns).
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView, _RemoveGlobalActorIsolation {
    /// The shape that this type draws and provides for other drawing operations.
    public var shape: Content
    /// The style that strokes the border of this view's shape.
    public var style: Style
    /// The stroke style used when stroking this view's shape.
    public var strokeStyle: StrokeStyle
    /// Whether this shape should be drawn antialiased.
    public var isAntialiased: Bool
    /// The background shown beneath this view.
    public var background: Background

    /// Creates a stroke border shape view.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// The inner border drawn as a shape: the shape inset by half the line width, stroked.
    var stroked: _ShapeView<_StrokedShape<Content.InsetShape>, Style> {
        _ShapeView(shape: _StrokedShape(shape: shape.inset(by: shapeBorderInset(strokeStyle.lineWidth)), style: strokeStyle),
                   style: style, fillStyle: FillStyle(antialiased: isAntialiased))
    }

    /// The stroked border over the background, both in the shape's frame.
    /// Primitive without a background (below), a body with one: the cast decides for the type's parameters.
    @MainActor public static func _graphNodeMaker() -> AnyObject? { NodeFactory.makerFoundByCast(Self.self) }

    public var body: some View {
        stroked.background(background)
    }
}

/// Without a background the view is one shape leaf, drawn as the stroked `_ShapeView` is.
extension StrokeBorderShapeView: PrimitiveView, ShapeLeafView where Background == EmptyView {
    func makeNode(in context: NodeContext) -> ViewNode { ShapeLeafNode(context: context) }
    var leafShape: any Shape { stroked.shape }
    var leafStyle: any ShapeStyle { style }
    var leafFillStyle: FillStyle { stroked.fillStyle }
}
