import Foundation

nonisolated extension View {
    /// Sets the accent colour of this view and the views it contains: buttons, toggles, links and
    /// `Color.accentColor` below it take it, as with `tint(_:)`; nil keeps the inherited accent colour.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "tint(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "tint(_:)")
    public func accentColor(_ accentColor: Color?) -> some View {
        modifier(AccentColorModifier(color: accentColor))
    }
}

/// Writes the accent colour as the tint; unlike `tint(nil)`, a nil colour leaves the inherited one alone.
struct AccentColorModifier: ViewModifier, PrimitiveModifier, Equatable {
    let color: Color?
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let color = (modifier as? Self)?.color else { return }
            env.tintColor = color
            env.tintGradient = nil
        })
    }
}
