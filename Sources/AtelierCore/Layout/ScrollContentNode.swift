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
    /// Nodes inside the content that depend on where it is scrolled (GeometryReaders, whose proxies' frames
    /// in outer spaces move; lazy stacks, whose rows in view change), told of each scroll.
    private var observers: [ObjectIdentifier: WeakNode] = [:]

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
        for (key, box) in observers {
            guard let observer = box.node as? ScrollObserver, observer.isAttached else { observers[key] = nil; continue }
            observer.scrollContentMoved()
        }
    }

    /// The translation of the content, absolute to absolute: by whole pixels, so that content laid out on the
    /// pixel grid stays on it however far a trackpad scrolls.
    var renderTransform: CGAffineTransform {
        CGAffineTransform(translationX: -roundToPixels(offset.x), y: -roundToPixels(offset.y))
    }

    /// Keeps a node placed inside the content, to tell it of scrolls.
    func observe(_ node: ScrollObserver) {
        let key = ObjectIdentifier(node)
        if observers[key] == nil { observers[key] = WeakNode(node) }
    }
}

/// A node inside a scroll view's content that depends on where the content is scrolled.
@MainActor protocol ScrollObserver: ViewNode {
    /// The content around the node scrolled: its layout stays, what it shows may not.
    func scrollContentMoved()
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
