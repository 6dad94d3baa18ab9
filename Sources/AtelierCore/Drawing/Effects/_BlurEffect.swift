import Foundation

/// Blurs a view's drawing with a Gaussian; what `blur(radius:opaque:)` applies.
public struct _BlurEffect: ViewModifier, Animatable, PrimitiveModifier, Equatable, _RemoveGlobalActorIsolation {
    /// The radius of the blur.
    public var radius: CGFloat
    /// Whether the blur keeps the content opaque (edges are not faded to transparent).
    public var isOpaque: Bool
    /// Creates the effect.
    public init(radius: CGFloat, isOpaque: Bool = false) {
        self.radius = radius
        self.isOpaque = isOpaque
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { BlurEffectNode(context: context) }
    /// The radius.
    nonisolated public var animatableData: CGFloat {
        get { radius }
        set { radius = newValue }
    }
}

@MainActor final class BlurEffectNode: EffectModifierNode<_BlurEffect> {
    override func apply(to content: DisplayList) -> DisplayList? {
        let r = presentedModifier.radius
        guard r.isFinite, r > 0 else { return content }
        return wrap(content, in: .blur(radius: r, opaque: modifier.isOpaque))
    }
}

nonisolated extension View {
    /// Applies a Gaussian blur of `radius` to this view; `opaque` keeps the blurred edges opaque.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_BlurEffect(radius: radius, isOpaque: opaque))
    }
}

extension _BlurEffect: TreeDumpDescribing {
    var treeDumpValues: String { "radius: \(TreeDump.number(radius))\(isOpaque ? ", opaque" : "")" }
}
