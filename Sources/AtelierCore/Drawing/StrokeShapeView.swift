import Foundation

/// A shape provider that strokes its shape over a background (what `Shape.stroke(_:lineWidth:)` and
/// `ShapeView.stroke` return).
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, _RemoveGlobalActorIsolation {
    /// The shape that this type draws and provides for other drawing operations.
    public var shape: Content
    /// The style that strokes this view's shape.
    public var style: Style
    /// The stroke style used when stroking this view's shape.
    public var strokeStyle: StrokeStyle
    /// Whether this shape should be drawn antialiased.
    public var isAntialiased: Bool
    /// The background shown beneath this view.
    public var background: Background

    /// Creates a stroke shape view.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// The outline drawn as a shape.
    var stroked: _ShapeView<_StrokedShape<Content>, Style> {
        _ShapeView(shape: _StrokedShape(shape: shape, style: strokeStyle), style: style, fillStyle: FillStyle(antialiased: isAntialiased))
    }

    /// The stroked shape over the background, both in the shape's frame.
    /// Primitive without a background (below), a body with one: the cast decides for the type's parameters.
    @MainActor public static func _graphNodeMaker() -> AnyObject? { NodeFactory.makerFoundByCast(Self.self) }

    public var body: some View {
        stroked.background(background)
    }
}

/// Without a background the view is one shape leaf, drawn as the stroked `_ShapeView` is.
extension StrokeShapeView: PrimitiveView, ShapeLeafView where Background == EmptyView {
    func makeNode(in context: NodeContext) -> ViewNode { ShapeLeafNode(context: context) }
    var leafShape: any Shape { stroked.shape }
    var leafStyle: any ShapeStyle { style }
    var leafFillStyle: FillStyle { stroked.fillStyle }
}
