import Foundation

extension ViewNode {
    /// The node's layout frame as drawn: mapped through the render transforms (offset, scale, rotation...)
    /// of its ancestors, and of the modifiers directly inside it that cover the same frame.
    func renderedFrame() -> CGRect {
        frame.applyingProjection(windowProjection())
    }
}

extension CGRect {
    /// The bounding box of the rect's corners mapped through a projection.
    func applyingProjection(_ m: ProjectionTransform) -> CGRect {
        guard !m.isIdentity else { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(m) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}

extension ViewGraph {
    /// The absolute frame of the first view (in tree order) marked `accessibilityIdentifier(identifier)`,
    /// with the render transforms of its ancestors applied; nil when no such view is in the tree.
    @_spi(Backend) public func frame(ofIdentifier identifier: String) -> CGRect? {
        node(withIdentifier: identifier)?.renderedFrame()
    }

    /// The node marked with an accessibility identifier, searched depth first without recursion.
    func node(withIdentifier identifier: String) -> ViewNode? {
        var stack: [ViewNode] = [root]
        while let n = stack.popLast() {
            if let a = n as? AccessibilityIdentifierNode, a.identifier == identifier { return a }
            stack.append(contentsOf: n.children.reversed())
        }
        return nil
    }
}
