import Foundation

/// The iOS tab bar: 49 points on the system background under a hairline, an item per tab (its icon over a
/// 10-point title), the selected one in the tint and the others grey; tapping an item selects its tab. The
/// bar is one Tab stop, where the left and right arrows select.
struct TabBar: View {
    let entries: [TabEntry]
    let selected: Int?
    let select: @MainActor (Int) -> Void
    @Environment(\.displayScale) private var displayScale
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isHoverEffectEnabled) private var hoverEffects
    /// The item the pointer rests on: a faint platter shows behind it, as iPadOS's tab bar highlights.
    @State private var hovered: Int?

    var body: some View {
        let select = self.select
        let hairline = displayScale.isFinite && displayScale > 0 ? 1 / displayScale : 1
        return HStack(spacing: 0) {
            ForEach(entries.indices, id: \.self) { i in
                TabBarItem(entry: entries[i], isSelected: i == selected)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    .background {
                        if hovered == i && hoverEffects {
                            RoundedRectangle(cornerRadius: 8, style: .continuous)
                                .fill(Color.primary.opacity(0.06))
                                .padding(2)
                        }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { select(i) }
                    .modifier(Self.keys(i, of: entries.count, isSelected: i == selected, isEnabled: isEnabled, select: select))
                    .onHover { inside in
                        if inside { hovered = i } else if hovered == i { hovered = nil }
                    }
                    .modifier(Self.tab(i, of: entries.count, isSelected: i == selected, select: select))
            }
        }
        // One Tab stop, at the selected tab; the arrows select the tab beside it, as a Mac's tab view.
        .modifier(KeyboardFocusGroup())
        // A page tab list of tabs, each labelled by its item, the selected one selected; activating selects.
        .modifier(AccessibilityControl(role: .tabList, containsContent: true))
        .frame(maxWidth: .infinity)
        .frame(height: 49)
        .background(Color(uiColor: .systemBackground))
        .overlay(alignment: .top) {
            Rectangle().fill(Color(uiColor: .separator)).frame(height: hairline)
        }
    }
}

extension TabBar {
    /// A tab as a keyboard stop: Space selects it, Left and Right select the tab beside it.
    fileprivate static func keys(_ i: Int, of count: Int, isSelected: Bool, isEnabled: Bool,
                                 select: @escaping @MainActor (Int) -> Void) -> ControlAction {
        ControlAction(shortcut: nil, isEnabled: isEnabled, action: { select(i) }, keys: { key, modifiers in
            guard modifiers.isEmpty else { return false }
            switch key {
            case .leftArrow where i > 0: select(i - 1)
            case .rightArrow where i < count - 1: select(i + 1)
            default: return false
            }
            return true
        }, arrowsMoveFocus: true, isSelected: isSelected)
    }

    fileprivate static func tab(_ i: Int, of count: Int, isSelected: Bool,
                                select: @escaping @MainActor (Int) -> Void) -> AccessibilityControl {
        var control = AccessibilityControl(role: .tab, states: isSelected ? [.selectable, .selected] : .selectable,
                                           activate: { select(i) })
        control.position = AccessibilityPosition(index: i + 1, count: count)
        return control
    }
}

/// One item of a tab bar: the tab item's icon (with the tab's badge at its corner) over its title.
struct TabBarItem: View {
    let entry: TabEntry
    let isSelected: Bool

    var body: some View {
        let badge = entry.badge?.text
        return VStack(spacing: 2) {
            if let icon = entry.item?.icon {
                // As on iOS, a tab bar shows its symbols filled (`house` draws as `house.fill`).
                icon
                    .symbolVariant(.fill)
                    .font(.system(size: 22))
                    .frame(height: 28)
                    .overlay(alignment: .topTrailing) {
                        if let badge {
                            // The badge's leading edge 9 points inside the icon's trailing edge, its top 3 above the icon's.
                            TabBarBadge(text: badge)
                                .alignmentGuide(.trailing) { d in d[.leading] + 9 }
                                .alignmentGuide(.top) { d in d[.top] + 3 }
                        }
                    }
                    // The tab reads as its title (and its badge, as its value).
                    .accessibilityHidden(true)
            }
            if let title = entry.item?.title {
                title
                    .font(.system(size: 10, weight: .medium))
                    .lineLimit(1)
            }
        }
        .padding(.top, 4)
        .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color(uiColor: .systemGray)))
    }
}
