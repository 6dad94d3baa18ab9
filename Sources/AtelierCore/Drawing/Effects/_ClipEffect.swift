import Foundation

/// Clips a view's drawing to a shape laid over its frame; what `clipShape`, `clipped` and `cornerRadius` apply.
public struct _ClipEffect<ClipShape: Shape>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The shape, made in the view's frame.
    public var shape: ClipShape
    /// The winding rule and antialiasing of the clip.
    public var style: FillStyle
    /// Creates the effect.
    public init(shape: ClipShape, style: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ClipEffectNode<ClipShape>(context: context) }
}

@MainActor final class ClipEffectNode<ClipShape: Shape>: EffectModifierNode<_ClipEffect<ClipShape>> {
    override func apply(to content: DisplayList) -> DisplayList? {
        guard !content.isEmpty, frame.width.isFinite, frame.height.isFinite else { return nil }
        let frame = self.frame, shape = modifier.shape
        let local = ContainerShapeDrawing.with(environment, frame: frame) { shape.path(in: CGRect(origin: .zero, size: frame.size)) }
        guard !local.isEmpty else { return nil }
        let path = local.offsetBy(dx: frame.minX.finiteOrZero, dy: frame.minY.finiteOrZero)
        return wrap(content, in: .clip(path, modifier.style))
    }
}

nonisolated extension View {
    /// Clips this view to `shape`, made in the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ClipEffect(shape: shape, style: style))
    }

    /// Clips this view to its bounding rectangular frame (not antialiased by default).
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Clips this view to its frame with rounded corners of `radius` (deprecated in SwiftUI in favour of `clipShape`).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased))
    }
}
