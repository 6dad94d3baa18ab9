import Foundation

/// A tooltip as a desktop draws it: the help text in the caption font in a small rounded box of the system's
/// tooltip colours, placed below the pointer and kept inside the window. It is never hit (the view under it
/// keeps the pointer) and forms no accessibility element (the text is the view's hint already).
struct TooltipView: View {
    let text: Text
    let pointer: CGPoint

    /// The box's fill and hairline border, light and dark.
    static let fill = Color(provider: .dynamic(SystemPalette.pair(
        "tooltipBackground", SystemPalette.rgb(246, 246, 246), SystemPalette.rgb(58, 58, 60))))
    static let border = Color(provider: .dynamic(SystemPalette.pair(
        "tooltipBorder", SystemPalette.rgb(0, 0, 0, 0.18), SystemPalette.rgb(255, 255, 255, 0.22))))
    static let cornerRadius: CGFloat = 4
    static let padding = EdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)

    var body: some View {
        TooltipPlacement(pointer: pointer) {
            text
                .font(.caption)
                .foregroundStyle(Color.primary)
                .padding(Self.padding)
                .background(RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous).fill(Self.fill))
                .overlay(RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous)
                    .strokeBorder(Self.border, lineWidth: 1))
        }
        .modifier(TooltipScope())
    }
}

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

/// Marks a tooltip's subtree: never hit, no accessibility elements (`TooltipNode+Semantics`).
struct TooltipScope: ViewModifier, PrimitiveModifier {
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { TooltipNode(context: context) }
}

/// The node of a tooltip's scope.
@MainActor final class TooltipNode: ModifierNode<TooltipScope>, HitTestingNode {
    override var modifierChangeAffects: Invalidation { [] }
    var allowsHitTesting: Bool { false }
}
