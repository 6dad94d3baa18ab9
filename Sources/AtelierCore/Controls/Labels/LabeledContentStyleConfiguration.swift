import Foundation

/// The properties of a labeled content instance, which a `LabeledContentStyle` turns into a view.
public struct LabeledContentStyleConfiguration {
    /// A type-erased label of a labeled content instance.
    public struct Label: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// A type-erased content of a labeled content instance.
    public struct Content: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// The label of the labeled content instance.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content of the labeled content instance.
    public let content: LabeledContentStyleConfiguration.Content
}

extension LabeledContentStyleConfiguration.Label: StyleConfigurationPart {}

extension LabeledContentStyleConfiguration.Content: StyleConfigurationPart {}
