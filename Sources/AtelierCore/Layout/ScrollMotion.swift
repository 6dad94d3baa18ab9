import Foundation

/// What a scroll view keeps of a scroll in progress: the user's (its start and direction, and the timer that
/// settles it once it ends) and an animated one towards a target (settling, a paging click).
@MainActor final class ScrollMotion {
    /// Where the user's scroll began, while one goes on.
    var gestureStart: CGPoint?
    /// The direction and speed of the latest user scroll, in points a second.
    var velocity = CGVector.zero
    /// When the user last scrolled.
    var lastUserScroll: TimeInterval = -.infinity
    /// The timer that settles the user's scroll once it ends.
    var settleTimer: AnimationClock.ScheduledTimer?
    /// The animated scroll: from, to, when it started and how long it takes.
    var animation: (from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval)?
    /// The timer of the animation's next step.
    var stepTimer: AnimationClock.ScheduledTimer?

    /// Stops the animation where it is.
    func stopAnimation() {
        stepTimer?.cancel()
        stepTimer = nil
        animation = nil
    }

    /// Stops everything (the scroll view left).
    func cancel() {
        stopAnimation()
        settleTimer?.cancel()
        settleTimer = nil
    }
}
