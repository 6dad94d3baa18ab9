import Foundation

/// Places a tooltip: below the pointer, clear of the cursor's arrow; above it when the window has no room
/// below; shifted left to stay inside the window; as wide as its text up to `maxWidth`, wrapping beyond.
struct TooltipPlacement: Layout {
    let pointer: CGPoint
    /// The distance from the pointer's hot spot down to the box (the arrow cursor is about this tall).
    static let below: CGFloat = 20
    /// The distance above the pointer when the box goes above it.
    static let above: CGFloat = 6
    static let margin: CGFloat = 4
    static let maxWidth: CGFloat = 320

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let box = subviews.first else { return }
        let room = max(0, min(Self.maxWidth, bounds.width - 2 * Self.margin))
        let size = box.sizeThatFits(ProposedViewSize(width: room, height: nil))
        var x = pointer.x, y = pointer.y + Self.below
        if y + size.height > bounds.maxY - Self.margin { y = pointer.y - Self.above - size.height }
        x = max(bounds.minX + Self.margin, min(x, bounds.maxX - Self.margin - size.width))
        y = max(bounds.minY + Self.margin, min(y, bounds.maxY - Self.margin - size.height))
        box.place(at: CGPoint(x: x.rounded(), y: y.rounded()), proposal: ProposedViewSize(size))
    }
}
