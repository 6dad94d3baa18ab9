import Foundation

/// A container for attaching a label to a value-bearing view. Its look comes from the nearest labeled
/// content style (`labeledContentStyle(_:)`); by default, the automatic style: in a Form or List row the
/// label leading and the content trailing in the secondary colour, elsewhere the two side by side.
public struct LabeledContent<Label: View, Content: View>: View {
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let content: Content

    /// Creates a standard labeled element, with a view that conveys the value of the element and a label.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The content and behavior of the view: the nearest labeled content style's body for this instance.
    public var body: some View {
        LabeledContentBody(label: label, content: content)
    }
}

extension LabeledContent where Label == Text {
    /// Creates a labeled view that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a labeled view that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view: a title from a localized string key and a string value.
    nonisolated public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// Creates a labeled informational view: a title and a value, both strings.
    @_disfavoredOverload
    nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// Creates a labeled informational view from a formatted value, with a localized string key title.
    nonisolated public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }

    /// Creates a labeled informational view from a formatted value, with a string title.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label,
                               Content == LabeledContentStyleConfiguration.Content {
    /// Creates labeled content based on a labeled content style configuration: inside a style's body, it
    /// draws the labeled content style in effect further out than that style.
    nonisolated public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// What a LabeledContent's body is: its configuration for the nearest labeled content style.
struct LabeledContentBody<Label: View, Content: View>: View {
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let content: Content
    @Environment(\.styleStacks) private var stacks

    var body: some View {
        let label = self.label, content = self.content
        return stacks.body(for: LabeledContentStyleKind.self) { stacks in
            LabeledContentStyleConfiguration(
                label: (label as? LabeledContentStyleConfiguration.Label) ?? .init(content: label, stacks: stacks),
                content: (content as? LabeledContentStyleConfiguration.Content) ?? .init(content: content, stacks: stacks))
        }
    }
}
