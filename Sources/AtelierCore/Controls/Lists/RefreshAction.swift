import Foundation

/// An action that initiates a refresh operation: what `refreshable(action:)` puts in the environment,
/// and what a List runs when it is pulled down past its threshold.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Initiates a refresh action, returning when it has finished.
    public func callAsFunction() async { await action() }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// A refresh action stored in a view's environment; nil where no `refreshable` is in effect.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Marks this view as refreshable: a List inside it shows a spinner while `action` runs, started by
    /// pulling the list down past a threshold.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.refresh, value: RefreshAction(action: action)))
    }
}
