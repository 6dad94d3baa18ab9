import Foundation

/// A view that shows or hides another content view, based on the state of a disclosure control. Its look
/// comes from the nearest disclosure group style (`disclosureGroupStyle(_:)`); by default, the label
/// with a chevron that turns as the content shows. Without an `isExpanded` binding the group keeps its
/// own state, collapsed at first.
@MainActor @preconcurrency public struct DisclosureGroup<Label: View, Content: View>: View {
    let isExpanded: Binding<Bool>?
    nonisolated(unsafe) let content: () -> Content
    nonisolated(unsafe) let label: Label

    /// Creates a disclosure group with the given label and content views.
    nonisolated public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        isExpanded = nil
        self.content = content
        self.label = label()
    }

    /// Creates a disclosure group with the given label and content views, and a binding to the expansion state.
    nonisolated public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
                @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.content = content
        self.label = label()
    }

    /// The content and behavior of the view: the nearest disclosure group style's body for this group.
    public var body: some View {
        DisclosureGroupBody(isExpanded: isExpanded, content: content, label: label)
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group, using a provided localized string key to create a text view for the label.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a disclosure group, using a provided string to create a text view for the label.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(label) })
    }

    /// Creates a disclosure group, using a provided localized string key to create a text view for the
    /// label, and a binding to the expansion state.
    nonisolated public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
                @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    /// Creates a disclosure group, using a provided string to create a text view for the label, and a
    /// binding to the expansion state.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>,
                                   @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(label) })
    }
}

/// What a DisclosureGroup's body is: its configuration for the nearest disclosure group style, with the
/// program's binding or the group's own state (a disabled group's binding ignores writes).
struct DisclosureGroupBody<Label: View, Content: View>: View {
    let isExpanded: Binding<Bool>?
    nonisolated(unsafe) let content: () -> Content
    nonisolated(unsafe) let label: Label
    @State private var ownExpansion = false
    @Environment(\.styleStacks) private var stacks
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let source = isExpanded ?? $ownExpansion
        let binding = isEnabled ? source : Binding(get: { source.wrappedValue }, set: { _, _ in })
        let label = self.label, content = self.content
        return stacks.body(for: DisclosureGroupStyleKind.self) { stacks in
            DisclosureGroupStyleConfiguration(
                label: (label as? DisclosureGroupStyleConfiguration.Label) ?? .init(content: label, stacks: stacks),
                content: .init(make: { content() }, stacks: stacks),
                isExpanded: binding)
        }
    }
}
