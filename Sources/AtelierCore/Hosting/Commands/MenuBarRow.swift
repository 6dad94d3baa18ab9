import Foundation

/// One item of an open menu: a compact row with a check column, the title, the shortcut right-aligned and a
/// chevron for a submenu; highlighted in the accent colour under the pointer or the keyboard, grey when
/// disabled. Choosing it closes the menus, then runs its action.
struct MenuBarRow: View {
    let label: AnyView
    var isChecked = false
    var submenu: AnyView?
    let action: @MainActor () -> Void
    @Environment(\.menuBar) private var menuBar
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.shortcutOfControl) private var shortcut
    @State private var id = MenuBarRegistry.newRowID()

    static let height: CGFloat = 24

    var body: some View {
        guard let card = menuBar.card else { return AnyView(label) }
        let id = self.id, action = self.action, enabled = isEnabled, isSubmenu = submenu != nil
        let level = card.level
        let open: @MainActor () -> Void
        if isSubmenu { open = { card.openSubmenuAt(level, id) } } else { open = { card.run(action) } }
        card.registry.actions[id] = enabled ? open : nil
        let highlighted = enabled && (card.highlighted == id || card.openSubmenu == id)
        let text: Color = !enabled ? Color(white: 0.55) : highlighted ? .white : Color(uiColor: .label)
        let row = HStack(spacing: 0) {
            Image(systemName: "checkmark")
                .font(.system(size: 11, weight: .semibold))
                .opacity(isChecked ? 1 : 0)
                .frame(width: 22)
            label.lineLimit(1).fixedSize(horizontal: true, vertical: false)
            Spacer(minLength: 28)
            if let shortcut {
                Text(ShortcutText.describe(shortcut))
                    .fixedSize()
                    .foregroundStyle(highlighted ? Color.white.opacity(0.85) : Color(white: 0.5))
            }
            if isSubmenu {
                Image(systemName: "chevron.right").font(.system(size: 10, weight: .semibold))
            }
        }
        .padding(.leading, 6)
        .padding(.trailing, 12)
        .frame(height: Self.height)
        .foregroundStyle(text)
        .background(RoundedRectangle(cornerRadius: 4).fill(highlighted ? Color.accentColor : Color.clear).padding(.horizontal, 4))
        .contentShape(Rectangle())
        .onHover { inside in
            if inside { card.highlight(level, enabled ? id : nil) }
            if inside, enabled, isSubmenu { card.openSubmenuAt(level, id) }
        }
        .onTapGesture { if enabled { open() } }
        .overlay(alignment: .topTrailing) {
            if card.openSubmenu == id, let submenu {
                MenuCard(level: level + 1, content: submenu)
                    .alignmentGuide(.trailing) { _ in 0 }
                    .alignmentGuide(.top) { _ in 5 }
            }
        }
        .zIndex(card.openSubmenu == id ? 1 : 0)
        .preference(key: MenuRowsKey.self, value: [MenuRowInfo(id: id, isEnabled: enabled, isSubmenu: isSubmenu)])
        return AnyView(row)
    }
}

/// A button in an open menu: a row.
struct MenuBarRowButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        MenuBarRow(label: AnyView(configuration.label), action: { configuration.trigger() })
    }
}

/// A toggle in an open menu: a row checked while on; choosing it flips it.
struct MenuBarRowToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        return MenuBarRow(label: AnyView(configuration.label), isChecked: configuration.isOn, action: { isOn.wrappedValue.toggle() })
    }
}

/// A `Menu` in an open menu: a row with a chevron whose items open in a card beside it.
struct MenuBarSubmenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        MenuBarRow(label: AnyView(configuration.label), submenu: AnyView(configuration.content), action: {})
    }
}

/// A `Menu` among the commands mounted for their shortcuts: its items inline, so theirs work too.
struct InlineMenuContentStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.content }
}

/// A line between groups of items.
struct MenuBarSeparator: View {
    var body: some View {
        Rectangle().fill(Color(white: 0, opacity: 0.12)).frame(height: 1).padding(.horizontal, 10).padding(.vertical, 4)
    }
}
