import Foundation

/// A specification for the appearance and interaction of a tab view. As in SwiftUI, only the built-in
/// styles exist (`.automatic`, a tab bar; `.page`, pages swiped sideways); a type of your own draws as `.automatic`.
@MainActor @preconcurrency public protocol TabViewStyle {}

/// A tab view style Atelier knows how to draw.
@MainActor protocol BuiltInTabViewStyle: TabViewStyle {
    /// The tab view's view in this style.
    func makeView(_ configuration: TabViewStyleConfiguration) -> AnyView
}

/// The kind of style a TabView resolves: a built-in style makes the tab view's view, any other draws as `.automatic`.
enum TabViewStyleKind: StyleKind {
    typealias Configuration = TabViewStyleConfiguration
    nonisolated static func erase(_ style: some TabViewStyle) -> AnyStyle<Self> {
        AnyStyle(style) { s, c in ((s as? any BuiltInTabViewStyle) ?? DefaultTabViewStyle()).makeView(c) }
    }
    static var automatic: AnyStyle<Self> { erase(DefaultTabViewStyle()) }
}

extension View {
    /// Sets the style for tab views within this view.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self.style(TabViewStyleKind.erase(style)) }
}

/// What a tab view style draws: the tab view's content, the tabs it reported and the selection.
struct TabViewStyleConfiguration {
    /// The tab view's content: a tab per view.
    let content: any View
    /// The selected tab's tag; nil selects the first.
    let selection: AnyHashable?
    /// Selects the tab with a tag.
    let select: @MainActor (AnyHashable) -> Void
    /// The tabs (tags, items, badges) as the content last reported them.
    let tabs: [TabEntry]
    /// Keeps the tabs the content reports, for the bar or the page index.
    let report: @MainActor ([TabEntry]) -> Void

    /// The tabs as one view, the selected one shown (`paged`: side by side a page's width apart), reporting
    /// themselves to the tab view.
    @MainActor func container(paged: Bool) -> some View {
        // Opened to its own type, so that the container's slot modifier reaches each view of the content.
        func container<C: View>(_ content: C) -> AnyView {
            AnyView(TabContainer(content: content, selection: selection, paged: paged))
        }
        let report = self.report
        return container(content).onPreferenceChange(TabEntriesPreference.self) { report($0) }
    }
}
