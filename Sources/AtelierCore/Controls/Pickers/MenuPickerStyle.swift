import Foundation

/// A picker style that presents the options as a menu when the user presses a button showing the current
/// value (with `chevron.up.chevron.down`); the selected option carries a checkmark.
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates a menu picker style.
    nonisolated public init() {}
    func makeView(_ configuration: PickerStyleConfiguration) -> AnyView { AnyView(PickerMenu(configuration: configuration)) }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu.
    nonisolated public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// A picker as a menu: outside a List the current value and the chevrons in the tint; in a List or Form row
/// the label leading and those trailing in secondary grey, the whole row opening the menu (as a row's
/// automatic button does).
/// Among a menu's items, as in SwiftUI, the options are items of that menu, the selected one checked.
struct PickerMenu: View {
    let configuration: PickerStyleConfiguration
    @Environment(\.listRowButtons) private var listRow
    @Environment(\.isInMenu) private var isInMenu
    @State private var isOpen = false
    @State private var anchor = CGRect.zero
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        if isInMenu { return AnyView(PickerMenuItems(configuration: configuration)) }
        let open = $isOpen
        // In a row the value and chevrons are secondary grey, as iOS 17 draws a Form's menu picker; alone the
        // picker is a borderless button, so they take the tint.
        let value = HStack(spacing: 5) {
            configuration.currentValue
            PickerMenuChevrons()
        }
        .foregroundStyle(listRow != nil ? AnyShapeStyle(Color(uiColor: .secondaryLabel)) : AnyShapeStyle(.tint))
        .background(GeometryReader { proxy in
            Color.clear.preference(key: MenuAnchorPreference.self, value: proxy.frame(in: .global))
        })
        return AnyView(Group {
            if listRow != nil {
                Button { open.wrappedValue = true } label: {
                    HStack {
                        ControlLabel(content: configuration.label.foregroundStyle(Color(uiColor: .label)))
                        Spacer(minLength: 8)
                        value
                    }
                }
            } else {
                Button { open.wrappedValue = true } label: { value }.buttonStyle(.borderless)
            }
        }
        .onPreferenceChange(MenuAnchorPreference.self) { anchor = $0 }
        .modifier(ControlAction.menuButton(isEnabled: isEnabled, action: { open.wrappedValue = true },
                                           open: { open.wrappedValue = true }))
        // A pop-up button reading as its label and current choice, expanded while its menu is open.
        .modifier(AccessibilityControl(role: .popUpButton, states: isOpen ? [.expandable, .expanded] : .expandable,
                                       activate: { open.wrappedValue = true }))
        .menuPopup(isPresented: $isOpen, anchor: anchor, content: PickerMenuItems(configuration: configuration)))
    }
}

/// A picker's options as menu items: a checkmark before the selected one, sections apart with a divider and
/// their header.
struct PickerMenuItems: View {
    let configuration: PickerStyleConfiguration

    var body: some View {
        let configuration = self.configuration
        return ForEach(configuration.sections) { section in
            if section.id > 0 { Divider() }
            if let header = section.header {
                header
                    .font(.footnote)
                    .foregroundStyle(Color(uiColor: .secondaryLabel))
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 16)
                    .padding(.top, 8)
                    .padding(.bottom, 4)
            }
            ForEach(section.options) { option in
                Button {
                    if let tag = option.tag { configuration.select(tag) }
                } label: {
                    HStack(spacing: 8) {
                        Image(systemName: "checkmark").opacity(configuration.isSelected(option) ? 1 : 0)
                        option.content
                    }
                }
            }
        }
    }
}
