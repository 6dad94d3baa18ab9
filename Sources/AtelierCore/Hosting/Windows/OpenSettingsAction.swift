import Foundation

/// Opens the app's Settings window (or brings it forward): `@Environment(\.openSettings)`.
@MainActor public struct OpenSettingsAction {
    let session: AppSession?

    /// Opens the Settings window.
    public func callAsFunction() {
        guard let session else {
            Diagnostics.warn("openSettings() was called outside an app's window; no window opens", key: "open-settings-no-app")
            return
        }
        session.openSettings()
    }
}

private struct OpenSettingsKey: EnvironmentKey {
    static var defaultValue: OpenSettingsAction { OpenSettingsAction(session: nil) }
}

extension EnvironmentValues {
    /// Opens the app's Settings window.
    @_disfavoredOverload
    public var openSettings: OpenSettingsAction {
        get { self[OpenSettingsKey.self] }
        set { self[OpenSettingsKey.self] = newValue }
    }
}
