import Foundation

/// The properties of a label that a `LabelStyle` turns into a view.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// A type-erased icon view of a label.
    public struct Icon: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// A description of the labeled item.
    public internal(set) var title: LabelStyleConfiguration.Title
    /// A symbolic representation of the labeled item.
    public internal(set) var icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: StyleConfigurationPart {}

extension LabelStyleConfiguration.Icon: StyleConfigurationPart {}
