import Foundation

/// A view that overlays its children, aligned in both axes.
public struct ZStack<Content: View>: View, PrimitiveView, LayoutContainerView, _RemoveGlobalActorIsolation {
    let layout: ZStackLayout
    let content: Content
    /// Creates an overlaying stack, centred by default.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    /// Never evaluated: the stack's node sizes and places the content with its layout value itself (a body
    /// made a node of its own above the layout's in every stack).
    public var body: Never { neverBody }
    /// Its own node kind's maker, known without a cast (see `View._graphNodeMaker()`).
    @MainActor public static func _graphNodeMaker() -> AnyObject? { primitiveNodeMaker() }
    func makeNode(in context: NodeContext) -> ViewNode { LayoutNode<ZStackLayout>(context: context) }
}
