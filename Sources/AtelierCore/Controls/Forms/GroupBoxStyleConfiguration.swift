import Foundation

/// The properties of a group box instance, which a `GroupBoxStyle` turns into a view.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box.
    public struct Label: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// A type-erased content of a group box.
    public struct Content: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// A view that provides the title of the group box.
    public let label: GroupBoxStyleConfiguration.Label
    /// A view that represents the content of the group box.
    public let content: GroupBoxStyleConfiguration.Content
}

extension GroupBoxStyleConfiguration.Label: StyleConfigurationPart {}

extension GroupBoxStyleConfiguration.Content: StyleConfigurationPart {}
