import Foundation

/// A disclosure group style that resolves its appearance automatically based on the current context: on
/// iOS, a row of the label and a trailing chevron in the tint, which a tap toggles (animated, the chevron
/// turning a quarter), the content below it while expanded. In a List row, the content's views are rows
/// of their own, indented under the label and separated by hairlines.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    @Environment(\.listRowButtons) private var listRow
    @Environment(\.disclosureNesting) private var nesting

    /// Creates an automatic disclosure group style.
    nonisolated public init() {}

    /// Creates a view that represents the body of a disclosure group.
    public func makeBody(configuration: Configuration) -> some View {
        let inList = listRow != nil
        // In a List, the label row is a row's height (its bottom inset inside the group while expanded); the
        // nested rows are a row's height each, and the outermost group's last one ends where the row does
        // (the row's own bottom inset is taken back).
        let rowContentHeight = ListMetrics.minimumRowHeight - 2 * ListMetrics.rowVerticalInset
        let takesBackInset = inList && nesting != .listRows && configuration.isExpanded
        return VStack(alignment: .leading, spacing: inList ? 0 : DisclosureGroupMetrics.contentSpacing) {
            DisclosureLabelRow(label: configuration.label, isExpanded: configuration.$isExpanded)
                .frame(minHeight: inList ? rowContentHeight : nil)
                .padding(.bottom, inList && configuration.isExpanded ? ListMetrics.rowVerticalInset : 0)
            if configuration.isExpanded {
                // Stacked here, so that the content's views stay leading-aligned as one transitioning view.
                VStack(alignment: .leading, spacing: inList ? 0 : DisclosureGroupMetrics.contentSpacing) {
                    configuration.content
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .environment(\.disclosureNesting, inList ? .listRows : .plain)
                .transition(.opacity)
            }
        }
        .padding(.bottom, takesBackInset ? -ListMetrics.rowVerticalInset : 0)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// A disclosure group style that resolves its appearance automatically based on the current context.
    nonisolated public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// The label row of a disclosure group: the label, and the chevron trailing; a tap anywhere on it toggles
/// the group with the disclosure animation. It takes keyboard focus (the content's controls stay stops of
/// their own): Space toggles, the right arrow expands and the left arrow collapses the group.
struct DisclosureLabelRow: View {
    let label: DisclosureGroupStyleConfiguration.Label
    let isExpanded: Binding<Bool>
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let binding = isExpanded
        let set: @MainActor (Bool) -> Void = { value in
            guard binding.wrappedValue != value else { return }
            withAnimation(DisclosureGroupMetrics.animation) { binding.wrappedValue = value }
        }
        return HStack {
            label
            Spacer(minLength: 0)
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tint)
                .rotationEffect(.degrees(binding.wrappedValue ? 90 : 0))
                .accessibilityHidden(true)
        }
        .contentShape(Rectangle())
        .onTapGesture { set(!binding.wrappedValue) }
        .modifier(ControlAction(shortcut: nil, isEnabled: isEnabled, action: { set(!binding.wrappedValue) },
                                keys: { key, modifiers in
                                    guard modifiers.isEmpty else { return false }
                                    switch key {
                                    case .rightArrow: set(true)
                                    case .leftArrow: set(false)
                                    default: return false
                                    }
                                    return true
                                }))
        // The header reads as its label, expandable, expanded or not; activating it toggles the group.
        .modifier(AccessibilityControl(role: .disclosure,
                                       states: binding.wrappedValue ? [.expandable, .expanded] : .expandable,
                                       activate: { set(!binding.wrappedValue) }))
    }
}

/// How a disclosure group's content is laid out: as it is, or (inside a List group) as nested rows.
enum DisclosureNesting {
    case plain, listRows
}

private struct DisclosureNestingKey: EnvironmentKey {
    static var defaultValue: DisclosureNesting { .plain }
}

extension EnvironmentValues {
    /// How the content of the disclosure group around a view is laid out; OutlineGroup's subgroups read it.
    var disclosureNesting: DisclosureNesting {
        get { self[DisclosureNestingKey.self] }
        set { self[DisclosureNestingKey.self] = newValue }
    }
}
