import Foundation

/// A part of a date as the compact style shows it: its text on a grey rounded box (in the tint while its
/// editor is open); a tap opens the editor on a floating card below it.
struct DatePickerCapsule<Editor: View>: View {
    let text: String
    let editor: Editor
    /// What assistive technologies call the box (the picker's label), and what adjusting it does: a step
    /// forward or back (a day, a minute).
    var accessibilityLabel = ""
    var step: (@MainActor (Int) -> Void)? = nil
    @State private var isOpen = false
    @State private var anchor = CGRect.zero
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Text(verbatim: text)
            .font(.body)
            .foregroundStyle(isOpen ? AnyShapeStyle(.tint) : AnyShapeStyle(Color(uiColor: .label)))
            .lineLimit(1)
            .fixedSize()
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color(uiColor: .tertiarySystemFill)))
            .opacity(isEnabled ? 1 : 0.5)
            .contentShape(Rectangle())
            .onTapGesture { if isEnabled { isOpen = true } }
            .modifier(ControlAction(shortcut: nil, isEnabled: isEnabled, action: { isOpen = true }))
            .background(GeometryReader { proxy in
                Color.clear.preference(key: MenuAnchorPreference.self, value: proxy.frame(in: .global))
            })
            .onPreferenceChange(MenuAnchorPreference.self) { anchor = $0 }
            .popoverCard(isPresented: $isOpen, anchor: anchor, content: editor)
            // One element: the picker's label, the date as its value, opened by activation.
            .modifier(AccessibilityControl(role: .datePicker, label: accessibilityLabel, value: text,
                                           states: isOpen ? [.expandable, .expanded] : .expandable,
                                           activate: { isOpen = true },
                                           adjust: step.map { step in { step($0 == .increment ? 1 : -1) } }))
    }
}
