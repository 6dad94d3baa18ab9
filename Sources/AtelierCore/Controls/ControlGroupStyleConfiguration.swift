import Foundation

/// The properties of a control group, which a `ControlGroupStyle` turns into a view.
public struct ControlGroupStyleConfiguration {
    /// A type-erased content of a control group: its controls.
    public struct Content: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// A type-erased label of a control group (what a menu style shows before it opens).
    public struct Label: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// A view that represents the content of the control group.
    public let content: ControlGroupStyleConfiguration.Content
    /// A view that provides the optional label of the control group.
    public let label: ControlGroupStyleConfiguration.Label
}

extension ControlGroupStyleConfiguration.Content: PrimitiveView, ModifiedView {
    func makeNode(in context: NodeContext) -> ViewNode { makeStyleLabelNode(context: context) }
    var anyModifier: Any { StyleStackRestoration(stacks: stacks) }
    var anyContent: any View { content }
}

extension ControlGroupStyleConfiguration.Label: PrimitiveView, ModifiedView {
    func makeNode(in context: NodeContext) -> ViewNode { makeStyleLabelNode(context: context) }
    var anyModifier: Any { StyleStackRestoration(stacks: stacks) }
    var anyContent: any View { content }
}
