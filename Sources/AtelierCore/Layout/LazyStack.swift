import Foundation

/// Which kinds of section views a lazy stack pins to the bounds of its scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The header view of each Section is pinned.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view of each Section is pinned.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

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
    public var body: some View { LayoutView(layout: layout, content: content) }
}

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
    public var body: some View { LayoutView(layout: layout, content: content) }
}

/// The layout of LazyVStack: a vertical stack that fills the proposed width.
public struct _LazyVStackLayout: Layout {
    let engine: StackLayoutEngine
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var s = engine.size(proposal, subviews.nodes)
        if let w = proposal.width, w.isFinite { s.width = max(s.width, w) }
        return s
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        engine.place(in: bounds, subviews.nodes)
    }
}

/// The layout of LazyHStack: a horizontal stack that fills the proposed height.
public struct _LazyHStackLayout: Layout {
    let engine: StackLayoutEngine
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var s = engine.size(proposal, subviews.nodes)
        if let h = proposal.height, h.isFinite { s.height = max(s.height, h) }
        return s
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        engine.place(in: bounds, subviews.nodes)
    }
}
