import Foundation

/// A scroll view's overlay scroll bars, with a drawing of their own (so that showing, moving and fading them
/// repaints only their strips): they show while the view scrolls or the pointer moves over it, stay while the
/// pointer is over a bar or drags its thumb, and fade a second after the last of these. They animate only
/// while fading, so that an idle window asks for no frames.
@MainActor final class ScrollBarsNode: ViewNode, DrawingPartNode, AnimatingNode {
    /// How long the bars stay after the last scroll or motion, and how long they take to fade.
    static let holdDuration: TimeInterval = 1.0
    static let fadeDuration: TimeInterval = 0.3

    /// The time the fade starts, unless something holds the bars.
    private(set) var fadeStart: TimeInterval = -.infinity
    /// The bar under the pointer (drawn wide), and the bar whose thumb is dragged.
    private(set) var hoveredAxis: Axis?
    private(set) var draggedAxis: Axis?
    /// The timer that starts the fade, while one waits.
    private var fadeTimer: AnimationClock.ScheduledTimer?

    /// The scroll view the bars belong to.
    var scrollView: ScrollViewNode? { isAttached ? parent as? ScrollViewNode : nil }

    /// Whether something keeps the bars shown whatever the time.
    private var isHeld: Bool { hoveredAxis != nil || draggedAxis != nil }

    /// How opaque the bars are at a time: whole until the fade starts, nothing once it has ended.
    func opacity(at time: TimeInterval) -> CGFloat {
        if isHeld || time <= fadeStart { return 1 }
        let f = (time - fadeStart) / Self.fadeDuration
        return f >= 1 || !f.isFinite ? 0 : CGFloat(1 - f)
    }

    /// Whether the bars show now (a press in a bar's strip is the bar's only then).
    var isShown: Bool { opacity(at: graph.time) > 0 }

    /// Shows the bars whole, for another second from now.
    func flash() {
        let wasShown = isShown
        fadeStart = graph.time + Self.holdDuration
        if !wasShown || graph.animatingNodes[ObjectIdentifier(self)] != nil { setNeedsDisplay() }
        scheduleFade()
        graph.requestFrame()
    }

    /// The thumb moved or the content's size changed: drawn again where the bars show.
    func geometryDidChange() {
        if isShown { setNeedsDisplay() }
    }

    /// The pointer is over the bar along `axis`, or over none.
    func setHovered(_ axis: Axis?) {
        guard axis != hoveredAxis else { return }
        hoveredAxis = axis
        flash()
        setNeedsDisplay()
    }

    /// The thumb along `axis` is dragged, or no longer.
    func setDragged(_ axis: Axis?) {
        guard axis != draggedAxis else { return }
        draggedAxis = axis
        flash()
        setNeedsDisplay()
    }

    /// One timer waits for the fade; a later flash moves the fade, and the timer, when it fires, waits again.
    private func scheduleFade() {
        guard fadeTimer == nil else { return }
        fadeTimer = graph.clock.schedule(after: fadeStart - graph.time) { [weak self] in
            guard let self else { return }
            self.fadeTimer = nil
            guard self.isAttached else { return }
            if self.graph.time < self.fadeStart - 0.001 { return self.scheduleFade() }
            guard !self.isHeld else { return }
            // The fade's frames: drawn at each step until it ends, then the node stops animating.
            self.graph.nodeStartedAnimating(self)
            self.setNeedsDisplay()
            self.graph.requestFrame()
        }
    }

    var ownAnimationsInFlight: Bool {
        let t = graph.time
        return !isHeld && t >= fadeStart && t < fadeStart + Self.fadeDuration
    }
}

extension ScrollBarsNode: TreeDumpDescribing {
    var treeDumpValues: String {
        "opacity: \(TreeDump.number(opacity(at: graph.time)))" + (hoveredAxis.map { ", hovered: \($0)" } ?? "")
            + (draggedAxis.map { ", dragged: \($0)" } ?? "")
    }
}
