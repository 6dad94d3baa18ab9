import Foundation

extension ViewNode {
    /// The projection from this node's absolute layout coordinates to the window, as drawn: the render
    /// transforms of its ancestors and, with `inner`, of the modifiers directly inside it that cover the
    /// same frame (the same composition `renderedFrame()` uses).
    func windowProjection(inner includesInner: Bool = true) -> ProjectionTransform {
        var projections: [ProjectionTransform] = []
        var inner: [ProjectionTransform] = []
        var node: ViewNode = self
        while includesInner, node.children.count == 1, let next = node.children.first, next.frame == frame {
            inner.append(next.renderProjection)
            node = next
        }
        projections.append(contentsOf: inner.reversed())
        var ancestor: ViewNode? = self
        while let a = ancestor {
            projections.append(a.renderProjection)
            ancestor = a.parent
        }
        // Transforms finite one by one can multiply past the largest number (two scaleEffect(1e200)): the
        // step that would overflow is left out, so a frame stays a rectangle somewhere.
        var result = ProjectionTransform()
        for projection in projections {
            let next = result.concatenating(projection)
            guard next.hasOnlyFiniteEntries else {
                Diagnostics.warn("nested render effects multiply past the largest number; the outer ones are left out",
                                 key: "projection-overflow")
                continue
            }
            result = next
        }
        return result
    }

    /// A window point in this node's absolute layout coordinates (render transforms undone); nil when
    /// the transforms collapse the view (a singular projection).
    func absolutePoint(fromWindow point: CGPoint, inner: Bool = true) -> CGPoint? {
        let m = windowProjection(inner: inner)
        if m.isIdentity { return point }
        var inverse = m
        guard inverse.invert() else { return nil }
        let p = point.applying(inverse)
        return p.x.isFinite && p.y.isFinite ? p : nil
    }

    /// A window point in this view's local coordinates (origin at its top-leading corner), as drawn, or
    /// without `inner`, before the effects inside the view (an offset the view's gesture moves).
    func localPoint(fromWindow point: CGPoint, inner: Bool = true) -> CGPoint? {
        absolutePoint(fromWindow: point, inner: inner).map { CGPoint(x: $0.x - frame.minX, y: $0.y - frame.minY) }
    }

    /// Whether a window point lies within this view's bounds, as drawn.
    func boundsContain(windowPoint point: CGPoint) -> Bool {
        guard let p = localPoint(fromWindow: point) else { return false }
        return p.x >= 0 && p.y >= 0 && p.x <= frame.width && p.y <= frame.height
    }

    /// A window point expressed in a coordinate space, seen from this view: local, global (the window),
    /// or relative to the named ancestor's drawn origin (the window point when no ancestor has the name).
    /// The local space is the view's as its parent places and draws it: effects applied inside the view
    /// move its content, not the space (`.offset(x: drag).gesture(...)` reads a steady translation).
    func point(fromWindow point: CGPoint, in space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global:
            return point
        case .local:
            return localPoint(fromWindow: point, inner: false) ?? point
        case .named(let name):
            var a = parent
            while let node = a {
                let matches = (node as? CoordinateSpaceNode)?.name == name
                    || (node is ScrollViewNode && name == AnyHashable(ScrollViewCoordinateSpaceName()))
                if matches {
                    let origin = node.renderedFrame().origin
                    return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
                }
                a = node.parent
            }
            Diagnostics.warn("no coordinate space named \(name) encloses the gesture's view; the global space is used",
                             key: "gesture-coordinate-space-\(name)")
            return point
        }
    }
}
