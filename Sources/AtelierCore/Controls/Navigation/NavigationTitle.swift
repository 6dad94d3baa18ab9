import Foundation

/// A level's title, as its content sets it: the text shown and its plain string (for the back button).
struct NavigationTitleValue: Equatable {
    let text: Text
    let string: String
    static func == (a: Self, b: Self) -> Bool { a.string == b.string && a.text == b.text }
}

struct NavigationTitlePreference: PreferenceKey {
    static let defaultValue: NavigationTitleValue? = nil
    static func reduce(value: inout NavigationTitleValue?, nextValue: () -> NavigationTitleValue?) {
        // The first title set in the level's content, as SwiftUI takes the outermost.
        if value == nil { value = nextValue() }
    }
}

struct NavigationTitleDisplayModePreference: PreferenceKey {
    static let defaultValue = NavigationBarItem.TitleDisplayMode.automatic
    static func reduce(value: inout NavigationBarItem.TitleDisplayMode, nextValue: () -> NavigationBarItem.TitleDisplayMode) {
        if value == .automatic { value = nextValue() }
    }
}

struct NavigationBackButtonHiddenPreference: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// Items of a navigation bar.
public struct NavigationBarItem: Sendable {
    /// How a level's title shows: large below the bar, or inline in it.
    public enum TitleDisplayMode: Sendable, Equatable {
        /// The previous level's mode (large at the root).
        case automatic
        /// In the bar, in the headline font.
        case inline
        /// Below the bar, in 34-point bold.
        case large
    }
}

extension View {
    /// The title of the navigation level this view is in.
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        let string = title.runs.map(\.string).joined()
        return preference(key: NavigationTitlePreference.self, value: NavigationTitleValue(text: title, string: string))
            .preference(key: WindowTitlePreference.self, value: string)
    }

    /// The title of the navigation level, from a localized key.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    /// The title of the navigation level, from a string.
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// How the navigation level's title shows.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        preference(key: NavigationTitleDisplayModePreference.self, value: displayMode)
    }

    /// Sets the title and its display mode (deprecated in SwiftUI).
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title from a key and its display mode (deprecated in SwiftUI).
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    /// Hides the level's back button (the level can still be dismissed by the program).
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        preference(key: NavigationBackButtonHiddenPreference.self, value: hidesBackButton)
    }

    /// Hides the navigation bar (deprecated in SwiftUI; accepted, the bar stays).
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View { self }
}
