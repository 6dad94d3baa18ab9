import Foundation

/// A button that opens the app's Settings window.
@MainActor @preconcurrency public struct SettingsLink<Label: View>: View {
    nonisolated(unsafe) let label: Label
    @Environment(\.openSettings) private var openSettings

    /// Creates a settings link with a custom label.
    nonisolated public init(@ViewBuilder label: () -> Label) { self.label = label() }

    /// A button that opens Settings.
    public var body: some View {
        let open = openSettings
        return Button { open() } label: { label }
    }
}

extension SettingsLink where Label == Text {
    /// Creates a settings link labelled "Settings…".
    nonisolated public init() { self.init { Text("Settings…") } }
}
