import Foundation

/// The `onOpenURL` actions of one window's views, in the order they appeared: URLs the app is asked to
/// open (files given on its command line) go to them.
@MainActor @_spi(Backend) public final class OpenURLHandlers {
    private var handlers: [(token: UUID, action: (URL) -> Void)] = []

    /// Whether any view of the window handles URLs.
    public var isEmpty: Bool { handlers.isEmpty }

    /// Sets the action of a registration, adding it when new.
    func set(_ token: UUID, _ action: @escaping (URL) -> Void) {
        if let i = handlers.firstIndex(where: { $0.token == token }) { handlers[i].action = action } else { handlers.append((token, action)) }
    }

    /// Removes a registration (its view went away).
    func remove(_ token: UUID) { handlers.removeAll { $0.token == token } }

    /// Gives `url` to every action; returns whether there was one.
    @discardableResult public func open(_ url: URL) -> Bool {
        let actions = handlers.map(\.action)
        for action in actions { action(url) }
        return !actions.isEmpty
    }
}

private struct OpenURLHandlersKey: EnvironmentKey {
    static var defaultValue: OpenURLHandlers? { nil }
}

extension EnvironmentValues {
    /// The window's `onOpenURL` actions; nil outside an app's window.
    var openURLHandlers: OpenURLHandlers? {
        get { self[OpenURLHandlersKey.self] }
        set { self[OpenURLHandlersKey.self] = newValue }
    }
}
