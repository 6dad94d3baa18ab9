import Foundation

/// A stylized view, with an optional label, that visually collects a logical grouping of content. Its look
/// comes from the nearest group box style (`groupBoxStyle(_:)`); by default, the automatic style.
public struct GroupBox<Label: View, Content: View>: View {
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let content: Content

    /// Creates a group box with the provided label and view content.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Creates a group box with the provided label and view content (soft-deprecated in SwiftUI in favour
    /// of `init(content:label:)`).
    nonisolated public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// The content and behavior of the view: the nearest group box style's body for this group box.
    public var body: some View {
        GroupBoxBody(label: label, content: content)
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a group box with the provided view content.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Creates a group box based on a style configuration: inside a group box style's body, it draws the
    /// group box style in effect further out than that style.
    nonisolated public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// What a GroupBox's body is: its configuration for the nearest group box style.
struct GroupBoxBody<Label: View, Content: View>: View {
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let content: Content
    @Environment(\.styleStacks) private var stacks

    var body: some View {
        let label = self.label, content = self.content
        return stacks.body(for: GroupBoxStyleKind.self) { stacks in
            GroupBoxStyleConfiguration(
                label: (label as? GroupBoxStyleConfiguration.Label) ?? .init(content: label, stacks: stacks),
                content: (content as? GroupBoxStyleConfiguration.Content) ?? .init(content: content, stacks: stacks))
        }
    }
}
