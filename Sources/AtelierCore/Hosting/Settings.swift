import Foundation

/// A scene that presents the app's settings in a window of its own, opened from the app menu's Settings…
/// item (Control+comma), `openSettings` or a `SettingsLink`; never opened at launch.
@MainActor @preconcurrency public struct Settings<Content: View>: Scene, PrimitiveScene {
    nonisolated(unsafe) let content: Content

    /// Creates a scene that presents an interface for viewing and modifying an app's settings.
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Built-in: a host asks for its windows instead.
    public var body: Never { primitiveSceneBody }

    func windowDescriptions() -> [WindowDescription] {
        // Settings windows fit their content, as on macOS.
        [WindowDescription(kind: .settings, id: nil, title: "Settings", resizability: .contentSize, content: AnyView(content))]
    }
}
