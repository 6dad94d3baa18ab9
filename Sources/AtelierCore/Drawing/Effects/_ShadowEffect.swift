import Foundation

/// Draws a blurred, offset copy of a view's alpha in a colour behind it; what `shadow(color:radius:x:y:)` applies.
public struct _ShadowEffect: ViewModifier, Animatable, PrimitiveModifier, Equatable, _RemoveGlobalActorIsolation {
    /// The shadow's colour.
    public var color: Color
    /// How much the shadow is blurred.
    public var radius: CGFloat
    /// How far the shadow is moved from the view.
    public var offset: CGSize
    /// Creates the effect.
    public init(color: Color, radius: CGFloat, offset: CGSize) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ShadowEffectNode(context: context) }
    /// The radius, then the offset (the colour animates as resolved, in the effect's node).
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGSize.AnimatableData> {
        get { AnimatablePair(radius, offset.animatableData) }
        set { radius = newValue.first; offset.animatableData = newValue.second }
    }
}

@MainActor final class ShadowEffectNode: EffectModifierNode<_ShadowEffect> {
    /// The resolved colour, interpolated between updates.
    private var colorAnimation = PaintAnimation()

    override func modifierDidChange(from previous: _ShadowEffect?) {
        super.modifierDidChange(from: previous)
        colorAnimation.update(.color(modifier.color.resolvedColor(in: environment)), in: self)
    }

    override var ownAnimationsInFlight: Bool {
        super.ownAnimationsInFlight || colorAnimation.isAnimating(at: graph.time)
    }

    override func apply(to content: DisplayList) -> DisplayList? {
        let m = presentedModifier
        var color = m.color.resolvedColor(in: environment)
        if case .color(let c) = colorAnimation.presented(.color(color), at: graph.time) { color = c }
        guard color.alpha > 0 else { return content }
        let radius = m.radius.isFinite ? max(0, m.radius) : 0
        let offset = CGSize(width: m.offset.width.finiteOrZero, height: m.offset.height.finiteOrZero)
        return wrap(content, in: .shadow(color: color, radius: radius, offset: offset))
    }
}

nonisolated extension View {
    /// Adds a shadow behind this view: its alpha blurred by `radius`, moved by `x` and `y`, in `color`
    /// (by default black at 33% opacity, in the linear sRGB space, as in SwiftUI).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }
}

extension _ShadowEffect: TreeDumpDescribing {
    var treeDumpValues: String {
        "\(color), radius: \(TreeDump.number(radius)), x: \(TreeDump.number(offset.width)), y: \(TreeDump.number(offset.height))"
    }
}
