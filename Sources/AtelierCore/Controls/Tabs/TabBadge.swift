import Foundation

/// A badge of a tab: the text a tab bar draws in a red capsule at its icon's corner; no text, no badge.
struct TabBadge: Equatable {
    let text: Text?
    static func == (a: Self, b: Self) -> Bool {
        switch (a.text, b.text) {
        case (nil, nil): return true
        case (let x?, let y?): return ViewEquality.equal(x, y)
        default: return false
        }
    }
}

/// The badge of the view a tab view's tab is made of (the outermost one written wins).
struct TabBadgePreference: PreferenceKey {
    static var defaultValue: TabBadge? { nil }
    static func reduce(value: inout TabBadge?, nextValue: () -> TabBadge?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Generates a badge for the view from an integer value; zero hides the badge. A tab bar draws it at the
    /// corner of the tab's icon.
    nonisolated public func badge(_ count: Int) -> some View {
        preference(key: TabBadgePreference.self, value: TabBadge(text: count == 0 ? nil : Text(verbatim: "\(count)")))
    }

    /// Generates a badge for the view from a text view; nil hides the badge.
    nonisolated public func badge(_ label: Text?) -> some View {
        preference(key: TabBadgePreference.self, value: TabBadge(text: label))
    }

    /// Generates a badge for the view from a localized string key; nil hides the badge.
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
        preference(key: TabBadgePreference.self, value: TabBadge(text: key.map { Text($0) }))
    }

    /// Generates a badge for the view from a string; nil hides the badge.
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
        preference(key: TabBadgePreference.self, value: TabBadge(text: label.map { Text($0) }))
    }
}
