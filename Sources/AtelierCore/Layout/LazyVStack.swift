import Foundation

/// A view that arranges its children in a line that grows vertically. Atelier builds every child
/// (it is not lazy); unlike VStack it takes the whole proposed width, as SwiftUI's does.
public struct LazyVStack<Content: View>: View {
    let layout: _LazyVStackLayout
    let content: Content
    /// Creates a lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = _LazyVStackLayout(engine: .vertical(alignment: alignment, spacing: spacing))
        self.content = content()
    }
    /// The content, sized and placed by this stack's layout value.
    public var body: some View { LayoutView(layout: layout, content: content) }
}

/// The layout of LazyVStack: a vertical stack that fills the proposed width.
public struct _LazyVStackLayout: Layout {
    let engine: StackLayoutEngine
    /// Marks the layout vertical, so Spacers inside it act along the y axis.
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
    /// The stack's size as a VStack's, stretched to the proposed width when that is finite.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var s = engine.size(proposal, subviews.nodes)
        if let w = proposal.width, w.isFinite { s.width = max(s.width, w) }
        return s
    }
    /// Places the children top to bottom in `bounds`, as a VStack does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        engine.place(in: bounds, proposal: proposal, subviews.nodes)
    }
}
