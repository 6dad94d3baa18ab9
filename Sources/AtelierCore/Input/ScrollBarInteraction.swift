import Foundation

/// The pointer on the overlay scroll bars of one graph: moving over a scroll view shows its bars, over a bar
/// widens it; a press on a thumb drags it (the content follows in proportion), a press in the track beside the
/// thumb scrolls a page towards the press, again and again while held, until the thumb reaches the pointer.
/// A press is the bar's only while the bar shows; otherwise it goes to the views under it.
@MainActor final class ScrollBarInteraction {
    /// How long a press in the track waits before it pages again, and the pace it pages at then.
    static let repeatDelay: TimeInterval = 0.35
    static let repeatInterval: TimeInterval = 0.06

    private weak var graph: ViewGraph?
    /// The bars under the pointer (hovered), if any.
    private weak var hoveredBars: ScrollBarsNode?

    /// A press the bars took: the scroll view, the bar's axis, and for a thumb drag the pointer's last place
    /// along the axis; for a track press, the pointer's place and the timer that pages again.
    private struct Press {
        weak var scroll: ScrollViewNode?
        let axis: Axis
        /// Where the pointer was along the axis at the press, and the content offset then.
        let pressPosition: CGFloat
        let pressOffset: CGPoint
        var lastPosition: CGFloat
        var pagingTowards: Int?
        var repeatTimer: AnimationClock.ScheduledTimer?
    }
    private var press: Press?

    init(graph: ViewGraph) { self.graph = graph }

    /// Whether a press is the bars' (a thumb dragged, a track held).
    var isPressing: Bool { press != nil }

    /// The pointer moved (not pressed) to a window point: the scroll views there show their bars, and the bar
    /// under it widens.
    func pointerMoved(to point: CGPoint) {
        guard let graph else { return }
        let chain = HitTesting.scrollViews(in: graph.root, at: point)
        var hovered: (bars: ScrollBarsNode, axis: Axis)?
        for (scroll, p) in chain {
            guard scroll.takesUserScroll(along: .vertical) || scroll.takesUserScroll(along: .horizontal) else { continue }
            scroll.flashScrollBars()
            if hovered == nil, let bars = scroll.scrollBars, let bar = scroll.scrollBarGeometries.first(where: { $0.strip.contains(p) }) {
                hovered = (bars, bar.axis)
            }
        }
        if let previous = hoveredBars, previous !== hovered?.bars { previous.setHovered(nil) }
        hoveredBars = hovered?.bars
        hovered?.bars.setHovered(hovered?.axis)
    }

    /// A press at a window point: the bars' when it falls in the strip of a bar that shows; returns whether.
    func pointerDown(at point: CGPoint) -> Bool {
        guard let graph else { return false }
        endPress()
        for (scroll, p) in HitTesting.scrollViews(in: graph.root, at: point) {
            guard let bars = scroll.scrollBars, bars.isShown,
                  let bar = scroll.scrollBarGeometries.first(where: { $0.strip.contains(p) }),
                  scroll.takesUserScroll(along: bar.axis) else { continue }
            let along = bar.axis == .vertical ? p.y : p.x
            let side = bar.side(of: p)
            press = Press(scroll: scroll, axis: bar.axis, pressPosition: along, pressOffset: scroll.contentOffset,
                          lastPosition: along, pagingTowards: side == 0 ? nil : side)
            if side == 0 {
                bars.setDragged(bar.axis)
            } else {
                page(scroll, axis: bar.axis, towards: side)
                scheduleRepeat(after: Self.repeatDelay)
            }
            return true
        }
        return false
    }

    /// The pressed pointer moved: a dragged thumb follows it, the content in proportion (from where both were
    /// at the press, so that the thumb stays under the pointer past the ends); a held track press keeps paging
    /// towards where the pointer now is.
    func pointerMoved(pressedTo point: CGPoint) {
        guard let current = press, let scroll = current.scroll, scroll.isAttached else { return endPress() }
        let p = scroll.absolutePoint(fromWindow: point) ?? point
        let along = current.axis == .vertical ? p.y : p.x
        press?.lastPosition = along
        guard current.pagingTowards == nil,
              let bar = scroll.scrollBarGeometries.first(where: { $0.axis == current.axis }) else { return }
        let distance = bar.contentDistance(forThumbDistance: along - current.pressPosition)
        guard distance.isFinite else { return }
        let start = current.pressOffset, offset = scroll.contentOffset
        let delta = current.axis == .vertical ? CGSize(width: 0, height: start.y + distance - offset.y)
                                              : CGSize(width: start.x + distance - offset.x, height: 0)
        guard delta != .zero else { return }
        scroll.userScroll(by: delta, endsAfter: nil)
    }

    /// The pointer was released (or the press cancelled): a drag ends, and the scroll settles.
    func pointerUp() {
        guard let current = press else { return }
        endPress()
        if current.pagingTowards == nil, let scroll = current.scroll, scroll.isAttached { scroll.userScrollDidEnd() }
    }

    private func endPress() {
        guard let current = press else { return }
        press = nil
        current.repeatTimer?.cancel()
        current.scroll?.scrollBars?.setDragged(nil)
    }

    /// Scrolls a page (nine tenths of the view, as GTK) towards `side`, animated.
    private func page(_ scroll: ScrollViewNode, axis: Axis, towards side: Int) {
        let length = axis == .vertical ? scroll.frame.height : scroll.frame.width
        let step = CGFloat(side) * length * 0.9
        let current = scroll.motion?.animation?.to ?? scroll.contentOffset
        let target = axis == .vertical ? CGPoint(x: current.x, y: current.y + step) : CGPoint(x: current.x + step, y: current.y)
        scroll.animateScroll(to: target)
        scroll.observation?.userDidScroll()
    }

    /// Pages again while the track is held and the thumb has not reached the pointer.
    private func scheduleRepeat(after delay: TimeInterval) {
        guard let graph else { return }
        press?.repeatTimer = graph.clock.schedule(after: delay) { [weak self] in
            guard let self, let current = self.press, let side = current.pagingTowards,
                  let scroll = current.scroll, scroll.isAttached,
                  let bar = scroll.scrollBarGeometries(at: scroll.motion?.animation?.to ?? scroll.contentOffset)
                      .first(where: { $0.axis == current.axis }) else { return }
            let point = current.axis == .vertical ? CGPoint(x: bar.strip.midX, y: current.lastPosition)
                                                  : CGPoint(x: current.lastPosition, y: bar.strip.midY)
            // The thumb has reached (or passed) the pointer: the press stops paging.
            guard bar.side(of: point) == side else { return }
            self.page(scroll, axis: current.axis, towards: side)
            self.scheduleRepeat(after: Self.repeatInterval)
        }
    }
}
