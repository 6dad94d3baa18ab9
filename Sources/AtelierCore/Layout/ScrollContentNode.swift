import Foundation

/// What a ScrollView holds its content in: the content is laid out once, where it would be unscrolled, and
/// this node moves it by the scroll offset as a render projection, so that a scroll draws and hit-tests the
/// same layout at a new place instead of laying it out again (every projection-aware query — hit testing,
/// `frame(in:)`, inspected frames — sees the move).
struct _ScrollContent: View, PrimitiveView {
    let content: any View
    /// Never evaluated: the scroll view's node makes this one itself.
    var body: Never { neverBody }
    func makeNode(in context: NodeContext) -> ViewNode { ScrollContentNode(context: context) }
}

/// The node of a scroll view's content (see `_ScrollContent`): transparent to the scroll view's layout, it
/// translates its subtree by minus the offset.
@MainActor final class ScrollContentNode: WrapperNode {
    /// How far the content is scrolled.
    private(set) var offset: CGPoint = .zero
    /// GeometryReaders inside the content: their proxies' frames in outer spaces move with a scroll, so
    /// each builds its content again after one, as in SwiftUI.
    private var readers: [ObjectIdentifier: WeakNode] = [:]

    override func update(view: any View) {
        guard let v = view as? _ScrollContent else { return }
        child = reconcile(child, with: v.content, environment: environment)
    }

    override var isTransparentToContainers: Bool { true }
    override func collectLayoutItems(into items: inout [ViewNode]) { child?.collectLayoutItems(into: &items) }

    /// Moves the content to a new scroll offset: its drawing moves (this node's alone is made again), its
    /// hit geometry moves, and the readers inside rebuild. Nothing is laid out.
    func setOffset(_ new: CGPoint) {
        guard new != offset else { return }
        offset = new
        setNeedsDisplay()
        hitGeometryDidChange()
        for (key, box) in readers {
            guard let reader = box.node as? GeometryReaderNode, reader.isAttached else { readers[key] = nil; continue }
            reader.contentMoved()
        }
    }

    /// The translation of the content, absolute to absolute.
    var renderTransform: CGAffineTransform { CGAffineTransform(translationX: -offset.x, y: -offset.y) }
    override var renderProjection: ProjectionTransform { ProjectionTransform(renderTransform) }

    /// Keeps a reader placed inside the content, to tell it of scrolls.
    func register(_ reader: GeometryReaderNode) {
        let key = ObjectIdentifier(reader)
        if readers[key] == nil { readers[key] = WeakNode(reader) }
    }
}

extension ViewNode {
    /// The scroll content nearest above this node, if any.
    var enclosingScrollContent: ScrollContentNode? {
        var node = parent
        while let n = node {
            if let content = n as? ScrollContentNode { return content }
            node = n.parent
        }
        return nil
    }
}
