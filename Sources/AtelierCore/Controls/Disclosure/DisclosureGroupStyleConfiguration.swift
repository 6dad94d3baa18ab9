import Foundation

/// The properties of a disclosure group instance, which a `DisclosureGroupStyle` turns into a view.
public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label of a disclosure group.
    public struct Label: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// A type-erased content of a disclosure group: made only when a style draws it (when expanded,
    /// for the automatic style), as SwiftUI builds a collapsed group's content lazily.
    public struct Content: View {
        let make: @MainActor () -> any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// The label for the disclosure group.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The content of the disclosure group.
    public let content: DisclosureGroupStyleConfiguration.Content
    /// A binding to a Boolean that indicates whether the disclosure group is expanded; its setter is
    /// nonmutating, so `configuration.isExpanded.toggle()` works in `makeBody`, and `$isExpanded` is the binding.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

extension DisclosureGroupStyleConfiguration.Label: StyleConfigurationPart {}

extension DisclosureGroupStyleConfiguration.Content: PrimitiveView, ModifiedView {
    func makeNode(in context: NodeContext) -> ViewNode { makeStyleLabelNode(context: context) }
    var anyModifier: Any { StyleStackRestoration(stacks: stacks) }
    var anyContent: any View { make() }
}
