import Foundation

/// A layout that arranges its subviews in a horizontal line.
public struct HStackLayout: Layout, BuiltInStackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    /// Creates the layout with SwiftUI's defaults: centred, default spacing.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }
    var engine: StackLayoutEngine { .horizontal(alignment: alignment, spacing: spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        engine.size(proposal, subviews.nodes)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        engine.place(in: bounds, subviews.nodes)
    }
    func alignmentGuide(_ key: AlignmentKey, size: CGSize, items: [ViewNode]) -> CGFloat? {
        // The stack's vertical guides come from its children along the line.
        guard !key.isHorizontal, key == alignment.key else { return nil }
        let sizes = engine.sizes(ProposedViewSize(size), items)
        let values = zip(items, sizes).filter { $0.0.spacerMinLength == nil }.map { $0.0.alignmentValue(key, in: $0.1) }
        return values.max()
    }
}

/// A layout that arranges its subviews in a vertical line.
public struct VStackLayout: Layout, BuiltInStackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    /// Creates the layout with SwiftUI's defaults: centred, default spacing.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
    var engine: StackLayoutEngine { .vertical(alignment: alignment, spacing: spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        engine.size(proposal, subviews.nodes)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        engine.place(in: bounds, subviews.nodes)
    }
    func alignmentGuide(_ key: AlignmentKey, size: CGSize, items: [ViewNode]) -> CGFloat? {
        guard !key.isHorizontal else { return nil }
        // Vertical guides of a VStack: the first text baseline of its first text, the last of its last.
        let sizes = engine.sizes(ProposedViewSize(size), items)
        var y: CGFloat = 0
        var found: [(CGFloat, CGFloat)] = []
        let gap = spacing ?? StackLayoutEngine.defaultSpacing
        for (n, s) in zip(items, sizes) {
            if let b = n.baselines(in: s) { found.append((y + b.first, y + b.last)) }
            y += s.height + gap
        }
        if key.id == ObjectIdentifier(VerticalAlignment.FirstTextBaseline.self) { return found.first?.0 }
        if key.id == ObjectIdentifier(VerticalAlignment.LastTextBaseline.self) { return found.last?.1 }
        return nil
    }
}

/// A layout that overlays its subviews, aligned in both axes.
public struct ZStackLayout: Layout, BuiltInStackLayout {
    public var alignment: Alignment
    /// Creates the layout, centred by default.
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let nodes = subviews.nodes
        guard !nodes.isEmpty else { return .zero }
        let sizes = nodes.map { $0.sizeThatFits(proposal) }
        return extents(nodes, sizes).size
    }
    private func extents(_ nodes: [ViewNode], _ sizes: [CGSize]) -> (size: CGSize, h: CGFloat, v: CGFloat) {
        var left: CGFloat = 0, right: CGFloat = 0, top: CGFloat = 0, bottom: CGFloat = 0
        for (n, s) in zip(nodes, sizes) {
            let h = n.alignmentValue(alignment.horizontal.key, in: s)
            let v = n.alignmentValue(alignment.vertical.key, in: s)
            left = max(left, h); right = max(right, s.width - h)
            top = max(top, v); bottom = max(bottom, s.height - v)
        }
        return (CGSize(width: left + right, height: top + bottom), left, top)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let nodes = subviews.nodes
        let sizes = nodes.map { $0.sizeThatFits(ProposedViewSize(bounds.size)) }
        let (size, left, top) = extents(nodes, sizes)
        // The aligned content sits in the bounds at the same alignment.
        let dx = alignmentOffset(alignment.horizontal.key, outer: bounds.width, inner: size.width)
        let dy = alignmentOffset(alignment.vertical.key, outer: bounds.height, inner: size.height)
        for (n, s) in zip(nodes, sizes) {
            let h = n.alignmentValue(alignment.horizontal.key, in: s)
            let v = n.alignmentValue(alignment.vertical.key, in: s)
            n.placeAligned(in: CGRect(x: bounds.minX + dx + left - h, y: bounds.minY + dy + top - v, width: s.width, height: s.height))
        }
    }
    private func alignmentOffset(_ key: AlignmentKey, outer: CGFloat, inner: CGFloat) -> CGFloat {
        let d = ViewDimensions(size: CGSize(width: outer - inner, height: outer - inner)) { _ in nil }
        return key.defaultValue(d)
    }
    func alignmentGuide(_ key: AlignmentKey, size: CGSize, items: [ViewNode]) -> CGFloat? { nil }
}

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content
    /// Creates a horizontal stack; `spacing` nil uses the default spacing.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    public var body: some View { LayoutView(layout: layout, content: content) }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content
    /// Creates a vertical stack; `spacing` nil uses the default spacing.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    public var body: some View { LayoutView(layout: layout, content: content) }
}

/// A view that overlays its children, aligned in both axes.
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content
    /// Creates an overlaying stack, centred by default.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    public var body: some View { LayoutView(layout: layout, content: content) }
}
