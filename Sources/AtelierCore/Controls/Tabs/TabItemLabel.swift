import Foundation

/// What `tabItem(_:)` gave a tab: the view the tab bar draws for it, split into an icon and a title, as a
/// tab bar shows a Label, or an Image and a Text, stacked.
struct TabItemLabel: Equatable {
    /// The view the program wrote, kept to tell a new item from the same one.
    let source: any View
    /// The item's icon: an Image, a Label's icon, or a view of the program's own.
    @MainActor var icon: AnyView? { parts.icon }
    /// The item's title: a Text or a Label's title.
    @MainActor var title: AnyView? { parts.title }

    /// Made wherever the program builds its views; split into icon and title when the tab bar draws it.
    init(_ view: any View) { source = view }

    @MainActor private var parts: (icon: AnyView?, title: AnyView?) {
        let view = source
        var icon: AnyView?, title: AnyView?
        func take(_ view: any View) {
            if let label = view as? any TabItemLabelParts {
                let parts = label.tabItemParts
                if icon == nil { icon = parts.icon }
                if title == nil { title = parts.title }
            } else if let text = view as? Text {
                if title == nil { title = AnyView(text) }
            } else if let image = view as? Image {
                if icon == nil { icon = AnyView(image) }
            } else if icon == nil {
                // A view of the program's own: drawn where the icon goes, else where the title goes.
                icon = AnyView(view)
            } else if title == nil {
                title = AnyView(view)
            }
        }
        if let multi = view as? any MultiViewContent {
            for element in multi.flattenedElements() { take(element.view) }
        } else {
            take(view)
        }
        return (icon, title)
    }

    static func == (a: Self, b: Self) -> Bool { ViewEquality.equal(a.source, b.source) }
}

/// A Label's title and icon, for a tab bar that stacks them.
@MainActor protocol TabItemLabelParts {
    var tabItemParts: (icon: AnyView, title: AnyView) { get }
}

extension Label: TabItemLabelParts {
    var tabItemParts: (icon: AnyView, title: AnyView) { (AnyView(icon), AnyView(title)) }
}

/// The tab item of the view a tab view's tab is made of (the first one written, outermost first).
struct TabItemPreference: PreferenceKey {
    static var defaultValue: TabItemLabel? { nil }
    static func reduce(value: inout TabItemLabel?, nextValue: () -> TabItemLabel?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Sets the tab bar item of this view, when it is a tab of a TabView: a Label, a Text, an Image, or an
    /// Image and a Text.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        preference(key: TabItemPreference.self, value: TabItemLabel(label()))
    }
}
