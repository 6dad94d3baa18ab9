import Foundation

/// Shows the help text of the region under the pointer in a tooltip once the pointer rests there for
/// `delay` seconds of the graph's clock, below the pointer. A move before then starts the wait again; leaving
/// the region or the window takes the tooltip away, and a press, a key or a scroll dismisses it until the
/// pointer leaves that region. Only a pending tooltip keeps a timer, so an idle window sleeps.
@MainActor final class TooltipPresenter {
    /// How long the pointer rests before a tooltip shows, as on macOS and GTK.
    static let delay: TimeInterval = 0.7

    private unowned let graph: ViewGraph
    /// The help region under the pointer.
    private weak var region: HelpNode?
    /// The region whose tooltip a press, key or scroll dismissed.
    private weak var dismissedRegion: HelpNode?
    private var timer: AnimationClock.ScheduledTimer?
    private var location: CGPoint = .zero
    /// The text shown now, nil while no tooltip shows, and the pointer location it came up below.
    private(set) var shownText: Text?
    private var shownAt: CGPoint = .zero

    init(graph: ViewGraph) { self.graph = graph }

    /// Whether a tooltip waits for its time (tests and hosts read it).
    var isPending: Bool { timer != nil }

    /// The pointer is over `region` (nil: none) at a window point; returns whether a tooltip came or went.
    func update(region newRegion: HelpNode?, at point: CGPoint, pointerMoved: Bool) -> Bool {
        var changed = false
        if newRegion !== region {
            changed = hide()
            cancelTimer()
            region = newRegion
            if dismissedRegion !== newRegion { dismissedRegion = nil }
        }
        location = point
        guard let region, dismissedRegion == nil, let text = region.modifier?.text else { return changed }
        if let shownText {
            // A tooltip that shows stays where it came up; a new help text replaces its words.
            if shownText != text { show(text, at: shownAt); return true }
            return changed
        }
        if pointerMoved || timer == nil { restartTimer() }
        return changed
    }

    /// A press, a key or a scroll: the tooltip goes and stays away until the pointer leaves its region.
    func dismiss() {
        cancelTimer()
        hide()
        if region != nil { dismissedRegion = region }
    }

    /// The pointer left the window.
    func pointerLeft() {
        cancelTimer()
        hide()
        region = nil
        dismissedRegion = nil
    }

    private func restartTimer() {
        cancelTimer()
        timer = graph.clock.schedule(after: Self.delay) { [weak self] in self?.timerFired() }
    }

    private func cancelTimer() {
        timer?.cancel()
        timer = nil
    }

    private func timerFired() {
        timer = nil
        guard let region, region.isAttached, let text = region.modifier?.text else { return }
        show(text, at: location)
    }

    private func show(_ text: Text, at point: CGPoint) {
        shownText = text
        shownAt = point
        let view = TooltipView(text: text, pointer: point)
        graph.rootOverlays.present(RootOverlays.Entry(id: ObjectIdentifier(self), view: AnyView(view), isModal: false))
    }

    /// Takes the tooltip away; returns whether one showed.
    @discardableResult
    private func hide() -> Bool {
        guard shownText != nil else { return false }
        shownText = nil
        graph.rootOverlays.dismiss(ObjectIdentifier(self))
        return true
    }
}
