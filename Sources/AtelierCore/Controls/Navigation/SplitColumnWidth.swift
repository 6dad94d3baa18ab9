import Foundation

/// A split view column's width: the width the user dragged it to, else the one its root view sets with
/// `navigationSplitViewColumnWidth`, else 320 points. The root's value is read as the column is laid out, so a
/// column is as wide as its root asks from the first frame, without the split view being made again.
struct SplitColumnWidth: ViewModifier, Equatable, PrimitiveModifier, _RemoveGlobalActorIsolation {
    /// The width the user dragged the column to, which wins over the program's.
    let dragged: CGFloat?
    /// Where the width laid out is kept, and which of the split view's columns this is.
    let widths: SplitColumnWidths
    let column: ReferenceWritableKeyPath<SplitColumnWidths, CGFloat>

    static func == (a: Self, b: Self) -> Bool { a.dragged == b.dragged && a.widths === b.widths && a.column == b.column }

    static let defaultWidth: CGFloat = 320

    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { SplitColumnWidthNode(context: context) }
}

/// The node of a split view column's width: a fixed-width frame whose width it reads from its content's
/// preference as it lays out, and again (laying out anew) when that value changes.
@MainActor final class SplitColumnWidthNode: ModifierNode<SplitColumnWidth>, AlignmentNode, SizingNode, PreferenceObserver {
    /// The root's width the last layout used; nil before the first.
    private var widthLaidOut: CGFloat??

    override init(context: NodeContext) {
        super.init(context: context)
        graph.preferenceReaders.add(self)
    }

    /// The width the column has now, kept where the column's grip reads it.
    private var width: CGFloat {
        var width = modifier?.dragged
        if width == nil {
            let root = child?.preferenceValue(ColumnWidthPreference.self) ?? nil
            widthLaidOut = .some(root)
            width = root
        }
        let resolved = width ?? SplitColumnWidth.defaultWidth
        if let modifier { modifier.widths[keyPath: modifier.column] = resolved }
        return resolved
    }

    /// The frame the column is laid out in.
    private var columnFrame: _FrameLayout { _FrameLayout(width: width, height: nil, alignment: .center) }
    private var layoutChild: UnaryLayoutChild { UnaryLayoutChild(node: child, layout: self) }

    func computeSize(_ proposal: ProposedViewSize) -> CGSize { columnFrame.sizeThatFits(proposal, child: layoutChild) }

    func placeChildren(in rect: CGRect) {
        guard let child else { return }
        let placement = columnFrame.placement(of: layoutChild, in: rect, proposal: placementProposal)
        child.placeAligned(in: placement.rect, proposal: placement.proposal)
    }

    func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        child == nil ? nil : columnFrame.explicitAlignment(key, in: size, child: layoutChild)
    }

    func computeBaselines(in size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        child == nil ? nil : columnFrame.baselines(in: size, child: layoutChild)
    }

    /// A root that sets another width after the column was laid out (its view changed) lays it out again.
    func readPreferences() -> Bool {
        guard let laidOut = widthLaidOut, modifier?.dragged == nil else { return false }
        let root = child?.preferenceValue(ColumnWidthPreference.self) ?? nil
        guard root != laidOut else { return false }
        setNeedsLayout()
        return true
    }
}

extension SplitColumnWidth: TreeDumpDescribing {
    var treeDumpValues: String { "dragged: \(TreeDump.number(dragged))" }
}
