import Foundation

/// A view that arranges its children in a line that grows horizontally, making only the columns in view
/// (plus a margin) in a scroll view; it takes the whole proposed height, as SwiftUI's does.
public struct LazyHStack<Content: View>: View, _RemoveGlobalActorIsolation {
    let spec: LazyStackSpec
    let content: Content
    /// Creates a lazy horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        spec = LazyStackSpec(axis: .horizontal, alignment: alignment.key, spacing: spacing)
        self.content = content()
    }
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

extension LazyHStack: PrimitiveView, LazyContainerView {
    func makeNode(in context: NodeContext) -> ViewNode { LazyStackNode(context: context) }
    var lazySpec: LazyStackSpec { spec }
    var anyContent: any View { content }
}
