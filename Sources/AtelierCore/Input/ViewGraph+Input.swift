import Foundation

extension ViewGraph {
    /// The graph's gesture engine.
    var gestureEngine: GestureEngine { service(GestureEngine.self) { GestureEngine(graph: self) } }

    /// Whether a window point can be delivered; a non-finite one is ignored with a warning.
    private func acceptsPoint(_ point: CGPoint, _ what: String) -> Bool {
        guard point.x.isFinite, point.y.isFinite else {
            Diagnostics.warn("\(what) was given a non-finite point \(point); the event is ignored", key: "pointer-non-finite")
            return false
        }
        return true
    }

    /// Delivers a pointer press at a window point. Gesture callbacks run before it returns; the host
    /// brings the tree up to date afterwards.
    @_spi(Backend) public func pointerDown(at point: CGPoint) {
        guard acceptsPoint(point, "pointerDown(at:)") else { return }
        pointerTracker.press(at: point)
        gestureEngine.pointerDown(at: point)
    }

    /// Delivers a pointer move to a window point (a hover when the pointer is not down).
    @_spi(Backend) public func pointerMove(to point: CGPoint) {
        guard acceptsPoint(point, "pointerMove(to:)") else { return }
        if pointerTracker.isPressed { pointerTracker.drag(to: point) } else { pointerTracker.move(to: point) }
        gestureEngine.pointerMove(to: point)
        // A drag, once lifted, follows the pointer itself: its source may leave the tree on the way.
        dragAndDrop.move(to: point)
    }

    /// Delivers the pointer's release where it last was.
    @_spi(Backend) public func pointerUp() {
        gestureEngine.pointerUp()
        pointerTracker.release()
        dragAndDrop.drop()
    }

    /// Cancels the interaction in progress: every recognizer stops without callbacks, gesture states reset.
    @_spi(Backend) public func pointerCancel() {
        gestureEngine.pointerCancel()
        pointerTracker.release()
        dragAndDrop.cancel()
    }

    /// Scrolls the innermost scroll view under a window point by `delta` (positive values reveal content
    /// further down and to the trailing side); returns whether a scroll view took it.
    @_spi(Backend) @discardableResult
    public func scrollWheel(by delta: CGSize, at point: CGPoint) -> Bool {
        guard acceptsPoint(point, "scrollWheel(by:at:)") else { return false }
        guard delta.width.isFinite, delta.height.isFinite else {
            Diagnostics.warn("scrollWheel(by:at:) was given a non-finite delta \(delta); the event is ignored",
                             key: "scroll-non-finite")
            return false
        }
        pointerTracker.tooltips.dismiss()
        flush(through: .layout)
        sampleAnimatedFrames()
        guard let scroll = HitTesting.scrollView(in: root, at: point) else { return false }
        scroll.scroll(by: delta)
        return true
    }

    /// The view hit at a window point, for tests and hosts: nil when nothing is there.
    func hitTest(_ point: CGPoint) -> ViewNode? {
        flush(through: .layout)
        sampleAnimatedFrames()
        return HitTesting.hit(root, at: point)
    }

    /// Brings animated frames to the current time, so that hit testing sees what is drawn.
    func sampleAnimatedFrames() {
        for node in nodesWithAnimationsInFlight {
            node.sampleAnimations()
            node.hitGeometryDidChange()
        }
    }
}
