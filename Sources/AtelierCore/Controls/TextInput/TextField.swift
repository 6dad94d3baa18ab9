import Foundation

/// A control that edits a line of text (or, with `axis: .vertical`, lines that wrap and grow). Its look
/// comes from the nearest text field style (`textFieldStyle(_:)`); its prompt, else its title, shows
/// while it is empty.
@MainActor @preconcurrency public struct TextField<Label: View>: View {
    var configuration: TextInputConfiguration
    /// For `value:format:`: the value formatted, and parsing edited text back into it.
    var formatter: TextFieldFormatter?
    nonisolated(unsafe) let label: Label

    nonisolated init(configuration: TextInputConfiguration, formatter: TextFieldFormatter? = nil, label: Label) {
        self.configuration = configuration
        self.formatter = formatter
        self.label = label
    }

    /// Creates a text field with a prompt and a custom label.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        self.init(configuration: TextInputConfiguration(text: text, prompt: prompt ?? (label as? Text)), label: label)
    }

    /// Creates a text field that grows along `axis` (vertical: lines wrap and the field gets taller,
    /// within its `lineLimit`), with a prompt and a custom label.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        if axis == .vertical { configuration.kind = .vertical }
    }

    /// Creates a text field for a value, shown and parsed with a format style (`.number`, say): the
    /// value changes when editing ends (Return, or focus leaving) with text the format parses; text it
    /// cannot parse is replaced by the value's own.
    nonisolated public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        let label = label()
        self.init(configuration: TextInputConfiguration(text: .constant(""), prompt: prompt ?? (label as? Text)),
                  formatter: TextFieldFormatter(value: value, format: format), label: label)
    }

    /// Creates a text field for an optional value, shown and parsed with a format style: nil shows an empty
    /// field (its prompt), and editing that ends with empty text, or text the format cannot parse, sets nil.
    nonisolated public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        let label = label()
        self.init(configuration: TextInputConfiguration(text: .constant(""), prompt: prompt ?? (label as? Text)),
                  formatter: TextFieldFormatter(optional: value, format: format), label: label)
    }

    /// The bare field, its label and the format handled already: what a style receives.
    var bare: TextField<_TextFieldStyleLabel> { TextField<_TextFieldStyleLabel>(configuration: configuration, label: _TextFieldStyleLabel()) }

    /// The nearest text field style's body for this field (the bare field, as a style's configuration).
    public var body: some View {
        TextFieldBody(configuration: configuration, formatter: formatter, isBare: Label.self == _TextFieldStyleLabel.self)
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a localized title, shown while it is empty.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// Creates a text field with a title, shown while it is empty.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// Creates a text field with a localized title and a prompt (shown while it is empty).
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a text field with a title and a prompt (shown while it is empty).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// Creates a text field with a localized title that grows along `axis`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
    }

    /// Creates a text field with a title that grows along `axis`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }

    /// Creates a text field with a localized title and a prompt that grows along `axis`.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    /// Creates a text field with a title and a prompt that grows along `axis`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }

    /// Creates a text field with a localized title that tells when editing begins and ends, and runs
    /// `onCommit` on Return (deprecated in SwiftUI; use `onSubmit` and `focused`).
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                onCommit: @escaping @MainActor () -> Void = {}) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
        configuration.onEditingChanged = onEditingChanged
        configuration.onCommit = onCommit
    }

    /// Creates a text field with a title that tells when editing begins and ends, and runs `onCommit` on Return.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                                   onCommit: @escaping @MainActor () -> Void = {}) {
        self.init(text: text, prompt: nil) { Text(title) }
        configuration.onEditingChanged = onEditingChanged
        configuration.onCommit = onCommit
    }

    /// Creates a text field for a value with a localized title, shown and parsed with a format style.
    nonisolated public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a text field for a value with a title, shown and parsed with a format style.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// Creates a text field for an optional value with a localized title, shown and parsed with a format style.
    nonisolated public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a text field for an optional value with a title, shown and parsed with a format style.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }
}

/// A value and its format style, type-erased: the text a field shows for the value, and parsing back.
struct TextFieldFormatter {
    /// The value, formatted.
    let formatted: @MainActor () -> String
    /// Parses edited text into the value; false (the value unchanged) when the text does not parse.
    let parse: @MainActor (String) -> Bool

    init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
        // Format styles are values used on the main actor only, here.
        nonisolated(unsafe) let format = format
        formatted = { format.format(value.wrappedValue) }
        parse = { text in
            guard let parsed = try? format.parseStrategy.parse(text.trimmingCharacters(in: .whitespaces)) else { return false }
            value.wrappedValue = parsed
            return true
        }
    }

    /// For an optional value: nil is empty text, and empty or unparseable text sets nil (as SwiftUI's field does).
    init<F: ParseableFormatStyle>(optional value: Binding<F.FormatInput?>, format: F) where F.FormatOutput == String {
        nonisolated(unsafe) let format = format
        formatted = { value.wrappedValue.map { format.format($0) } ?? "" }
        parse = { text in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let parsed = trimmed.isEmpty ? nil : try? format.parseStrategy.parse(trimmed)
            value.wrappedValue = parsed
            return parsed != nil || trimmed.isEmpty
        }
    }
}

/// A text field's body: the formatted text kept while it is edited, and the style around the bare field.
struct TextFieldBody: View {
    let configuration: TextInputConfiguration
    let formatter: TextFieldFormatter?
    let isBare: Bool
    /// The text typed into a formatted field, until editing ends; nil shows the value formatted.
    @State private var editing: String?
    @Environment(\.styleStacks) private var stacks

    var body: some View {
        var config = configuration
        if let formatter {
            let edited = $editing
            config.text = Binding(get: { edited.wrappedValue ?? formatter.formatted() }, set: { edited.wrappedValue = $0 })
            let commit = configuration.onCommit
            config.onCommit = {
                if let text = edited.wrappedValue {
                    // Parsed or not, the field shows the value formatted again.
                    _ = formatter.parse(text)
                    edited.wrappedValue = nil
                }
                commit?()
            }
        }
        if isBare { return AnyView(TextInputView(configuration: config)) }
        // The whole field, its border included, shows the I-beam, as a desktop's text fields do.
        return AnyView(stacks.body(for: TextFieldStyleKind.self) { _ in
            TextField<_TextFieldStyleLabel>(configuration: config, label: _TextFieldStyleLabel())
        }.pointerStyle(.horizontalText))
    }
}
