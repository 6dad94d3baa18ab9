import Foundation

/// A view that arranges its children in a line that grows horizontally. Atelier builds every child
/// (it is not lazy); unlike HStack it takes the whole proposed height, as SwiftUI's does.
public struct LazyHStack<Content: View>: View {
    let layout: _LazyHStackLayout
    let content: Content
    /// Creates a lazy horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = _LazyHStackLayout(engine: .horizontal(alignment: alignment, spacing: spacing))
        self.content = content()
    }
    /// The content, sized and placed by this stack's layout value.
    public var body: some View { LayoutView(layout: layout, content: content) }
}

/// The layout of LazyHStack: a horizontal stack that fills the proposed height.
public struct _LazyHStackLayout: Layout {
    let engine: StackLayoutEngine
    /// Marks the layout horizontal, so Spacers inside it act along the x axis.
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }
    /// The stack's size as an HStack's, stretched to the proposed height when that is finite.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var s = engine.size(proposal, subviews.nodes)
        if let h = proposal.height, h.isFinite { s.height = max(s.height, h) }
        return s
    }
    /// Places the children from leading to trailing in `bounds`, as an HStack does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        engine.place(in: bounds, proposal: proposal, subviews.nodes)
    }
}
