import Foundation

/// An open menu's items on a card: a column of compact rows on the window background, with a hairline border
/// and a shadow. The controls inside take the menu's row styles; the card reads as a menu.
struct MenuCard: View {
    let level: Int
    let content: AnyView
    @Environment(\.menuBar) private var menuBar

    var body: some View {
        var environment = menuBar
        let card = environment.card?.at(level: level)
        environment.card = card
        let level = self.level
        return MenuColumnLayout {
            content
        }
        .padding(.vertical, 5)
        .font(.system(size: 13))
        .buttonStyle(MenuBarRowButtonStyle())
        .toggleStyle(MenuBarRowToggleStyle())
        .menuStyle(MenuBarSubmenuStyle())
        .environment(\.isInMenu, true)
        .environment(\.menuBar, environment)
        .background(
            RoundedRectangle(cornerRadius: 7)
                .fill(Color(uiColor: .systemBackground))
                .shadow(color: Color.black.opacity(0.22), radius: 8, x: 0, y: 3)
        )
        .overlay(RoundedRectangle(cornerRadius: 7).strokeBorder(Color.black.opacity(0.15), lineWidth: 1))
        .onPreferenceChange(MenuRowsKey.self) { rows in card?.rowsChanged(level, rows) }
        .transformPreference(MenuRowsKey.self) { $0 = [] }
        .modifier(AccessibilityControl(role: .menu, containsContent: true))
    }
}
