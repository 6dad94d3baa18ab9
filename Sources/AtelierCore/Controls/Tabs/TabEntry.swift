import Foundation

/// One tab of a tab view as its bar or page index sees it: its tag, its tab item and its badge.
struct TabEntry: Equatable {
    let tag: AnyHashable
    let item: TabItemLabel?
    let badge: TabBadge?

    /// The tab shown for `selection` among tabs tagged `tags`: the one whose tag it is, the first when there
    /// is no selection (a TabView keeping its own) or none matches; nil when there are no tabs.
    static func index(of selection: AnyHashable?, in tags: [AnyHashable]) -> Int? {
        guard !tags.isEmpty else { return nil }
        guard let selection else { return 0 }
        return tags.firstIndex(of: selection) ?? 0
    }

    /// A tag or selection as tabs are matched by it: an optional's value (`.tag(Pane.home as Pane?)` and a
    /// `Pane?` selection pick the tab tagged `Pane.home`), nil for none.
    static func normalizedTag(_ tag: AnyHashable) -> AnyHashable? {
        guard let optional = tag.base as? any OptionalTabTag else { return tag }
        return optional.unwrappedTag.flatMap(normalizedTag)
    }
}

/// An optional tag or selection, seen through to its value.
protocol OptionalTabTag {
    var unwrappedTag: AnyHashable? { get }
}

extension Optional: OptionalTabTag where Wrapped: Hashable {
    var unwrappedTag: AnyHashable? { map { AnyHashable($0) } }
}

/// A tab view's tabs, in order, as its container reports them to the bar and the dots.
struct TabEntriesPreference: PreferenceKey {
    static var defaultValue: [TabEntry] { [] }
    static func reduce(value: inout [TabEntry], nextValue: () -> [TabEntry]) { value += nextValue() }
}

/// The tag of a tab written without one and not made by a ForEach: its place among the tabs.
struct TabIndexTag: Hashable {
    let index: Int
}
