import Foundation

/// What a text input edits and how it shows it: shared by TextField, SecureField and TextEditor.
struct TextInputConfiguration {
    /// How the input lays its text out.
    enum Kind: Equatable {
        /// One line that scrolls sideways (TextField, SecureField).
        case singleLine
        /// Lines that wrap, between a least and a most number of lines (TextField with `axis: .vertical`).
        case vertical
        /// A scrolling page of wrapped lines (TextEditor).
        case editor
    }

    /// The text, as the program holds it.
    var text: Binding<String>
    /// The text shown while the field is empty (the prompt, else the title).
    var prompt: Text?
    /// Whether the text is drawn as bullets and kept off the clipboard (SecureField).
    var isSecure = false
    var kind = Kind.singleLine
    /// Runs when editing ends (Return or focus leaving): a formatted field parses its text here.
    var onCommit: (@MainActor () -> Void)?
    /// Told when editing begins (true) and ends (false): `TextField(_:text:onEditingChanged:)`.
    var onEditingChanged: (@MainActor (Bool) -> Void)?
}
