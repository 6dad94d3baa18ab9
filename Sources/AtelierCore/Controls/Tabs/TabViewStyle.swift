import Foundation

/// A specification for the appearance and interaction of a tab view. As in SwiftUI, only the built-in
/// styles exist (`.automatic`, a tab bar; `.page`, pages swiped sideways); a type of your own draws as `.automatic`.
@MainActor @preconcurrency public protocol TabViewStyle {}

/// A tab view style Atelier knows how to draw.
@MainActor protocol BuiltInTabViewStyle: TabViewStyle {
    /// How a tab view in this style shows its tabs.
    var tabViewStyleKind: TabViewStyleKind { get }
}

/// How a tab view shows its tabs: with a tab bar, or as pages with an index of dots.
enum TabViewStyleKind: Equatable, Sendable {
    case bar
    case page(PageTabViewStyle.IndexDisplayMode)
}

private struct TabViewStyleKindKey: EnvironmentKey {
    static var defaultValue: TabViewStyleKind { .bar }
}

extension EnvironmentValues {
    /// The style tab views below draw in.
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKindKey.self] }
        set { self[TabViewStyleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for tab views within this view.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyleKind, (style as? any BuiltInTabViewStyle)?.tabViewStyleKind ?? .bar)
    }
}
