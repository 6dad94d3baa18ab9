import Atelier

extension FocusedValues {
    /// The text of the document in the window in front, for the Format menu.
    @Entry var jotterText: Binding<String>?
}

/// The Format menu: changes the case of the document in front; disabled without one.
struct FormatCommands: Commands {
    @FocusedBinding(\.jotterText) private var text

    var body: some Commands {
        CommandMenu("Format") {
            Button("Make Upper Case") { text = text?.uppercased() }
                .keyboardShortcut("u", modifiers: [.command, .shift])
                .disabled(text == nil)
            Button("Make Lower Case") { text = text?.lowercased() }
                .keyboardShortcut("l", modifiers: [.command, .shift])
                .disabled(text == nil)
            Divider()
            Button("Capitalize") { text = text?.capitalized }
                .disabled(text == nil)
        }
    }
}

/// File > New Scratchpad: opens a scratchpad window.
struct ScratchpadCommand: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("New Scratchpad") { openWindow(id: "scratchpad") }
            .keyboardShortcut("n", modifiers: [.command, .option])
    }
}
