import Foundation

/// The visibility of a scroll view's indicators (its scroll bars), set with `scrollIndicators(_:axes:)`.
public struct ScrollIndicatorVisibility: Equatable, Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind

    /// As the scroll view chooses: here the desktop's overlay bars, shown while scrolling or hovered.
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .automatic) }
    /// Shown: the overlay bars appear while scrolling or hovered, as with `automatic`.
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .visible) }
    /// Hidden: a scroll view that shows its bars anyway (none here) may still show them.
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .hidden) }
    /// Never shown, overriding a scroll view that would keep them.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .never) }

    /// Whether bars are drawn at all.
    var showsBars: Bool { kind == .automatic || kind == .visible }

    public var description: String { "\(kind)" }
}

private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

extension EnvironmentValues {
    /// The visibility of the vertical scroll bars of the scroll views in this environment.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// The visibility of the horizontal scroll bars of the scroll views in this environment.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }
}

/// Writes the scroll bars' visibility along some axes for the content.
struct _ScrollIndicatorsModifier: ViewModifier, PrimitiveModifier {
    let visibility: ScrollIndicatorVisibility
    let axes: Axis.Set
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode {
        EnvironmentWriterNode(context: context, write: { env, modifier in
            guard let m = modifier as? Self else { return }
            if m.axes.contains(.vertical) { env.verticalScrollIndicatorVisibility = m.visibility }
            if m.axes.contains(.horizontal) { env.horizontalScrollIndicatorVisibility = m.visibility }
        })
    }
}

nonisolated extension View {
    /// Sets the visibility of the scroll bars of the scroll views (and lists) within this view, along `axes`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(_ScrollIndicatorsModifier(visibility: visibility, axes: axes))
    }
}
