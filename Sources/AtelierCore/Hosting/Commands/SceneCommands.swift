import Foundation

/// The commands a scene gives its windows: what its `commands` modifiers add, and whether
/// `commandsRemoved()`/`commandsReplaced(content:)` took away the commands the scene defines itself (a window
/// group's New Window), which the host then leaves out of the window's `WindowCommandContext`.
@_spi(Backend) public struct SceneCommands {
    /// The commands added, innermost modifier first.
    public var commands: [any Commands] = []
    /// Whether the scene's own commands were removed.
    public var removesSceneCommands = false
    /// No commands added, the scene's own kept.
    public init() {}
}

nonisolated extension Scene {
    /// Adds commands to the scene: menus and groups in the menu bar of each of its windows, their keyboard
    /// shortcuts working in those windows.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        nonisolated(unsafe) let added = content()
        return _SceneWindowModifier(content: self) { $0.commands.commands.append(added) }
    }

    /// Removes all commands defined by the modified scene (a window group's New Window).
    public func commandsRemoved() -> some Scene {
        _SceneWindowModifier(content: self) { $0.commands.removesSceneCommands = true }
    }

    /// Replaces all commands defined by the modified scene with the commands from the builder.
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        nonisolated(unsafe) let added = content()
        return _SceneWindowModifier(content: self) { window in
            window.commands.removesSceneCommands = true
            window.commands.commands.append(added)
        }
    }
}
