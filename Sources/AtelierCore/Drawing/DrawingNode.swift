import Foundation

/// A node kind that draws: a shape, text, an image, an effect, a clip, a list's fades. Every other node
/// draws its children in order. Kinds of lower layers (a scroll view's clip, an offset) conform in
/// extensions here, so that each kind's drawing stays with the kind while Core names no drawing type.
@MainActor protocol DrawingNode: ViewNode {
    /// Appends the node's drawing (its children's through `drawChildren(into:)`), with animated values as
    /// presented at the graph's time.
    func draw(into list: inout DisplayList)
    /// The container that draws this node's children among its own (a list whose elements a `zIndex` orders
    /// among the container's), or nil: a change of the node's drawing then draws the container again.
    var drawingContainer: ViewNode? { get }
}

extension DrawingNode {
    var drawingContainer: ViewNode? { nil }
}

// How drawing is retained. A node that draws, or has several children, keeps its drawing in a
// `RetainedDisplayList` of its own, whose identity lasts as long as the node; its parent's drawing refers
// to that object rather than copying it. A change makes the drawing of the changed node again, in place,
// and nothing else: the parent's list still refers to the same object. Only a change of which nodes draw
// under a node (a child replaced) makes the nearest keeper above it draw again, and only bounds that grow
// are carried up, so that the parts around them are not skipped by mistake.

extension ViewNode {
    /// Whether the node keeps a drawing of its own: it draws, or it has several children to order. A node's
    /// kind does not change, so the answer is asked once and remembered in the node's drawing slot.
    var keepsDrawing: Bool {
        if let slot = retainedDrawing { return slot !== HandsDrawingOn.marker }
        if self is DrawingNode || children.count > 1 { return true }
        retainedDrawing = HandsDrawingOn.marker
        return false
    }

    /// The drawing this node keeps, once made.
    var keptDrawing: RetainedDisplayList? { retainedDrawing as? RetainedDisplayList }

    /// Appends this subtree's drawing: a keeper appends its kept drawing (made again first if it changed);
    /// any other node hands on its child's.
    final func render(into list: inout DisplayList) {
        guard StackGuard.hasRoom() else { StackGuard.warnTooDeep(); return }
        // Layout stops sooner than drawing in a tree too deep for the stack: what it did not place has no frame,
        // and is not drawn either (as the warning says), rather than drawn at the origin.
        if !hasBeenPlaced, takesItsFrameFromLayout { return }
        guard keepsDrawing else {
            // Its frame is drawn by nobody but read by input: it is brought to the present all the same.
            sampleAnimations()
            displayWasMade()
            children.first?.render(into: &list)
            return
        }
        let kept = keptDrawing ?? makeKeptDrawing()
        if needsDisplay || drawnChildrenChanged { _ = redraw(kept) }
        list.append(.retained(kept))
    }

    /// Appends the children's drawing in order (by `zIndex` where a child or an element of a list among them has
    /// one).
    final func drawChildren(into list: inout DisplayList) {
        if let ordered = sizingRole.elementsInDrawingOrder(of: self) { return drawElements(ordered, into: &list) }
        for child in children { child.render(into: &list) }
    }

    /// Appends the elements' drawing in order, each faded by its opacity.
    final func drawElements(_ elements: [ZOrder.DrawnElement], into list: inout DisplayList) {
        for element in elements {
            guard let opacity = element.opacity else { element.node.render(into: &list); continue }
            var inner = DisplayList()
            element.node.render(into: &inner)
            guard !inner.isEmpty, opacity > 0 else { continue }
            list.append(.effect(.opacity(opacity), inner))
        }
    }

    /// Appends the children's drawing moved by a transform (left out when it is the identity).
    final func drawChildren(through transform: CGAffineTransform, into list: inout DisplayList) {
        var inner = DisplayList()
        drawChildren(into: &inner)
        guard !inner.isEmpty else { return }
        if transform.isIdentity { return list.append(contentsOf: inner) }
        list.append(.effect(.transform(transform), inner))
    }

    private func makeKeptDrawing() -> RetainedDisplayList {
        let kept = RetainedDisplayList(DisplayList())
        retainedDrawing = kept
        return kept
    }

    /// Makes this keeper's drawing again, in place; returns whether its bounds grew.
    private func redraw(_ kept: RetainedDisplayList) -> Bool {
        sampleAnimations()
        var own = DisplayList()
        if let drawing = self as? DrawingNode { drawing.draw(into: &own) } else { drawChildren(into: &own) }
        displayWasMade()
        let frame = graph.displayQueue.frameNumber
        let grew = kept.update(own, frame: frame)
        // The keepers around it are where the frame's damage walk has to look.
        var above = nearestKeeperAbove()
        while let keeper = above, let around = keeper.keptDrawing, around.partChangedInFrame != frame {
            around.partChangedInFrame = frame
            above = keeper.nearestKeeperAbove()
        }
        return grew
    }

    /// Brings this node's part of the drawing up to date after a change: its own drawing when it keeps
    /// one, else the drawing of the nearest keeper above it when the nodes drawing under it changed.
    /// Returns the keeper whose bounds grew, if any.
    func refreshDrawing() -> ViewNode? {
        if let container = (self as? DrawingNode)?.drawingContainer {
            // Its elements are drawn among the container's: the container draws them again, faded as they are now.
            sampleAnimations()
            displayWasMade()
            container.drawnChildrenChanged = true
            return container.refreshDrawing()
        }
        if keepsDrawing {
            guard let kept = keptDrawing else { return nil }
            return redraw(kept) ? self : nil
        }
        let childrenChanged = drawnChildrenChanged
        sampleAnimations()
        displayWasMade()
        // A node without a drawing of its own draws nothing by itself: only a new child matters above it.
        guard childrenChanged, let keeper = nearestKeeperAbove() else { return nil }
        return keeper.redraw(keeper.keptDrawing!) ? keeper : nil
    }

    /// The nearest ancestor that keeps a drawing already made.
    func nearestKeeperAbove() -> ViewNode? {
        var node = parent
        while let n = node {
            if n.keepsDrawing, n.keptDrawing != nil { return n }
            node = n.parent
        }
        return nil
    }
}

/// What a node that hands its child's drawing on keeps in its drawing slot: the answer to `keepsDrawing`.
private final class HandsDrawingOn: Sendable {
    static let marker = HandsDrawingOn()
}
