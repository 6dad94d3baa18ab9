import Foundation

/// A value on its way to a target: the current run of an animation (start time, initial displacement and
/// velocity), sampled as target + a(t)·x0 + b(t)·v0.
final class AnimatedValue<V: VectorArithmetic> {
    /// Where the value is going (or is).
    private(set) var target: V
    private var run: Run?

    private struct Run {
        var start: Double
        var x0: V
        var v0: V
        var animation: Animation
    }

    /// A value at rest at `value`.
    init(_ value: V) { target = value }

    /// Moves the target. With no animation the value jumps; with one, a run in flight is retargeted from
    /// the presented value, keeping its velocity for a spring (a timing curve starts from rest).
    func set(_ newTarget: V, animation: Animation?, at now: Double) {
        guard let animation else {
            target = newTarget
            run = nil
            return
        }
        let presented = value(at: now)
        let velocity = velocity(at: now)
        target = newTarget
        let x0 = presented - newTarget
        let v0: V
        if case .spring = animation.curve { v0 = velocity } else { v0 = .zero }
        if x0 == .zero && v0 == .zero {
            run = nil
            return
        }
        run = Run(start: now, x0: x0, v0: v0, animation: animation)
        if animation.isFinished(at: 0) { run = nil }
    }

    /// The presented value at `now` (the target once the run has finished).
    func value(at now: Double) -> V {
        guard let run = liveRun(at: now) else { return target }
        let s = run.animation.sample(at: now - run.start)
        return target + run.x0.scaled(by: s.a) + run.v0.scaled(by: s.b)
    }

    /// The velocity at `now`, in units per second (zero at rest).
    func velocity(at now: Double) -> V {
        guard let run = liveRun(at: now) else { return .zero }
        let s = run.animation.sample(at: now - run.start)
        return run.x0.scaled(by: s.da) + run.v0.scaled(by: s.db)
    }

    /// Whether a run is in flight at `now`; a finished run is dropped and the value snaps to the target.
    func isAnimating(at now: Double) -> Bool { liveRun(at: now) != nil }

    /// The current run, dropped once it has finished.
    private func liveRun(at now: Double) -> Run? {
        guard let current = run else { return nil }
        if current.animation.isFinished(at: now - current.start) {
            run = nil
            return nil
        }
        return current
    }
}
