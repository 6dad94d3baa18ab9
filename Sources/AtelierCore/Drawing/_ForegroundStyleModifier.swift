import Foundation

/// Sets the foreground style (the primary level) for the content; `foregroundStyle(_:)` and `foregroundColor(_:)` make it.
public struct _ForegroundStyleModifier<S: ShapeStyle>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The style; nil restores the default (the primary label colour).
    public var style: S?
    /// Creates the modifier.
    public init(style: S?) { self.style = style }
    /// Never called: the framework applies this modifier through its own node.
    public func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self else { return }
            if let style = m.style { env.setForegroundStyle(style) } else { env.foregroundStyle = nil }
        })
    }
}

nonisolated extension View {
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
}
