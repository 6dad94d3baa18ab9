import Foundation

/// A control that opens a URL through the environment's `openURL` action: a button, in the tint, that takes
/// the button style around it.
@MainActor @preconcurrency public struct Link<Label: View>: View {
    let destination: URL
    nonisolated(unsafe) let label: Label
    @Environment(\.openURL) private var openURL

    /// A link with a custom label.
    nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The link as a button.
    public var body: some View {
        let openURL = self.openURL, destination = self.destination
        return Button { openURL(destination) } label: { label }
            .accessibilityAddTraits(.isLink)
            .pointerStyle(.link)
    }
}

extension Link where Label == Text {
    /// A link titled by a localized key.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled by a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
