import Foundation

/// A shape provider that fills its shape over a background (what `ShapeView.fill` returns; the background is
/// the shape view it was called on).
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, _RemoveGlobalActorIsolation {
    /// The shape that this type draws and provides for other drawing operations.
    public var shape: Content
    /// The style that fills this view's shape.
    public var style: Style
    /// The fill style used when filling this view's shape.
    public var fillStyle: FillStyle
    /// The background shown beneath this view.
    public var background: Background

    /// Creates a fill shape view.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    /// The filled shape over the background, both in the shape's frame.
    /// Primitive without a background (below), a body with one: the cast decides for the type's parameters.
    @MainActor public static func _graphNodeMaker() -> AnyObject? { NodeFactory.makerFoundByCast(Self.self) }

    public var body: some View {
        _ShapeView(shape: shape, style: style, fillStyle: fillStyle).background(background)
    }
}

/// Without a background the view is one shape leaf, drawn as `_ShapeView` is.
extension FillShapeView: PrimitiveView, ShapeLeafView where Background == EmptyView {
    func makeNode(in context: NodeContext) -> ViewNode { ShapeLeafNode(context: context) }
    var leafShape: any Shape { shape }
    var leafStyle: any ShapeStyle { style }
    var leafFillStyle: FillStyle { fillStyle }
}
