import Foundation

/// The commands the menu bar has at a placement before a program replaces them, as SwiftUI's on macOS: About,
/// Settings…, Quit; New Window, Close Window; Undo, Redo, Cut, Copy, Paste, Select All (on the focused text
/// field, through the keys it already handles); Minimize and the window list; the app's Help.
struct StandardCommands: View {
    let placement: CommandGroupPlacement
    @Environment(\.menuBar) private var menuBar
    @FocusedValue(\.focusedTextInput) private var field
    @Environment(\.undoManager) private var undoManager
    @StateObject private var undoState = UndoMenuState()

    /// Whether `placement` has standard items with this context.
    static func exist(at placement: CommandGroupPlacement, context: WindowCommandContext) -> Bool {
        switch placement {
        case .appInfo, .appTermination, .saveItem, .undoRedo, .pasteboard, .windowSize, .windowList, .help: true
        case .appSettings: context.openSettings != nil
        case .newItem: context.newWindow != nil || context.documents != nil
        default: false
        }
    }

    var body: some View {
        guard let context = menuBar.context else { return AnyView(EmptyView()) }
        let field = self.field, about = menuBar.showAbout
        // Sends a key the focused field handles as it would from the keyboard.
        let edit: (KeyEquivalent, EventModifiers) -> Void = { key, modifiers in
            guard let field else { return }
            _ = field.handleKey(key, modifiers: modifiers)
            if field.isAttached { field.graph.requestFrame() }
        }
        let noField = field == nil
        switch placement {
        case .appInfo:
            return AnyView(Button("About \(context.appName)") { about?() })
        case .appSettings:
            guard let open = context.openSettings else { return AnyView(EmptyView()) }
            return AnyView(Button("Settings…") { open() }.keyboardShortcut(",", modifiers: .command))
        case .appTermination:
            return AnyView(Button("Quit \(context.appName)") { context.quit() }.keyboardShortcut("q", modifiers: .command))
        case .newItem:
            if let documents = context.documents {
                return AnyView(Group {
                    if let new = documents.newDocument { Button("New") { new() }.keyboardShortcut("n", modifiers: .command) }
                    Button("Open…") { documents.open() }.keyboardShortcut("o", modifiers: .command)
                })
            }
            guard let new = context.newWindow else { return AnyView(EmptyView()) }
            return AnyView(Button("New Window") { new() }.keyboardShortcut("n", modifiers: .command))
        case .saveItem:
            guard let documents = context.documents else {
                return AnyView(Button("Close Window") { context.closeWindow() }.keyboardShortcut("w", modifiers: .command))
            }
            return AnyView(Group {
                Button("Close") { context.closeWindow() }.keyboardShortcut("w", modifiers: .command)
                Button("Save") { documents.save?() }.keyboardShortcut("s", modifiers: .command).disabled(documents.save == nil)
                Button("Save As…") { documents.saveAs?() }.keyboardShortcut("s", modifiers: [.command, .shift])
                    .disabled(documents.saveAs == nil)
                Button("Revert To Saved") { documents.revert?() }.disabled(documents.revert == nil)
            })
        case .undoRedo:
            // The window's undo manager, where its text fields' edits and the program's registrations are; the
            // items follow its stack (named after the action, disabled when there is nothing to undo).
            let manager = undoManager
            undoState.follow(manager)
            return AnyView(Group {
                Button(manager?.undoMenuItemTitle ?? "Undo") { manager?.undo() }.keyboardShortcut("z", modifiers: .command)
                    .disabled(!(manager?.canUndo ?? false))
                Button(manager?.redoMenuItemTitle ?? "Redo") { manager?.redo() }.keyboardShortcut("z", modifiers: [.command, .shift])
                    .disabled(!(manager?.canRedo ?? false))
            })
        case .pasteboard:
            return AnyView(Group {
                Button("Cut") { edit("x", .command) }.keyboardShortcut("x", modifiers: .command)
                Button("Copy") { edit("c", .command) }.keyboardShortcut("c", modifiers: .command)
                Button("Paste") { edit("v", .command) }.keyboardShortcut("v", modifiers: .command)
                Button("Select All") { edit("a", .command) }.keyboardShortcut("a", modifiers: .command)
            }.disabled(noField))
        case .windowSize:
            return AnyView(Button("Minimize") { context.minimize() }.keyboardShortcut("m", modifiers: .command))
        case .windowList:
            let windows = context.windows()
            return AnyView(ForEach(windows.indices, id: \.self) { i in
                Toggle(windows[i].title.isEmpty ? "Untitled" : windows[i].title, isOn: Binding(
                    get: { windows[i].isCurrent }, set: { _ in windows[i].activate() }))
            })
        case .help:
            // Atelier has no help book to show: the item is there, disabled, as a Mac app without one shows it.
            return AnyView(Button("\(context.appName) Help") {}.disabled(true))
        default:
            return AnyView(EmptyView())
        }
    }
}
