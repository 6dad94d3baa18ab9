import Foundation

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: View, PrimitiveView, LayoutContainerView, _RemoveGlobalActorIsolation {
    let layout: HStackLayout
    let content: Content
    /// Creates a horizontal stack; `spacing` nil uses the default spacing.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// Never evaluated: the stack's node sizes and places the content with its layout value itself (a body
    /// made a node of its own above the layout's in every stack).
    public var body: Never { neverBody }
    /// Its own node kind's maker, known without a cast (see `View._graphNodeMaker()`).
    @MainActor public static func _graphNodeMaker() -> AnyObject? { primitiveNodeMaker() }
    func makeNode(in context: NodeContext) -> ViewNode { LayoutNode<HStackLayout>(context: context) }
}
