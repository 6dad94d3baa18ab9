import Foundation

/// A picker style that presents the options in a segmented control: a grey track with the selected
/// option on a white segment that slides to a new selection.
public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates a segmented picker style.
    nonisolated public init() {}
    func makeView(_ configuration: PickerStyleConfiguration) -> AnyView {
        AnyView(SegmentedPicker(configuration: configuration, iconsOnly: false))
    }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    nonisolated public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// iOS's segmented control (UISegmentedControl's metrics): 32 points high, a tertiary-fill track with
/// corners of 9, the selected segment inset by 2 with corners of 7 and a soft shadow, hairline separators
/// between unselected segments, 13-point medium labels. A tap selects a segment; the control is one Tab
/// stop, at the selected segment, and the left and right arrows move the selection.
struct SegmentedPicker: View {
    let configuration: PickerStyleConfiguration
    /// Whether the options show only their icons (a palette).
    let iconsOnly: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isHoverEffectEnabled) private var hoverEffects
    /// The segment the pointer rests on: an unselected one shades faintly, as macOS's segments do.
    @State private var hovered: Int?
    static let height: CGFloat = 32
    static let inset: CGFloat = 2

    var body: some View {
        let configuration = self.configuration
        let options = configuration.options
        let selected = configuration.selectedIndex
        let count = max(options.count, 1)
        let segments = HStack(spacing: 0) {
            ForEach(options) { option in
                let i = option.id
                Group {
                    if iconsOnly { option.content.labelStyle(.iconOnly) } else { option.content }
                }
                .font(.system(size: 13, weight: .medium))
                .lineLimit(1)
                .foregroundStyle(Color(uiColor: .label))
                .padding(.horizontal, 6)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background {
                    if hovered == i, i != selected, hoverEffects {
                        RoundedRectangle(cornerRadius: 7).fill(Color.primary.opacity(0.06)).padding(Self.inset)
                    }
                }
                .contentShape(Rectangle())
                .onTapGesture { configuration.select(index: i) }
                .onHover { inside in
                    if inside { hovered = i } else if hovered == i { hovered = nil }
                }
                .overlay(alignment: .leading) {
                    if i > 0, i != selected, i - 1 != selected {
                        Color(uiColor: .opaqueSeparator).opacity(0.6).frame(width: 1, height: 16)
                    }
                }
                .modifier(Self.keys(i, of: count, isSelected: i == selected, isEnabled: isEnabled, configuration: configuration))
                .modifier(configuration.radioButton(i, isSelected: i == selected))
            }
        }
        // One Tab stop, at the selected segment; the arrows move the selection and focus with it.
        .modifier(KeyboardFocusGroup())
        return segments
            .frame(height: Self.height)
            .frame(maxWidth: .infinity)
            .background(alignment: .topLeading) {
                GeometryReader { proxy in
                    let width = proxy.size.width / CGFloat(count)
                    if let selected {
                        RoundedRectangle(cornerRadius: 7)
                            .fill(Color.white)
                            .overlay(RoundedRectangle(cornerRadius: 7).strokeBorder(Color.black.opacity(0.04), lineWidth: 0.5))
                            .shadow(color: Color.black.opacity(0.12), radius: 4, x: 0, y: 3)
                            .frame(width: max(0, width - 2 * Self.inset), height: Self.height - 2 * Self.inset)
                            .offset(x: width * CGFloat(selected) + Self.inset, y: Self.inset)
                            .animation(.easeInOut(duration: 0.25), value: selected)
                    }
                }
            }
            .background(RoundedRectangle(cornerRadius: 9).fill(Color(uiColor: .tertiarySystemFill)))
            .opacity(isEnabled ? 1 : 0.5)
            // A group of choices, one selected, each a radio button an assistive technology can select.
            .modifier(AccessibilityControl(role: .radioGroup, label: configuration.labelText, containsContent: true))
    }

    /// A segment as a keyboard stop: Space selects it, Left and Right select the segment beside it.
    private static func keys(_ i: Int, of count: Int, isSelected: Bool, isEnabled: Bool,
                             configuration: PickerStyleConfiguration) -> ControlAction {
        ControlAction(shortcut: nil, isEnabled: isEnabled, action: { configuration.select(index: i) }, keys: { key, modifiers in
            guard modifiers.isEmpty else { return false }
            switch key {
            case .leftArrow where i > 0: configuration.select(index: i - 1)
            case .rightArrow where i < count - 1: configuration.select(index: i + 1)
            default: return false
            }
            return true
        }, arrowsMoveFocus: true, isSelected: isSelected)
    }
}
