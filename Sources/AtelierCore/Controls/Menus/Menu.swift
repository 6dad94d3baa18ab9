import Foundation

/// A control that shows its items in a popup when its label is pressed (with a `primaryAction`, a tap runs
/// it and a long press shows the items). Items are buttons, toggles, dividers and nested menus; choosing one
/// closes the menu, as do Escape and a click outside it; the arrow keys and Return choose from the keyboard.
@MainActor @preconcurrency public struct Menu<Label: View, Content: View>: View {
    nonisolated(unsafe) let configuration: MenuStyleConfiguration
    /// Whether this is `Menu(configuration)` inside a style: it shows the menu, not the style again.
    let isStyled: Bool
    @Environment(\.styleStacks) private var stacks

    /// A menu with a custom label.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        configuration = MenuStyleConfiguration(label: .init(content: AnyView(label())), content: .init(content: AnyView(content())), primaryAction: nil)
        isStyled = false
    }

    /// A menu whose label's tap runs `primaryAction`; a long press shows the items.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void) {
        configuration = MenuStyleConfiguration(label: .init(content: AnyView(label())), content: .init(content: AnyView(content())),
                                               primaryAction: primaryAction)
        isStyled = false
    }

    /// The menu a style was given.
    nonisolated public init(_ configuration: MenuStyleConfiguration) where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
        self.configuration = configuration
        isStyled = true
    }

    /// The nearest menu style's body for this menu.
    public var body: some View {
        let configuration = self.configuration
        if isStyled { return AnyView(MenuButton(configuration: configuration, takesButtonStyle: true)) }
        return AnyView(stacks.body(for: MenuStyleKind.self) { _ in configuration })
    }
}

extension Menu where Label == Text {
    /// A menu titled by a localized key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled by a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled by a key with a primary action.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == AtelierCore.Label<Text, Image> {
    /// A menu titled by a key with a system image.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { AtelierCore.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu titled by a string with a system image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { AtelierCore.Label(title, systemImage: systemImage) }
    }
}

/// A menu's label as a button that opens the menu below it (above when there is no room).
struct MenuButton: View {
    nonisolated(unsafe) let configuration: MenuStyleConfiguration
    let takesButtonStyle: Bool
    @State private var isOpen = false
    @State private var anchor = CGRect.zero
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let primary = configuration.primaryAction
        let open = $isOpen
        let button = Button { if let primary { primary() } else { open.wrappedValue = true } } label: { configuration.label }
        return Group {
            if takesButtonStyle { button } else { button.buttonStyle(.borderless) }
        }
        .simultaneousGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in if primary != nil { open.wrappedValue = true } })
        .background(GeometryReader { proxy in
            Color.clear.preference(key: MenuAnchorPreference.self, value: proxy.frame(in: .global))
        })
        .onPreferenceChange(MenuAnchorPreference.self) { anchor = $0 }
        .modifier(ControlAction.menuButton(isEnabled: isEnabled, action: {
            if let primary { primary() } else { open.wrappedValue = true }
        }, open: { open.wrappedValue = true }))
        // A button that shows a menu: expandable, expanded while the menu is open.
        .modifier(AccessibilityControl(role: .popUpButton, states: isOpen ? [.expandable, .expanded] : .expandable,
                                       activate: { if let primary { primary() } else { open.wrappedValue = true } }))
        .menuPopup(isPresented: $isOpen, anchor: anchor, content: configuration.content)
    }
}

extension ControlAction {
    /// A button that opens a menu as a keyboard stop, as a Mac's pop-up button: Space does what a click does,
    /// Down, Up and Return open the menu (a default button's Return comes first), whose items the arrows then
    /// go through. It stands for the button inside, which is not a stop of its own.
    static func menuButton(isEnabled: Bool, action: @escaping @MainActor () -> Void,
                           open: @escaping @MainActor () -> Void) -> ControlAction {
        ControlAction(shortcut: nil, isEnabled: isEnabled, action: action, keys: { key, modifiers in
            guard modifiers.isEmpty, key == .downArrow || key == .upArrow || key == .return else { return false }
            open()
            return true
        })
    }
}

