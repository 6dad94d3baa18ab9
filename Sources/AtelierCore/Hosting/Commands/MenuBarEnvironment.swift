import Foundation

/// What the menu bar's views share through the environment: the window's command context, the About panel,
/// and, inside an open menu, the card's level and state.
struct MenuBarEnvironment {
    var context: WindowCommandContext?
    var showAbout: (@MainActor () -> Void)?
    /// The open menu's cards (nil outside one).
    var card: MenuCardState?
}

/// An open menu card, as its rows see it: which row is highlighted, which one's submenu is open, and how a
/// row reports the pointer, runs its action or opens its submenu. Made and used on the main actor only (it
/// travels in the environment, whose values are Sendable).
struct MenuCardState: @unchecked Sendable {
    var level: Int
    var highlighted: Int?
    var openSubmenu: Int?
    let registry: MenuBarRegistry
    let highlight: @MainActor (_ level: Int, _ row: Int?) -> Void
    let openSubmenuAt: @MainActor (_ level: Int, _ row: Int) -> Void
    let run: @MainActor (_ action: @escaping @MainActor () -> Void) -> Void
    let rowsChanged: @MainActor (_ level: Int, _ rows: [MenuRowInfo]) -> Void
    /// The state of the chrome's menus, from which each card takes its level's.
    let state: MenuBarState

    func at(level: Int) -> MenuCardState {
        var card = self
        card.level = level
        card.highlighted = state.highlighted.indices.contains(level) ? state.highlighted[level] : nil
        card.openSubmenu = state.submenus.indices.contains(level) ? state.submenus[level] : nil
        return card
    }
}

private struct MenuBarEnvironmentKey: EnvironmentKey {
    static var defaultValue: MenuBarEnvironment { MenuBarEnvironment() }
}

extension EnvironmentValues {
    var menuBar: MenuBarEnvironment {
        get { self[MenuBarEnvironmentKey.self] }
        set { self[MenuBarEnvironmentKey.self] = newValue }
    }
}

/// Which menu is open and, per level (0: the menu, 1: its open submenu...), the highlighted row and the
/// row whose submenu is open.
struct MenuBarState: Equatable {
    var open: Int?
    var highlighted: [Int?] = []
    var submenus: [Int] = []
    /// Whether the keyboard opened it: the first enabled item is highlighted when the rows are known.
    var byKeyboard = false
}

/// One row of an open card, in order, as keyboard navigation needs it.
struct MenuRowInfo: Equatable {
    let id: Int
    let isEnabled: Bool
    let isSubmenu: Bool
}

struct MenuRowsKey: PreferenceKey {
    static let defaultValue: [MenuRowInfo] = []
    static func reduce(value: inout [MenuRowInfo], nextValue: () -> [MenuRowInfo]) { value += nextValue() }
}

/// What the menu bar keeps between bodies without drawing from it: the rows of each open card and what each
/// row does, the titles' frames, and whether Alt went down alone.
@MainActor final class MenuBarRegistry {
    var rows: [Int: [MenuRowInfo]] = [:]
    var actions: [Int: @MainActor () -> Void] = [:]
    var titleFrames: [Int: CGRect] = [:]
    var optionAlone = false
    private static var nextRowID = 0

    static func newRowID() -> Int {
        nextRowID += 1
        return nextRowID
    }
}
