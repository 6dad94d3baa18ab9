import Foundation

/// A layout that arranges its subviews in a horizontal line.
public struct HStackLayout: Layout {
    /// How children of different heights line up vertically; `.center` by default.
    public var alignment: VerticalAlignment
    /// The gap between adjacent children, in points; nil uses each pair's default spacing.
    public var spacing: CGFloat?
    /// Creates the layout with SwiftUI's defaults: centred, default spacing.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment; self.spacing = spacing
    }
    /// Marks the layout horizontal, so Spacers and Dividers inside it act along the x axis.
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }
    @MainActor var engine: StackLayoutEngine { .horizontal(alignment: alignment, spacing: spacing) }
    /// The stack's size for the proposal, sharing width among children by flexibility, as SwiftUI does.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainThreadLayout.run { engine.size(proposal, subviews.nodes) }
    }
    /// Places the children from leading to trailing in `bounds`, aligned vertically by `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainThreadLayout.run { engine.place(in: bounds, proposal: proposal, subviews.nodes) }
    }
}

// The node drives a linear stack itself, on the main actor.
extension HStackLayout: LinearStackLayout {
    func alignmentGuide(_ key: AlignmentKey, proposal: ProposedViewSize, items: [ViewNode]) -> CGFloat? {
        guard hasOwnGuide(key) else { return nil }
        return alignmentGuide(key, sizes: engine.sizes(proposal, items), items: items)
    }
    func hasOwnGuide(_ key: AlignmentKey) -> Bool { !key.isHorizontal && key == alignment.key }
    func alignmentGuide(_ key: AlignmentKey, sizes: [CGSize], items: [ViewNode]) -> CGFloat? {
        // The stack's vertical guides come from its children along the line (spacers left out). Explicit only
        // when a child's is (text baselines, alignment guides): as the merge of the children's explicit values,
        // a row of plain views has no explicit centre for a padding or frame to carry. Plain loops: a closure
        // formed here checks the main executor at each call.
        var anyExplicit = false
        for i in 0..<min(items.count, sizes.count) where items[i].spacerMinLength == nil {
            if items[i].explicitAlignment(key, in: sizes[i]) != nil { anyExplicit = true; break }
        }
        guard anyExplicit else { return nil }
        var result: CGFloat?
        for i in 0..<min(items.count, sizes.count) where items[i].spacerMinLength == nil {
            let value = items[i].alignmentValue(key, in: sizes[i])
            result = max(result ?? value, value)
        }
        return result
    }
}

extension HStackLayout: TreeDumpDescribing {
    var treeDumpValues: String { "alignment: \(TreeDump.name(alignment)), spacing: \(TreeDump.number(spacing))" }
}
