import Foundation

/// Draws a border inside a view's frame over the view; what `border(_:width:)` applies.
///
/// It draws what SwiftUI's `overlay(Rectangle().strokeBorder(content, lineWidth: width))` draws.
public struct _BorderModifier<S: ShapeStyle>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The style of the border.
    public var style: S
    /// The border's thickness.
    public var width: CGFloat
    /// Creates the modifier.
    public init(style: S, width: CGFloat = 1) {
        self.style = style
        self.width = width
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { BorderModifierNode<S>(context: context) }
}

@MainActor final class BorderModifierNode<S: ShapeStyle>: EffectModifierNode<_BorderModifier<S>> {
    override func apply(to content: DisplayList) -> DisplayList? {
        var result = content
        let w = modifier.width
        guard w.isFinite, w > 0 else { return result }
        if let item = ShapeLeafNode.item(shape: _StrokedShape(shape: Rectangle().inset(by: w / 2), style: StrokeStyle(lineWidth: w)),
                                         style: modifier.style, fillStyle: FillStyle(), frame: frame, environment: environment) {
            result.append(item)
        }
        return result
    }
}

nonisolated extension View {
    /// Adds a border of `width` in `content` inside this view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(_BorderModifier(style: content, width: width))
    }
}
