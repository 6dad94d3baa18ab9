import Foundation

/// A layout that arranges its subviews in a vertical line.
public struct VStackLayout: Layout {
    /// How children of different widths line up horizontally; `.center` by default.
    public var alignment: HorizontalAlignment
    /// The gap between adjacent children, in points; nil uses each pair's default spacing.
    public var spacing: CGFloat?
    /// Creates the layout with SwiftUI's defaults: centred, default spacing.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    /// Marks the layout vertical, so Spacers and Dividers inside it act along the y axis.
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
    @MainActor var engine: StackLayoutEngine { .vertical(alignment: alignment, spacing: spacing) }
    /// The stack's size for the proposal, sharing height among children by flexibility, as SwiftUI does.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainThreadLayout.run { engine.size(proposal, subviews.nodes) }
    }
    /// Places the children top to bottom in `bounds`, aligned horizontally by `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainThreadLayout.run { engine.place(in: bounds, proposal: proposal, subviews.nodes) }
    }
}

// The node drives a linear stack itself, on the main actor.
extension VStackLayout: LinearStackLayout {
    func alignmentGuide(_ key: AlignmentKey, proposal: ProposedViewSize, items: [ViewNode]) -> CGFloat? {
        guard hasOwnGuide(key) else { return nil }
        return alignmentGuide(key, sizes: engine.sizes(proposal, items), items: items)
    }
    func hasOwnGuide(_ key: AlignmentKey) -> Bool { !key.isHorizontal }
    func alignmentGuide(_ key: AlignmentKey, sizes: [CGSize], items: [ViewNode]) -> CGFloat? {
        // Vertical guides of a VStack: the first text baseline of its first text, the last of its last.
        let gaps = engine.items(items).gaps
        var y: CGFloat = 0
        var found: [(CGFloat, CGFloat)] = []
        // Children sit where placement puts them: the same gaps (none next to a spacer, a non-finite spacing as 0).
        for (i, (n, s)) in zip(items, sizes).enumerated() {
            if let b = n.baselines(in: s) { found.append((y + b.first, y + b.last)) }
            y += s.height + (i < gaps.count ? gaps[i] : 0)
        }
        if key.id == ObjectIdentifier(VerticalAlignment.FirstTextBaseline.self) { return found.first?.0 }
        if key.id == ObjectIdentifier(VerticalAlignment.LastTextBaseline.self) { return found.last?.1 }
        return nil
    }
}

extension VStackLayout: TreeDumpDescribing {
    var treeDumpValues: String { "alignment: \(TreeDump.name(alignment)), spacing: \(TreeDump.number(spacing))" }
}
