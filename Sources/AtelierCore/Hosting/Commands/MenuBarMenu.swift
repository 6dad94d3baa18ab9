import Foundation

/// One menu of the bar: its title and its sections, each a placement's groups and standard items or a
/// `CommandMenu`'s content, separated by lines.
struct MenuBarMenu: Equatable {
    enum Section: Equatable {
        case placement(CommandGroupPlacement)
        case custom(String)
    }

    let title: String
    var isAppMenu = false
    let sections: [Section]

    /// The menus of a window, in SwiftUI's macOS order: the app's, File, Edit, Format and View (when they have
    /// items), the program's `CommandMenu`s, Window, Help.
    @MainActor static func menus(summary: CommandsSummary, context: WindowCommandContext) -> [MenuBarMenu] {
        func hasItems(_ placement: CommandGroupPlacement) -> Bool {
            summary.groups.contains { $0.placement == placement } || StandardCommands.exist(at: placement, context: context)
        }
        func menu(_ title: String, app: Bool = false, always: Bool = true, _ placements: [CommandGroupPlacement]) -> MenuBarMenu? {
            let sections = placements.filter(hasItems).map(Section.placement)
            if sections.isEmpty, !always { return nil }
            return MenuBarMenu(title: title, isAppMenu: app, sections: sections)
        }
        var result: [MenuBarMenu?] = [
            menu(context.appName.isEmpty ? "App" : context.appName, app: true,
                 [.appInfo, .appSettings, .systemServices, .appVisibility, .appTermination]),
            menu("File", [.newItem, .saveItem, .importExport, .printItem]),
            menu("Edit", [.undoRedo, .pasteboard, .textEditing]),
            menu("Format", always: false, [.textFormatting]),
            menu("View", always: false, [.toolbar, .sidebar]),
        ]
        result += summary.menus.map { MenuBarMenu(title: $0, sections: [.custom($0)]) }
        result.append(menu("Window", [.windowSize, .windowArrangement, .windowList, .singleWindowList]))
        result.append(menu("Help", [.help]))
        return result.compactMap { $0 }
    }

    /// Every placement the standard menus have, in menu order.
    static let allPlacements: [CommandGroupPlacement] = [
        .appInfo, .appSettings, .systemServices, .appVisibility, .appTermination, .newItem, .saveItem, .importExport,
        .printItem, .undoRedo, .pasteboard, .textEditing, .textFormatting, .toolbar, .sidebar, .windowSize,
        .windowArrangement, .windowList, .singleWindowList, .help,
    ]
}

/// The items of one menu: per section, the groups before the placement, its standard items (or the group
/// that replaces them), the groups after it.
struct MenuBarMenuContent: View {
    let menu: MenuBarMenu
    let commands: _CommandsGroup
    let summary: CommandsSummary

    var body: some View {
        let commands = self.commands, summary = self.summary, sections = menu.sections
        return ForEach(sections.indices, id: \.self) { i in
            if i > 0 { MenuBarSeparator() }
            switch sections[i] {
            case .placement(let placement):
                viewOfCommands(commands).environment(\.commandsSelection, .group(placement, .before))
                if summary.groups.contains(.init(placement: placement, position: .replacing)) {
                    viewOfCommands(commands).environment(\.commandsSelection, .group(placement, .replacing))
                } else {
                    StandardCommands(placement: placement)
                }
                viewOfCommands(commands).environment(\.commandsSelection, .group(placement, .after))
            case .custom(let name):
                viewOfCommands(commands).environment(\.commandsSelection, .menu(name))
            }
        }
    }
}
