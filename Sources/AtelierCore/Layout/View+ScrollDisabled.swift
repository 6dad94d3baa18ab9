import Foundation

private struct IsScrollEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether the scroll views in this environment scroll by user input (the wheel, their scroll bars).
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
}

/// Turns user scrolling off for the content (an enabling value further in does not turn it back on).
struct _ScrollDisabledModifier: ViewModifier, PrimitiveModifier {
    let disabled: Bool
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self, m.disabled else { return }
            env.isScrollEnabled = false
        })
    }
}

nonisolated extension View {
    /// Stops the scroll views within this view from scrolling by user input; a program still scrolls them.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(_ScrollDisabledModifier(disabled: disabled))
    }
}
