import Foundation

/// Whether a scroll view moves when its content fits (a desktop scroll view never springs past its ends).
public struct ScrollBounceBehavior: Equatable, Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, always, basedOnSize }
    let kind: Kind

    /// As the platform chooses: a scroll view takes the wheel along its axes whatever its content's size.
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(kind: .automatic) }
    /// The scroll view takes the wheel along its axes even when its content fits.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(kind: .always) }
    /// Only content larger than the scroll view scrolls; otherwise the wheel goes to a scroll view around it.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(kind: .basedOnSize) }
}

private struct VerticalScrollBounceBehaviorKey: EnvironmentKey {
    static var defaultValue: ScrollBounceBehavior { .automatic }
}

private struct HorizontalScrollBounceBehaviorKey: EnvironmentKey {
    static var defaultValue: ScrollBounceBehavior { .automatic }
}

extension EnvironmentValues {
    /// How the scroll views in this environment behave vertically when their content fits.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorKey.self] }
        set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
    }

    /// How the scroll views in this environment behave horizontally when their content fits.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorKey.self] }
        set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
    }
}

/// Writes the bounce behaviour along some axes for the content.
struct _ScrollBounceBehaviorModifier: ViewModifier, PrimitiveModifier {
    let behavior: ScrollBounceBehavior
    let axes: Axis.Set
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self else { return }
            if m.axes.contains(.vertical) { env.verticalScrollBounceBehavior = m.behavior }
            if m.axes.contains(.horizontal) { env.horizontalScrollBounceBehavior = m.behavior }
        })
    }
}

nonisolated extension View {
    /// Sets how the scroll views within this view behave along `axes` when their content fits.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(_ScrollBounceBehaviorModifier(behavior: behavior, axes: axes))
    }
}
