import Foundation

/// The node of a ScrollViewReader: builds its content with a proxy that reaches this node, and stands for
/// that content in its container (several views in a reader are laid out as the container's own).
@MainActor final class ScrollViewReaderNode: WrapperNode {
    /// What the proxies handed out refer to; it lets go of the node when the node goes.
    private let target = ScrollViewProxy.Target()

    deinit { target.node = nil }

    override func update(view: any View) {
        guard let reader = view as? ScrollViewReaderContent else { return }
        target.node = self
        let proxy = ScrollViewProxy(target: target)
        let content = evaluateForOwningBody { reader.makeContent(proxy) }
        child = reconcile(child, with: content, environment: environment)
    }

    override func collectLayoutItems(into items: inout [ViewNode]) {
        if let child { child.collectLayoutItems(into: &items) }
    }
    override var isTransparentToContainers: Bool { true }

    /// Scrolls the first scroll view within this reader that holds a view of identity `id` to it (see
    /// `ScrollViewProxy.scrollTo`); returns whether such a view was found.
    @discardableResult
    func scroll(to id: AnyHashable, anchor: UnitPoint?) -> Bool {
        guard let found = find(id) else { return false }
        var node = found.node.parent
        while let n = node, !(n is ScrollViewNode) { node = n.parent }
        guard let scroll = node as? ScrollViewNode else { return false }
        // A lazy row not made yet is where the estimate puts it: once scrolled there it is made, and a second
        // step corrects by what the estimate was off.
        for _ in 0..<3 {
            guard let frame = found.frame() else { return false }
            let offset = Self.offset(showing: frame, in: scroll, anchor: anchor)
            if abs(offset.x - scroll.contentOffset.x) < 0.5, abs(offset.y - scroll.contentOffset.y) < 0.5 { break }
            scroll.scroll(to: offset)
            // A scroll moves the content without laying it out; the lazy rows now in view are made by a pass.
            graph.flush(through: .layout)
        }
        return true
    }

    /// The first view of identity `id` in tree order: an element of a list-like view (a ForEach's, an `.id(_:)`
    /// view's), or a lazy container's row, found through its data whether it is made or not.
    private func find(_ id: AnyHashable) -> (node: ViewNode, frame: () -> CGRect?)? {
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            if let lazy = node as? LazyStackNode, let index = lazy.rowIndex(ofID: id) {
                return (lazy, { lazy.frameOfRow(at: index) })
            }
            if let list = node as? ViewListNode, let item = list.items.first(where: { $0.id == .explicit(id) }) {
                let element = item.node
                return (element, { Self.extent(of: element) })
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// The frame a node's views cover (a list element may stand for several).
    private static func extent(of node: ViewNode) -> CGRect? {
        var items: [ViewNode] = []
        node.collectLayoutItems(into: &items)
        guard let first = items.first else { return nil }
        return items.dropFirst().reduce(first.frame) { $0.union($1.frame) }
    }

    /// The content offset that shows `frame` (absolute, as laid out: unscrolled) in the scroll view: aligned by
    /// `anchor`, or, without one, the least scroll that shows it wholly.
    private static func offset(showing frame: CGRect, in scroll: ScrollViewNode, anchor: UnitPoint?) -> CGPoint {
        let viewport = scroll.frame
        func axis(_ start: CGFloat, _ length: CGFloat, _ viewStart: CGFloat, _ viewLength: CGFloat, _ current: CGFloat, _ unit: CGFloat?) -> CGFloat {
            let contentStart = start - viewStart
            if let unit { return contentStart + unit * length - unit * viewLength }
            if contentStart < current { return contentStart }
            if contentStart + length > current + viewLength { return min(contentStart, contentStart + length - viewLength) }
            return current
        }
        let current = scroll.contentOffset
        let x = scroll.axes.contains(.horizontal)
            ? axis(frame.minX, frame.width, viewport.minX, viewport.width, current.x, anchor?.x) : current.x
        let y = scroll.axes.contains(.vertical)
            ? axis(frame.minY, frame.height, viewport.minY, viewport.height, current.y, anchor?.y) : current.y
        return CGPoint(x: x, y: y)
    }
}
