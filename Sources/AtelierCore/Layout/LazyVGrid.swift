import Foundation

/// A container that arranges its children in a grid that grows vertically, in the columns `columns`
/// describe, making only the rows of cells in view (plus a margin) in a scroll view.
public struct LazyVGrid<Content: View>: View, _RemoveGlobalActorIsolation {
    let spec: LazyStackSpec
    let content: Content
    /// Creates a lazy grid of the given columns; `alignment` places each cell in its column, `spacing` is
    /// the space between rows.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        spec = LazyStackSpec(axis: .vertical, alignment: alignment.key, spacing: spacing, tracks: columns)
        self.content = content()
    }
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

extension LazyVGrid: PrimitiveView, LazyContainerView {
    func makeNode(in context: NodeContext) -> ViewNode { LazyStackNode(context: context) }
    var lazySpec: LazyStackSpec { spec }
    var anyContent: any View { content }
}
