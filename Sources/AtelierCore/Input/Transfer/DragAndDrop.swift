import Foundation
@_spi(Backend) import CoreTransferable

/// The drags of one graph: a drag started by a `draggable` view, its preview over the window, the drop
/// target under the pointer, the drop or its cancellation; and drops from the desktop (files, text).
@MainActor final class DragAndDrop {
    unowned(unsafe) private let graph: ViewGraph
    private(set) var session: DragSession?

    init(graph: ViewGraph) { self.graph = graph }

    /// Starts a drag at a window point, carrying `offers`, with its preview grabbed at `grabOffset`.
    func begin(offers: [TransferOffer], preview: AnyView, grabOffset: CGSize, at location: CGPoint) {
        if session != nil { cancel() }
        let session = DragSession(offers: offers, preview: preview, grabOffset: grabOffset, location: location)
        self.session = session
        showPreview(of: session)
        retarget(session)
    }

    /// The pointer moved during the drag.
    func move(to location: CGPoint) {
        guard let session, location.x.isFinite, location.y.isFinite else { return }
        session.location = location
        showPreview(of: session)
        retarget(session)
    }

    /// The pointer went up: the target under it takes the drop, if any; returns whether one did.
    @discardableResult
    func drop() -> Bool {
        guard let session else { return false }
        end(session)
        guard let target = session.target, target.isAttached else { return false }
        target.dropTargetingChanged(false, offers: session.offers, at: session.location)
        return target.performDrop(of: session.offers, at: local(session.location, in: target))
    }

    /// Ends the drag without a drop (Escape, the pointer taken away); returns whether a drag was in progress.
    @discardableResult
    func cancel() -> Bool {
        guard let session else { return false }
        end(session)
        if let target = session.target, target.isAttached { target.dropTargetingChanged(false, offers: session.offers, at: session.location) }
        return true
    }

    /// A drop from outside the window (files or text from the desktop) at a window point; returns whether a
    /// target took it.
    func dropFromOutside(_ offers: [TransferOffer], at location: CGPoint) -> Bool {
        guard !offers.isEmpty, let target = target(at: location, for: offers) else { return false }
        let point = local(location, in: target)
        target.dropTargetingChanged(true, offers: offers, at: point)
        target.dropTargetingChanged(false, offers: offers, at: point)
        return target.performDrop(of: offers, at: point)
    }

    private func end(_ session: DragSession) {
        self.session = nil
        graph.rootOverlays.dismiss(ObjectIdentifier(session))
        graph.requestFrame()
    }

    private func showPreview(of session: DragSession) {
        let origin = CGPoint(x: session.location.x - session.grabOffset.width, y: session.location.y - session.grabOffset.height)
        graph.rootOverlays.present(RootOverlays.Entry(id: ObjectIdentifier(session),
                                                      view: AnyView(DragPreviewLayer(preview: session.preview, origin: origin)),
                                                      isModal: false))
        graph.requestFrame()
    }

    /// Finds the target under the pointer and tells the old and new ones.
    private func retarget(_ session: DragSession) {
        let next = target(at: session.location, for: session.offers)
        if let old = session.target, old !== next, old.isAttached {
            old.dropTargetingChanged(false, offers: session.offers, at: local(session.location, in: old))
        }
        if let next {
            let point = local(session.location, in: next)
            if session.target !== next { next.dropTargetingChanged(true, offers: session.offers, at: point) }
            next.dropMoved(offers: session.offers, to: point)
        }
        session.target = next
    }

    /// The nearest drop target around the view under a window point that takes the offers.
    private func target(at location: CGPoint, for offers: [TransferOffer]) -> (any DropTargetNode)? {
        guard location.x.isFinite, location.y.isFinite else { return nil }
        var node = graph.hitTest(location)
        while let current = node {
            if let target = current as? any DropTargetNode, target.acceptsDrop(of: offers) { return target }
            node = current.parent
        }
        return nil
    }

    private func local(_ point: CGPoint, in node: ViewNode) -> CGPoint {
        node.localPoint(fromWindow: point) ?? point
    }
}

/// A drag's preview over the window: never hit, so the targets under it are found.
struct DragPreviewLayer: View {
    let preview: AnyView
    let origin: CGPoint

    var body: some View {
        preview
            .fixedSize()
            .opacity(0.8)
            .offset(x: origin.x, y: origin.y)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .allowsHitTesting(false)
    }
}

extension ViewGraph {
    /// The graph's drags and drops.
    var dragAndDrop: DragAndDrop { service(DragAndDrop.self) { DragAndDrop(graph: self) } }

    /// Files or text dropped onto the window from the desktop, at a window point: the drop target there takes
    /// them. Returns whether one did.
    @_spi(Backend) @discardableResult
    public func dropFromOutside(_ offers: [TransferOffer], at point: CGPoint) -> Bool {
        flush(through: .layout)
        let taken = dragAndDrop.dropFromOutside(offers, at: point)
        requestFrame()
        return taken
    }

    /// Whether a drag is in progress in the window (its preview follows the pointer).
    @_spi(Backend) public var isDragging: Bool { dragAndDrop.session != nil }
}
