import Foundation

/// The keys by which views offer the standard View menu's commands their actions.
private struct SidebarToggleKey: FocusedValueKey { typealias Value = @MainActor () -> Void }
private struct ToolbarToggleKey: FocusedValueKey { typealias Value = @MainActor () -> Void }

extension FocusedValues {
    /// Shows or hides the sidebar of the focused window's split view, for View > Toggle Sidebar.
    var sidebarToggle: (@MainActor () -> Void)? {
        get { self[SidebarToggleKey.self] }
        set { self[SidebarToggleKey.self] = newValue }
    }
    /// Shows or hides the focused window's toolbar, for View > Hide Toolbar.
    var toolbarToggle: (@MainActor () -> Void)? {
        get { self[ToolbarToggleKey.self] }
        set { self[ToolbarToggleKey.self] = newValue }
    }
}

/// A built-in set of commands for manipulating window sidebars: View > Toggle Sidebar (Ctrl+Super+S, as
/// Control-Command-S on a Mac), enabled while the window has a sidebar that publishes its toggle.
public struct SidebarCommands: Commands {
    /// A new value describing the built-in sidebar-related commands.
    nonisolated public init() {}

    /// The sidebar commands.
    public var body: some Commands {
        CommandGroup(before: .sidebar) { SidebarToggleButton() }
    }
}

private struct SidebarToggleButton: View {
    @FocusedValue(\.sidebarToggle) private var toggle
    var body: some View {
        Button("Toggle Sidebar") { toggle?() }
            .keyboardShortcut("s", modifiers: [.command, .control])
            .disabled(toggle == nil)
    }
}

/// A built-in set of commands for manipulating window toolbars: View > Hide Toolbar, enabled while the
/// window has a toolbar that publishes its toggle.
public struct ToolbarCommands: Commands {
    /// A new value describing the built-in toolbar-related commands.
    nonisolated public init() {}

    /// The toolbar commands.
    public var body: some Commands {
        CommandGroup(before: .toolbar) { ToolbarToggleButton() }
    }
}

private struct ToolbarToggleButton: View {
    @FocusedValue(\.toolbarToggle) private var toggle
    var body: some View {
        Button("Hide Toolbar") { toggle?() }
            .keyboardShortcut("t", modifiers: [.command, .option])
            .disabled(toggle == nil)
    }
}

/// A built-in group of commands for searching, editing, and transforming selections of text: Edit > Delete,
/// on the focused text field.
public struct TextEditingCommands: Commands {
    /// A new value describing the built-in text-editing commands.
    nonisolated public init() {}

    /// The text-editing commands.
    public var body: some Commands {
        CommandGroup(after: .pasteboard) { DeleteForwardButton() }
    }
}

private struct DeleteForwardButton: View {
    @FocusedValue(\.focusedTextInput) private var field
    var body: some View {
        let field = self.field
        return Button("Delete") {
            guard let field else { return }
            _ = field.handleKey(.deleteForward, modifiers: [])
            if field.isAttached { field.graph.requestFrame() }
        }
        .disabled(field == nil)
    }
}

/// A built-in set of commands for transforming the styles applied to selections of text. Atelier's text
/// fields hold plain text, so there is nothing to format: it adds no items.
public struct TextFormattingCommands: Commands {
    /// A new value describing the built-in text-formatting commands.
    nonisolated public init() {}

    /// No commands (plain text only).
    public var body: some Commands { EmptyCommands() }
}
