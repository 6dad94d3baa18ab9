import Atelier

/// Jotter, a small plain-text editor: a window per document (New, Open…, Save, Save As…, Revert), a Format
/// menu that acts on the focused document, scratchpad windows that keep their text between runs, and Settings.
public struct JotterApp: App {
    /// The app.
    public init() {}

    /// Its scenes: documents, scratchpads and settings, with the Format menu.
    public var body: some Scene {
        DocumentGroup(newDocument: JotterDocument()) { file in
            JotterEditor(document: file.$document)
        }
        .commands {
            TextEditingCommands()
            FormatCommands()
            CommandGroup(after: .newItem) {
                ScratchpadCommand()
            }
        }
        WindowGroup("Scratchpad", id: "scratchpad") {
            ScratchpadView()
        }
        .defaultSize(width: 360, height: 280)
        Settings {
            JotterSettings()
        }
    }
}
