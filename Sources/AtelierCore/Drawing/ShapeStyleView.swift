import Foundation

// Colors and gradients are views: each fills the whole of its proposal with its paint, exactly as
// `Rectangle().fill(style)` does (their ideal size, for an unspecified proposal, is 10x10 as for shapes).

extension Color: PrimitiveView, ShapeLeafView {
    func makeNode(in context: NodeContext) -> ViewNode { ShapeLeafNode(context: context) }
    var leafShape: any Shape { Rectangle() }
    var leafStyle: any ShapeStyle { self }
    var leafFillStyle: FillStyle { FillStyle() }
}

extension LinearGradient: PrimitiveView, ShapeLeafView {
    func makeNode(in context: NodeContext) -> ViewNode { ShapeLeafNode(context: context) }
    var leafShape: any Shape { Rectangle() }
    var leafStyle: any ShapeStyle { self }
    var leafFillStyle: FillStyle { FillStyle() }
}

extension RadialGradient: PrimitiveView, ShapeLeafView {
    func makeNode(in context: NodeContext) -> ViewNode { ShapeLeafNode(context: context) }
    var leafShape: any Shape { Rectangle() }
    var leafStyle: any ShapeStyle { self }
    var leafFillStyle: FillStyle { FillStyle() }
}

extension EllipticalGradient: PrimitiveView, ShapeLeafView {
    func makeNode(in context: NodeContext) -> ViewNode { ShapeLeafNode(context: context) }
    var leafShape: any Shape { Rectangle() }
    var leafStyle: any ShapeStyle { self }
    var leafFillStyle: FillStyle { FillStyle() }
}

extension AngularGradient: PrimitiveView, ShapeLeafView {
    func makeNode(in context: NodeContext) -> ViewNode { ShapeLeafNode(context: context) }
    var leafShape: any Shape { Rectangle() }
    var leafStyle: any ShapeStyle { self }
    var leafFillStyle: FillStyle { FillStyle() }
}
