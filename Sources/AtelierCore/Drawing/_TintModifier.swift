import Foundation

/// Sets the tint for the content; `tint(_:)` makes it.
public struct _TintModifier<S: ShapeStyle>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The tint; nil restores the default (the accent colour).
    public var tint: S?
    /// Creates the modifier.
    public init(tint: S?) { self.tint = tint }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self else { return }
            env.tintColor = m.tint.flatMap { _TintModifier.color(of: $0, in: env) }
            env.tintGradient = m.tint.flatMap { ($0 as? Gradient) ?? (($0 as? AnyShapeStyle)?.storage as? Gradient) }
        })
    }

    /// The tint as a colour: a Color as it is, another style as the colour it paints with here (a gradient's first stop).
    static func color(of style: S, in environment: EnvironmentValues) -> Color? {
        if let color = style as? Color { return color }
        if let any = style as? AnyShapeStyle, let color = any.storage as? Color { return color }
        guard let c = resolveColor(style, in: ShapeStyleContext(environment: environment, bounds: .zero)) else { return nil }
        return Color(.sRGB, red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
    }
}

nonisolated extension View {
    /// Sets the tint colour of this view and the views inside it; nil restores the accent colour.
    public func tint(_ tint: Color?) -> some View {
        modifier(_TintModifier(tint: tint))
    }

    /// Sets the tint of this view and the views inside it to a style (a non-colour style tints with the colour it paints with).
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(_TintModifier(tint: tint))
    }
}
