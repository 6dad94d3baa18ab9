import Foundation

/// Which commands' content a rendering of the commands shows: every group and menu (the hidden copy that
/// keeps their shortcuts working), one `CommandMenu`'s, or the groups at one placement and position.
enum CommandsSelection: Hashable {
    case all
    case menu(String)
    case group(CommandGroupPlacement, CommandGroupPosition)
}

/// Where a `CommandGroup` goes relative to its placement's standard commands.
enum CommandGroupPosition: Hashable {
    case before, replacing, after
}

private struct CommandsSelectionKey: EnvironmentKey {
    static var defaultValue: CommandsSelection { .all }
}

extension EnvironmentValues {
    /// Which commands' content the `CommandMenu`s and `CommandGroup`s here show.
    var commandsSelection: CommandsSelection {
        get { self[CommandsSelectionKey.self] }
        set { self[CommandsSelectionKey.self] = newValue }
    }
}

/// What a window's commands contribute, gathered from their views: the titles of their menus in order,
/// and where their groups go. The menu bar lays itself out from it.
struct CommandsSummary: Equatable {
    var menus: [String] = []
    var groups: Set<PlacementUse> = []

    struct PlacementUse: Hashable {
        let placement: CommandGroupPlacement
        let position: CommandGroupPosition
    }
}

struct CommandsSummaryKey: PreferenceKey {
    static let defaultValue = CommandsSummary()
    static func reduce(value: inout CommandsSummary, nextValue: () -> CommandsSummary) {
        let next = nextValue()
        for menu in next.menus where !value.menus.contains(menu) { value.menus.append(menu) }
        value.groups.formUnion(next.groups)
    }
}
