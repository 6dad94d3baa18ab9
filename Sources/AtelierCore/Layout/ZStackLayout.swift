import Foundation

/// A layout that overlays its subviews, aligned in both axes.
public struct ZStackLayout: Layout {
    /// Where children of different sizes line up, in both axes; `.center` by default.
    public var alignment: Alignment
    /// Creates the layout, centred by default.
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    /// Just large enough to hold every child once all are aligned on the same guides.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainThreadLayout.run {
            let nodes = subviews.nodes
            guard !nodes.isEmpty else { return .zero }
            let sizes = nodes.map { $0.sizeThatFits(proposal) }
            return extents(nodes, sizes).size
    
        }
    }
    @MainActor private func extents(_ nodes: [ViewNode], _ sizes: [CGSize]) -> (size: CGSize, h: CGFloat, v: CGFloat) {
        var left: CGFloat = 0, right: CGFloat = 0, top: CGFloat = 0, bottom: CGFloat = 0
        for (n, s) in zip(nodes, sizes) {
            let h = n.alignmentValue(alignment.horizontal.key, in: s)
            let v = n.alignmentValue(alignment.vertical.key, in: s)
            left = max(left, h); right = max(right, s.width - h)
            top = max(top, v); bottom = max(bottom, s.height - v)
        }
        return (CGSize(width: left + right, height: top + bottom), left, top)
    }
    /// Places every child over the others, aligned by `alignment`, the aligned group aligned in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainThreadLayout.run {
            let nodes = subviews.nodes
            // Children are proposed what the stack was proposed, as when it was measured (not its bounds: a child
            // that fills a larger proposal would outgrow the stack).
            let sizes = nodes.map { $0.sizeThatFits(proposal) }
            let (size, left, top) = extents(nodes, sizes)
            // The aligned content sits in the bounds at the same alignment.
            let dx = alignmentOffset(alignment.horizontal.key, outer: bounds.width, inner: size.width)
            let dy = alignmentOffset(alignment.vertical.key, outer: bounds.height, inner: size.height)
            for (n, s) in zip(nodes, sizes) {
                let h = n.alignmentValue(alignment.horizontal.key, in: s)
                let v = n.alignmentValue(alignment.vertical.key, in: s)
                n.placeAligned(in: CGRect(x: bounds.minX + dx + (left - h), y: bounds.minY + dy + (top - v), width: s.width, height: s.height),
                              proposal: proposal)
            }
    
        }
    }
    private func alignmentOffset(_ key: AlignmentKey, outer: CGFloat, inner: CGFloat) -> CGFloat {
        let d = ViewDimensions(size: CGSize(width: outer - inner, height: outer - inner)) { _ in nil }
        return key.defaultValue(d)
    }
}

// A ZStack's guides are its children's, which the node reads itself.
extension ZStackLayout: BuiltInStackLayout {
    func alignmentGuide(_ key: AlignmentKey, proposal: ProposedViewSize, items: [ViewNode]) -> CGFloat? { nil }
}

extension ZStackLayout: TreeDumpDescribing {
    var treeDumpValues: String { "alignment: \(TreeDump.name(alignment))" }
}