struct MenuAnchorPreference: PreferenceKey {
    static let defaultValue = CGRect.zero
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
}

extension View {
    /// Presents menu items in a popup by a rectangle of the window while `isPresented` is true.
    func menuPopup<Items: View>(isPresented: Binding<Bool>, anchor: CGRect, content: Items) -> some View {
        popoverCard(isPresented: isPresented, anchor: anchor, background: Color(uiColor: .secondarySystemBackground),
                    content: MenuItems(content: content))
    }

    /// Shows a menu of `menuItems` at the pointer when the view is clicked with the secondary (right) button,
    /// or at the view when it is long-pressed.
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(items: menuItems()))
    }
}

/// The state of a context menu: where it opens.
private struct ContextMenuModifier<Items: View>: ViewModifier {
    let items: Items
    @State private var isOpen = false
    @State private var anchor = CGRect.zero
    @State private var frame = CGRect.zero

    func body(content: Content) -> some View {
        content
            .onSecondaryClick { point in
                anchor = CGRect(origin: point, size: .zero)
                isOpen = true
            }
            .simultaneousGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in
                anchor = CGRect(x: frame.midX, y: frame.maxY, width: 0, height: 0)
                isOpen = true
            })
            .background(GeometryReader { proxy in
                Color.clear.preference(key: MenuAnchorPreference.self, value: proxy.frame(in: .global))
            })
            .onPreferenceChange(MenuAnchorPreference.self) { frame = $0 }
            .menuPopup(isPresented: $isOpen, anchor: anchor, content: items)
    }
}

/// A menu's items as they show on its card: a column 250 points wide, in the menu's item styles.
struct MenuItems<Items: View>: View {
    let content: Items
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let dismiss = self.dismiss
        return VStack(spacing: 0) { content }
            .buttonStyle(MenuItemButtonStyle())
            .environment(\.presentationActionDismiss, { dismiss() })
            .toggleStyle(MenuItemToggleStyle())
            .labelStyle(MenuItemLabelStyle())
            .environment(\.isInMenu, true)
            .frame(width: 250)
            // A menu of items: its buttons read as menu items.
            .modifier(AccessibilityControl(role: .menu, containsContent: true))
    }
}

private struct IsInMenuKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the view is among a menu's items (a picker there shows its options as items).
    var isInMenu: Bool {
        get { self[IsInMenuKey.self] }
        set { self[IsInMenuKey.self] = newValue }
    }
}

/// Lays a menu out: the first subview (the layer that takes outside clicks) fills the window, the second
/// (the card) goes below the anchor, or above it when the window has no room below, kept inside the window.
struct MenuPlacement: Layout {
    let anchor: CGRect
    static let gap: CGFloat = 6
    static let margin: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        let size = subviews[1].sizeThatFits(.unspecified)
        var x = anchor.minX, y = anchor.maxY + Self.gap
        if y + size.height > bounds.maxY - Self.margin, anchor.minY - Self.gap - size.height >= bounds.minY + Self.margin {
            y = anchor.minY - Self.gap - size.height
        }
        x = max(bounds.minX + Self.margin, min(x, bounds.maxX - Self.margin - size.width))
        y = max(bounds.minY + Self.margin, min(y, bounds.maxY - Self.margin - size.height))
        subviews[1].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
    }
}

/// A menu item: a full-width row of 44 points; choosing it runs its action and closes the menu.
struct MenuItemButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View { PresentationActionButton(configuration: configuration, isMenuItem: true) }
}

/// A toggle in a menu: a row with a checkmark when on.
struct MenuItemToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: {
            HStack {
                Image(systemName: "checkmark").opacity(configuration.isOn ? 1 : 0)
                configuration.label
            }
        }
    }
}

/// A label in a menu: the title at the leading edge, the icon at the trailing edge.
struct MenuItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            // The title takes its width before the spacer shares out the rest.
            configuration.title.layoutPriority(1)
            Spacer(minLength: 8)
            configuration.icon
        }
    }
}
