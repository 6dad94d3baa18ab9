import Foundation

/// What the menu bar does, over its state: opening and closing menus and submenus, highlighting, running an
/// item (the menus close first, so an item may close its own window), and the keyboard: F10 or Alt alone
/// opens the first menu, Left and Right go from menu to menu (Right into a submenu), Up and Down from enabled
/// item to item, Return or Space runs one, Escape closes.
@MainActor struct MenuBarController {
    let state: Binding<MenuBarState>
    let registry: MenuBarRegistry
    let menuCount: Int

    func open(_ index: Int, byKeyboard: Bool) {
        guard index >= 0, index < menuCount else { return }
        registry.rows = [:]
        state.wrappedValue = MenuBarState(open: index, highlighted: [nil], submenus: [], byKeyboard: byKeyboard)
    }

    func close() {
        registry.rows = [:]
        if state.wrappedValue != MenuBarState() { state.wrappedValue = MenuBarState() }
    }

    func run(_ action: @escaping @MainActor () -> Void) {
        close()
        action()
    }

    func highlight(level: Int, row: Int?) {
        var s = state.wrappedValue
        guard s.open != nil else { return }
        while s.highlighted.count <= level { s.highlighted.append(nil) }
        s.highlighted[level] = row
        // Another row of this card: the submenu open from it closes.
        if s.submenus.count > level, s.submenus[level] != row {
            s.submenus.removeSubrange(level...)
            s.highlighted.removeSubrange((level + 1)...)
        }
        if s != state.wrappedValue { state.wrappedValue = s }
    }

    func openSubmenu(level: Int, row: Int, byKeyboard: Bool = false) {
        var s = state.wrappedValue
        guard s.open != nil, s.submenus.count <= level || s.submenus[level] != row else { return }
        s.submenus = Array(s.submenus.prefix(level)) + [row]
        s.highlighted = Array(s.highlighted.prefix(level + 1))
        while s.highlighted.count <= level { s.highlighted.append(nil) }
        s.highlighted[level] = row
        s.highlighted.append(nil)
        if byKeyboard { s.byKeyboard = true }
        registry.rows[level + 1] = nil
        state.wrappedValue = s
    }

    func rowsChanged(level: Int, rows: [MenuRowInfo]) {
        registry.rows[level] = rows
        var s = state.wrappedValue
        guard s.open != nil, s.byKeyboard, level < s.highlighted.count else { return }
        let current = s.highlighted[level]
        if current == nil || !rows.contains(where: { $0.id == current && $0.isEnabled }) {
            s.highlighted[level] = rows.first(where: \.isEnabled)?.id
            if s != state.wrappedValue { state.wrappedValue = s }
        }
    }

    func cardState(state current: MenuBarState) -> MenuCardState {
        let controller = self
        return MenuCardState(level: 0, highlighted: nil, openSubmenu: nil, registry: registry,
                             highlight: { controller.highlight(level: $0, row: $1) },
                             openSubmenuAt: { controller.openSubmenu(level: $0, row: $1) },
                             run: { controller.run($0) },
                             rowsChanged: { controller.rowsChanged(level: $0, rows: $1) },
                             state: current)
    }

    /// Takes a key of the window before anything else; returns whether the menu bar took it.
    func handleKey(_ press: KeyPress) -> Bool {
        let s = state.wrappedValue
        if press.key == .optionKeyAlone {
            // Alone means with no other modifier held too: a Control+Alt chord is not a press of Alt (and SDL
            // presses held modifiers again in a window that has just got the focus).
            let others = press.modifiers.subtracting(.option)
            if press.phase == .down { registry.optionAlone = others.isEmpty; return false }
            guard press.phase == .up else { return false }
            let alone = registry.optionAlone && others.isEmpty
            registry.optionAlone = false
            guard alone else { return false }
            if s.open != nil { close() } else { open(0, byKeyboard: true) }
            return true
        }
        guard press.phase != .up else { return s.open != nil }
        registry.optionAlone = false
        if press.key == KeyEquivalent.function(10), press.modifiers.isEmpty {
            if s.open != nil { close() } else { open(0, byKeyboard: true) }
            return true
        }
        guard let open = s.open else { return false }
        let level = s.submenus.count
        let rows = registry.rows[level] ?? []
        let highlighted = level < s.highlighted.count ? s.highlighted[level] : nil
        switch press.key {
        case .escape:
            if level > 0 { closeSubmenu(level: level) } else { close() }
        case .leftArrow:
            if level > 0 { closeSubmenu(level: level) } else { self.open((open + menuCount - 1) % menuCount, byKeyboard: true) }
        case .rightArrow:
            if let id = highlighted, let row = rows.first(where: { $0.id == id }), row.isSubmenu, row.isEnabled {
                openSubmenu(level: level, row: id, byKeyboard: true)
            } else {
                self.open((open + 1) % menuCount, byKeyboard: true)
            }
        case .upArrow, .downArrow:
            let enabled = rows.filter(\.isEnabled)
            guard !enabled.isEmpty else { return true }
            let step = press.key == .downArrow ? 1 : enabled.count - 1
            let next: Int
            if let id = highlighted, let i = enabled.firstIndex(where: { $0.id == id }) { next = (i + step) % enabled.count }
            else { next = press.key == .downArrow ? 0 : enabled.count - 1 }
            highlight(level: level, row: enabled[next].id)
        case .return, .space:
            if let id = highlighted, let action = registry.actions[id] {
                if rows.first(where: { $0.id == id })?.isSubmenu == true { openSubmenu(level: level, row: id, byKeyboard: true) }
                else { action() }
            }
        default:
            // A shortcut closes the menus and goes on to its command; other keys are the menu's.
            if !press.modifiers.intersection([.command, .control, .option]).isEmpty {
                close()
                return false
            }
        }
        return true
    }

    private func closeSubmenu(level: Int) {
        var s = state.wrappedValue
        s.submenus.removeLast()
        s.highlighted = Array(s.highlighted.prefix(level))
        state.wrappedValue = s
    }
}
