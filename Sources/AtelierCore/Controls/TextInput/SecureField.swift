import Foundation

/// A text field whose text is drawn as bullets and never copied, inspected or drawn as itself. It takes
/// the text field styles.
@MainActor @preconcurrency public struct SecureField<Label: View>: View {
    var field: TextField<Label>

    /// Creates a secure field with a prompt and a custom label.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var field = TextField(text: text, prompt: prompt, label: label)
        field.configuration.isSecure = true
        self.field = field
    }

    /// The field, as its text field style draws it.
    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a localized title, shown while it is empty.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// Creates a secure field with a title, shown while it is empty.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// Creates a secure field with a localized title and a prompt.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a secure field with a title and a prompt.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// Creates a secure field with a localized title that runs `onCommit` on Return (deprecated in SwiftUI).
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping @MainActor () -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
        field.configuration.onCommit = onCommit
    }
}
