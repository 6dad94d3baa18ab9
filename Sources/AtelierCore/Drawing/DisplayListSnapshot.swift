import Foundation

/// A drawing taken from a view, shown elsewhere at its size: a drag's default preview. The drawing keeps
/// following the view it came from while that view stays (it is the view's retained drawing).
struct DisplayListSnapshot: View, PrimitiveView {
    /// The drawing, in the window coordinates of the view it came from.
    let list: DisplayList
    /// Where the view it came from lay in the window.
    let sourceFrame: CGRect

    var body: Never { neverBody }
    func makeNode(in context: NodeContext) -> ViewNode { DisplayListSnapshotNode(context: context) }
}

@MainActor final class DisplayListSnapshotNode: ViewNode, DrawingNode, SizingNode {
    private var snapshot: DisplayListSnapshot?

    override func update(view: any View) {
        guard let next = view as? DisplayListSnapshot else { return }
        let sizeChanged = snapshot?.sourceFrame.size != next.sourceFrame.size
        snapshot = next
        invalidate(sizeChanged ? [.layout, .display] : .display)
    }

    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let size = snapshot?.sourceFrame.size, size.width.isFinite, size.height.isFinite else { return .zero }
        return size
    }

    func draw(into list: inout DisplayList) {
        guard let snapshot, frame.origin.isFinite, snapshot.sourceFrame.origin.isFinite else { return }
        let move = CGAffineTransform(translationX: frame.minX - snapshot.sourceFrame.minX, y: frame.minY - snapshot.sourceFrame.minY)
        list.append(.effect(.transform(move), snapshot.list))
    }
}
