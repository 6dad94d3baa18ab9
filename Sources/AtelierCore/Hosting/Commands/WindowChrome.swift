import Foundation

/// What a host wraps each window's content in: the menu bar drawn under the title, as GTK and Qt applications
/// draw theirs on desktops without a global menu, made from the app's standard commands (asked of `context`)
/// and the scene's `commands`. Every command's keyboard shortcut works while the menus are closed.
@_spi(Backend) public struct WindowChrome<Content: View>: View {
    let context: WindowCommandContext
    let commands: _CommandsGroup
    let content: Content
    @State private var state = MenuBarState()
    @State private var summary = CommandsSummary()
    @State private var registry = MenuBarRegistry()
    @State private var showsAbout = false

    /// The bar's height, in points.
    static var barHeight: CGFloat { 26 }

    /// A window's content under a menu bar of the standard commands and `commands`.
    public init(context: WindowCommandContext, commands: [any Commands], @ViewBuilder content: () -> Content) {
        self.context = context
        self.commands = _CommandsGroup(items: commands)
        self.content = content()
    }

    public var body: some View {
        let menus = MenuBarMenu.menus(summary: summary, context: context)
        let controller = MenuBarController(state: $state, registry: registry, menuCount: menus.count)
        var environment = MenuBarEnvironment(context: context, showAbout: { [about = $showsAbout] in about.wrappedValue = true })
        environment.card = controller.cardState(state: state)
        let summary = self.summary, commands = self.commands, state = self.state, registry = self.registry
        return VStack(spacing: 0) {
            MenuBarTitles(menus: menus, open: state.open, controller: controller, registry: registry)
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .overlay(alignment: .topLeading) {
            // The commands mounted once more, undrawn, so that their shortcuts work with the menus closed; after the
            // content in tree order, so that a view's own shortcut with the same keys comes first, as a window's
            // views get a key equivalent before the main menu on a Mac.
            VStack(spacing: 0) {
                viewOfCommands(commands)
                ForEach(MenuBarMenu.allPlacements.indices, id: \.self) { i in
                    let placement = MenuBarMenu.allPlacements[i]
                    if !summary.groups.contains(.init(placement: placement, position: .replacing)) {
                        StandardCommands(placement: placement)
                    }
                }
            }
            .environment(\.commandsSelection, .all)
            .menuStyle(InlineMenuContentStyle())
            .environment(\.isInMenu, true)
            .onPreferenceChange(CommandsSummaryKey.self) { self.summary = $0 }
            .hidden()
            .allowsHitTesting(false)
            .frame(width: 0, height: 0)
        }
        .overlay(alignment: .topLeading) {
            if let open = state.open, menus.indices.contains(open) {
                ZStack(alignment: .topLeading) {
                    // A click outside the menu closes it; the bar stays uncovered, so that the pointer can go to
                    // another title.
                    Color.clear.contentShape(Rectangle()).onTapGesture { controller.close() }
                        .padding(.top, Self.barHeight)
                    MenuCard(level: 0, content: AnyView(MenuBarMenuContent(menu: menus[open], commands: commands, summary: summary)))
                        .padding(.leading, max(0, registry.titleFrames[open]?.minX ?? 0))
                        .padding(.top, Self.barHeight - 1)
                }
            }
        }
        .modifier(_WindowKeyMonitorModifier(handler: { controller.handleKey($0) }))
        .environment(\.menuBar, environment)
        .alert("About \(context.appName)", isPresented: $showsAbout) { Button("OK") {} }
    }
}

/// The bar: the menus' titles in a row on a light strip with a hairline under it; the open menu's title
/// highlighted. A click opens a menu; while one is open, the pointer over another title opens that one.
struct MenuBarTitles: View {
    let menus: [MenuBarMenu]
    let open: Int?
    let controller: MenuBarController
    let registry: MenuBarRegistry
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        let menus = self.menus, open = self.open, controller = self.controller, registry = self.registry
        return HStack(spacing: 0) {
            ForEach(menus.indices, id: \.self) { i in
                let isOpen = open == i
                Text(menus[i].title)
                    .font(.system(size: 13, weight: menus[i].isAppMenu ? .semibold : .regular))
                    // A title is never cut short: the bar's width is part of the window's minimum width.
                    .fixedSize()
                    .foregroundStyle(isOpen ? Color.white : Color(uiColor: .label))
                    .padding(.horizontal, 9)
                    .frame(height: 22)
                    .background(RoundedRectangle(cornerRadius: 4).fill(isOpen ? Color.accentColor : Color.clear))
                    .contentShape(Rectangle())
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: MenuTitleFramesKey.self, value: [i: proxy.frame(in: .global)])
                    })
                    .onTapGesture { if isOpen { controller.close() } else { controller.open(i, byKeyboard: false) } }
                    .onHover { inside in if inside, open != nil, !isOpen { controller.open(i, byKeyboard: false) } }
                    .modifier(AccessibilityControl(role: .menu, label: menus[i].title,
                                                   states: isOpen ? [.expandable, .expanded] : .expandable,
                                                   activate: { controller.open(i, byKeyboard: true) }))
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 4)
        .frame(height: WindowChrome<EmptyView>.barHeight)
        .background(Color(uiColor: .secondarySystemBackground))
        .overlay(alignment: .bottom) {
            Rectangle().fill(Color(uiColor: .separator)).frame(height: DividerNode.thickness(displayScale: displayScale))
        }
        .onPreferenceChange(MenuTitleFramesKey.self) { registry.titleFrames = $0 }
        .modifier(AccessibilityControl(role: .menuBar, containsContent: true))
    }
}

struct MenuTitleFramesKey: PreferenceKey {
    static let defaultValue: [Int: CGRect] = [:]
    static func reduce(value: inout [Int: CGRect], nextValue: () -> [Int: CGRect]) {
        value.merge(nextValue()) { $1 }
    }
}
