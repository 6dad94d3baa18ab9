import Foundation

/// A view that arranges its children in a line that grows vertically, making only the rows in view (plus a
/// margin) in a scroll view; it takes the whole proposed width, as SwiftUI's does.
public struct LazyVStack<Content: View>: View, _RemoveGlobalActorIsolation {
    let spec: LazyStackSpec
    let content: Content
    /// Creates a lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        spec = LazyStackSpec(axis: .vertical, alignment: alignment.key, spacing: spacing)
        self.content = content()
    }
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

extension LazyVStack: PrimitiveView, LazyContainerView {
    func makeNode(in context: NodeContext) -> ViewNode { LazyStackNode(context: context) }
    var lazySpec: LazyStackSpec { spec }
    var anyContent: any View { content }
}
