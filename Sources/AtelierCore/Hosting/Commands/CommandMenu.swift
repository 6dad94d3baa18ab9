import Foundation

/// Command menus are stand-alone, top-level containers for controls that perform related, app-specific
/// commands; they go in the menu bar between the View and Window menus.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    let name: String
    nonisolated(unsafe) let content: Content

    /// Creates a new menu with a localized name for a collection of app-specific commands.
    nonisolated public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(name: nameKey.resolvedString, content: content())
    }

    /// Creates a new menu for a collection of app-specific commands.
    nonisolated public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.init(name: name.plainString, content: content())
    }

    /// Creates a new menu with a name for a collection of app-specific commands.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(name: String(name), content: content())
    }

    nonisolated init(name: String, content: Content) {
        self.name = name
        self.content = content
    }

    /// Built-in: the menu bar asks for its view.
    public var body: Never { return primitiveCommandsBody }

    var commandsView: AnyView { AnyView(CommandContentView(owner: .menu(name), content: content)) }
}

/// The content of a `CommandMenu` or `CommandGroup`: shown where the selection names it, and always
/// reporting itself to the menu bar.
struct CommandContentView<Content: View>: View {
    enum Owner: Equatable {
        case menu(String)
        case group(CommandGroupPlacement, CommandGroupPosition)
    }
    let owner: Owner
    let content: Content
    @Environment(\.commandsSelection) private var selection

    var body: some View {
        var summary = CommandsSummary()
        let shown: Bool
        switch owner {
        case .menu(let name):
            summary.menus = [name]
            shown = selection == .all || selection == .menu(name)
        case .group(let placement, let position):
            summary.groups = [.init(placement: placement, position: position)]
            shown = selection == .all || selection == .group(placement, position)
        }
        return Group { if shown { content } }
            .preference(key: CommandsSummaryKey.self, value: summary)
    }
}
