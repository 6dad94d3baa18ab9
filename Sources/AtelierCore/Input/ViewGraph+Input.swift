import Foundation

extension ViewGraph {
    /// The graph's gesture engine.
    var gestureEngine: GestureEngine { service(GestureEngine.self) { GestureEngine(graph: self) } }

    /// The pointer on the graph's overlay scroll bars.
    var scrollBarInteraction: ScrollBarInteraction { service(ScrollBarInteraction.self) { ScrollBarInteraction(graph: self) } }

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
        defer { closeUndoGroupOfEvent() }
        guard acceptsPoint(point, "pointerDown(at:)") else { return }
        pointerTracker.press(at: point)
        // A press on a scroll bar that shows is the bar's, not the views' under it.
        flush(through: .layout)
        if scrollBarInteraction.pointerDown(at: point) { return }
        focusOnPress(at: point)
        gestureEngine.pointerDown(at: point)
    }

    /// Delivers a pointer move to a window point (a hover when the pointer is not down).
    @_spi(Backend) public func pointerMove(to point: CGPoint) {
        guard acceptsPoint(point, "pointerMove(to:)") else { return }
        if pointerTracker.isPressed { pointerTracker.drag(to: point) } else { pointerTracker.move(to: point) }
        if scrollBarInteraction.isPressing { return scrollBarInteraction.pointerMoved(pressedTo: point) }
        if !gestureEngine.isPointerDown { scrollBarInteraction.pointerMoved(to: point) }
        gestureEngine.pointerMove(to: point)
        // A drag, once lifted, follows the pointer itself: its source may leave the tree on the way.
        dragAndDrop.move(to: point)
    }

    /// Delivers the pointer's release where it last was.
    @_spi(Backend) public func pointerUp() {
        defer { closeUndoGroupOfEvent() }
        if scrollBarInteraction.isPressing { return scrollBarInteraction.pointerUp() }
        gestureEngine.pointerUp()
        pointerTracker.release()
        dragAndDrop.drop()
    }

    /// Cancels the interaction in progress: every recognizer stops without callbacks, gesture states reset.
    @_spi(Backend) public func pointerCancel() {
        defer { closeUndoGroupOfEvent() }
        scrollBarInteraction.pointerUp()
        gestureEngine.pointerCancel()
        pointerTracker.release()
        dragAndDrop.cancel()
    }

    /// Scrolls the innermost scroll view under a window point that takes the scroll by `delta` (positive
    /// values reveal content further down and to the trailing side): one that scrolls along the delta's main
    /// axis and is enabled (`scrollDisabled`, a content that fits with `.basedOnSize` hand it outwards). With
    /// Shift, a vertical delta scrolls horizontally, as on every desktop. Returns whether a scroll view took it.
    @_spi(Backend) @discardableResult
    public func scrollWheel(by delta: CGSize, at point: CGPoint, modifiers: EventModifiers = []) -> Bool {
        guard acceptsPoint(point, "scrollWheel(by:at:)") else { return false }
        guard delta.width.isFinite, delta.height.isFinite else {
            Diagnostics.warn("scrollWheel(by:at:) was given a non-finite delta \(delta); the event is ignored",
                             key: "scroll-non-finite")
            return false
        }
        pointerTracker.tooltips.dismiss()
        var delta = delta
        if modifiers.contains(.shift), delta.width == 0 { delta = CGSize(width: delta.height, height: 0) }
        // A delta beyond any content (a broken device, a program) moves at most this far: the ends clamp anyway.
        let limit: CGFloat = 1_000_000
        delta = CGSize(width: min(max(delta.width, -limit), limit), height: min(max(delta.height, -limit), limit))
        guard delta != .zero else { return false }
        flush(through: .layout)
        sampleAnimatedFrames()
        let axis: Axis = abs(delta.height) >= abs(delta.width) ? .vertical : .horizontal
        for (scroll, _) in HitTesting.scrollViews(in: root, at: point) where scroll.takesUserScroll(along: axis) {
            scroll.userScroll(by: delta)
            return true
        }
        return false
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
