import Foundation

/// A container that arranges its GridRows in rows and columns: each column as wide as its widest cell, each
/// row as tall as its tallest. A view outside any GridRow is a row of its own across every column.
public struct Grid<Content: View>: View, PrimitiveView, LayoutContainerView, _RemoveGlobalActorIsolation {
    let layout: GridLayout
    let content: Content
    /// Creates a grid whose cells align by `alignment` in their space, with the spacing between columns and
    /// rows (nil for the default).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }
    /// Never evaluated: the grid's node lays out the content with its GridLayout, as any layout container.
    public var body: Never { neverBody }
    func makeNode(in context: NodeContext) -> ViewNode { LayoutNode<GridLayout>(context: context) }
}
