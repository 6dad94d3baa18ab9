import Foundation

/// A container that arranges its children in a grid that grows horizontally, in the rows `rows` describe,
/// making only the columns of cells in view (plus a margin) in a scroll view.
public struct LazyHGrid<Content: View>: View, _RemoveGlobalActorIsolation {
    let spec: LazyStackSpec
    let content: Content
    /// Creates a lazy grid of the given rows; `alignment` places each cell in its row, `spacing` is the space
    /// between columns.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        spec = LazyStackSpec(axis: .horizontal, alignment: alignment.key, spacing: spacing, tracks: rows)
        self.content = content()
    }
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

extension LazyHGrid: PrimitiveView, LazyContainerView {
    func makeNode(in context: NodeContext) -> ViewNode { LazyStackNode(context: context) }
    var lazySpec: LazyStackSpec { spec }
    var anyContent: any View { content }
}
