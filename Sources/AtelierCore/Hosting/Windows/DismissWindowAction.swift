import Foundation

/// Closes windows of the app: `@Environment(\.dismissWindow) private var dismissWindow`; `dismissWindow()`
/// closes the view's own window, `dismissWindow(id:)` every window of that scene.
@MainActor public struct DismissWindowAction {
    let session: AppSession?
    weak var window: SceneWindow?

    /// Closes the window the view is in.
    public func callAsFunction() {
        guard let session, let window else { return warnOutside("dismissWindow()") }
        session.close(window)
    }

    /// Closes the windows of the scene with identifier `id`.
    public func callAsFunction(id: String) {
        guard let session else { return warnOutside("dismissWindow(id: \"\(id)\")") }
        session.closeWindows { $0.scene.id == id }
    }

    /// Closes the windows presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        guard let session else { return warnOutside("dismissWindow(value:)") }
        session.closeWindows { $0.presentedValue == AnyHashable(value) }
    }

    /// Closes the windows of the scene with identifier `id` that present `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        guard let session else { return warnOutside("dismissWindow(id: \"\(id)\", value:)") }
        session.closeWindows { $0.scene.id == id && $0.presentedValue == AnyHashable(value) }
    }

    private func warnOutside(_ call: String) {
        Diagnostics.warn("\(call) was called outside an app's window; no window closes", key: "dismiss-window-no-app")
    }
}

private struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction(session: nil, window: nil) }
}

extension EnvironmentValues {
    /// Closes windows of the app.
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }
}
