import Foundation

/// Opens a window of one of the app's scenes: `@Environment(\.openWindow) private var openWindow`, then
/// `openWindow(id: "viewer")` or `openWindow(value: note.id)`. A `Window` scene's one window, or a group's
/// window already presenting the value, is brought forward instead of opened again.
@MainActor public struct OpenWindowAction {
    let session: AppSession?

    /// Opens a window of the scene with identifier `id`.
    public func callAsFunction(id: String) {
        guard let session = checked("openWindow(id: \"\(id)\")") else { return }
        session.openWindow(id: id, value: nil)
    }

    /// Opens a window of the scene that presents values of this type, presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        guard let session = checked("openWindow(value:)") else { return }
        session.openWindow(id: nil, value: value)
    }

    /// Opens a window of the scene with identifier `id`, presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        guard let session = checked("openWindow(id: \"\(id)\", value:)") else { return }
        session.openWindow(id: id, value: value)
    }

    private func checked(_ call: String) -> AppSession? {
        if session == nil {
            Diagnostics.warn("\(call) was called outside an app's window (no App runs this view); no window opens",
                             key: "open-window-no-app")
        }
        return session
    }
}

private struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction(session: nil) }
}

extension EnvironmentValues {
    /// Opens windows of the app's scenes.
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }
}
