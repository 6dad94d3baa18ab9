import Foundation

/// Sets the foreground style (the primary level) for the content; `foregroundStyle(_:)` and `foregroundColor(_:)` make it.
public struct _ForegroundStyleModifier<S: ShapeStyle>: ViewModifier, PrimitiveModifier {
    /// The style; nil restores the default (the primary label colour).
    public var style: S?
    /// Creates the modifier.
    public init(style: S?) { self.style = style }
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self else { return }
            if let style = m.style { env.setForegroundStyle(style) } else { env.foregroundStyle = nil }
        })
    }
}

/// Sets the tint for the content; `tint(_:)` makes it.
public struct _TintModifier<S: ShapeStyle>: ViewModifier, PrimitiveModifier {
    /// The tint; nil restores the default (the accent colour).
    public var tint: S?
    /// Creates the modifier.
    public init(tint: S?) { self.tint = tint }
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self else { return }
            env.tintColor = m.tint.flatMap { _TintModifier.color(of: $0, in: env) }
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

extension View {
    /// Sets the colour of the foreground elements of this view (text, shapes' default fill); nil restores the default.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(_ForegroundStyleModifier(style: color))
    }

    /// Sets the style of the foreground elements of this view; a hierarchical style (`.secondary`) keeps the current style as its base.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_ForegroundStyleModifier(style: style))
    }

    /// Sets the primary and secondary levels of the foreground style.
    ///
    /// Atelier keeps one foreground style: `primary` is set, and the lower levels derive from it (`secondary` is not stored).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(_ForegroundStyleModifier(style: primary))
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style.
    ///
    /// Atelier keeps one foreground style: `primary` is set, and the lower levels derive from it.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(_ForegroundStyleModifier(style: primary))
    }

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
