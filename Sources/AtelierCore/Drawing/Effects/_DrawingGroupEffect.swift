import Foundation

/// Renders a view's drawing offscreen as one image before compositing it; what `drawingGroup(opaque:colorMode:)` applies.
public struct _DrawingGroupEffect: ViewModifier, PrimitiveModifier, Equatable, _RemoveGlobalActorIsolation {
    /// Whether the offscreen image is opaque (Atelier composites it the same way).
    public var isOpaque: Bool
    /// The working colour space (Atelier renders in non-linear sRGB whatever is asked).
    public var colorMode: ColorRenderingMode
    /// Creates the effect.
    public init(isOpaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) {
        self.isOpaque = isOpaque
        self.colorMode = colorMode
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { DrawingGroupEffectNode(context: context) }
}

@MainActor final class DrawingGroupEffectNode: EffectModifierNode<_DrawingGroupEffect> {
    override func apply(to content: DisplayList) -> DisplayList? { wrap(content, in: .compositingGroup) }
}

nonisolated extension View {
    /// Composites this view's contents into an offscreen image before display (drawn as a compositing group).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_DrawingGroupEffect(isOpaque: opaque, colorMode: colorMode))
    }
}
