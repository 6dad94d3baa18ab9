import Foundation

/// A container view that displays semantically-related controls in a visually-appropriate manner for the
/// context: its look comes from the nearest control group style (`controlGroupStyle(_:)`); by default, on
/// iOS, the controls side by side in one rounded bar with separators between them.
@MainActor @preconcurrency public struct ControlGroup<Content: View>: View {
    nonisolated(unsafe) let content: Content
    /// The label a style configuration handed on (`init(_:)`); a labelled content carries its own.
    var passedLabel: ControlGroupStyleConfiguration.Label?

    /// Creates a new control group with the specified children.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a new control group with the specified content and a label.
    nonisolated public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }

    /// The content and behavior of the view: the nearest control group style's body for this group.
    public var body: some View {
        ControlGroupBody(content: content, passedLabel: passedLabel)
    }
}

extension ControlGroup {
    /// Creates a new control group with the specified content that generates its label from a localized string key.
    nonisolated public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a new control group with the specified content that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content, label: { Text(title) })
    }

    /// Creates a new control group with the specified content that generates its label from a localized
    /// string key and a system image.
    nonisolated public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, AtelierCore.Label<Text, Image>> {
        self.init(content: content, label: { AtelierCore.Label(titleKey, systemImage: systemImage) })
    }

    /// Creates a new control group with the specified content that generates its label from a string and
    /// a system image.
    @_disfavoredOverload
    nonisolated public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, AtelierCore.Label<Text, Image>> {
        self.init(content: content, label: { AtelierCore.Label(title, systemImage: systemImage) })
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// Creates a control group based on a style configuration: inside a control group style's body, it
    /// draws the control group style in effect further out than that style.
    nonisolated public init(_ configuration: ControlGroupStyleConfiguration) {
        self.content = configuration.content
        self.passedLabel = configuration.label
    }
}

/// What a ControlGroup's body is: its configuration for the nearest control group style.
struct ControlGroupBody<Content: View>: View {
    nonisolated(unsafe) let content: Content
    let passedLabel: ControlGroupStyleConfiguration.Label?
    @Environment(\.styleStacks) private var stacks

    var body: some View {
        let parts = (content as? any LabeledControlGroupParts)?.parts ?? (content, passedLabel.map { $0 as any View } ?? EmptyView())
        return stacks.body(for: ControlGroupStyleKind.self) { _ in
            ControlGroupStyleConfiguration(
                content: (parts.content as? ControlGroupStyleConfiguration.Content) ?? .init(content: AnyView(parts.content)),
                label: (parts.label as? ControlGroupStyleConfiguration.Label) ?? .init(content: AnyView(parts.label)))
        }
    }
}

/// A labelled group's content, taken apart for the style.
@MainActor protocol LabeledControlGroupParts {
    var parts: (content: any View, label: any View) { get }
}

extension LabeledControlGroupContent: LabeledControlGroupParts {
    var parts: (content: any View, label: any View) { (content, label) }
}
