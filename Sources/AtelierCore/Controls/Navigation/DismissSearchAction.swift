import Foundation

/// An action that ends the current search interaction: it clears the search text and takes keyboard focus
/// from the search field, so `isSearching` turns false.
@MainActor public struct DismissSearchAction {
    let action: @MainActor () -> Void

    /// Dismisses the current search operation, if any.
    public func callAsFunction() { action() }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(action: {}) }
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Dismisses the search of the searchable view around this one (nothing outside one).
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// A Boolean value that indicates when the user is searching: the search field has focus or holds text.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
}
