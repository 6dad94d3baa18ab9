import Foundation

extension ScrollViewNode {
    /// How long after the last wheel event a scroll counts as ended (a touchpad sends events every few ms).
    static let scrollEndDelay: TimeInterval = 0.15
    /// How long an animated scroll takes (settling, a paging click).
    static let animatedScrollDuration: TimeInterval = 0.25

    /// Whether user input (the wheel, a bar) may scroll along `axis`: enabled, scrollable there, and either
    /// longer than the view or bouncing whatever the size.
    func takesUserScroll(along axis: Axis) -> Bool {
        guard environment.isScrollEnabled else { return false }
        let set: Axis.Set = axis == .vertical ? .vertical : .horizontal
        guard axes.contains(set) else { return false }
        if overflowingAxes.contains(set) { return true }
        let bounce = axis == .vertical ? environment.verticalScrollBounceBehavior : environment.horizontalScrollBounceBehavior
        return bounce != .basedOnSize
    }

    /// A scroll by the user: moves the content, shows the bars, tells the position binding, and (with a target
    /// behaviour) settles where it says once the scroll has ended, `endsAfter` seconds without another.
    func userScroll(by delta: CGSize, endsAfter delay: TimeInterval? = ScrollViewNode.scrollEndDelay) {
        let motion = self.motion ?? ScrollMotion()
        self.motion = motion
        motion.stopAnimation()
        let now = graph.time
        // The first event of a scroll has no interval before it: taken as one frame's.
        let dt = motion.gestureStart == nil ? 1.0 / 60 : max(now - motion.lastUserScroll, 1.0 / 120)
        if motion.gestureStart == nil { motion.gestureStart = contentOffset }
        motion.velocity = CGVector(dx: delta.width / dt, dy: delta.height / dt)
        motion.lastUserScroll = now
        scroll(by: delta)
        observation?.userDidScroll()
        flashScrollBars()
        if let delay { scheduleSettle(after: delay) } else { motion.gestureStart = nil }
    }

    /// The user's scroll ended (a thumb released): settles now.
    func userScrollDidEnd() {
        motion?.settleTimer?.cancel()
        motion?.settleTimer = nil
        settle()
    }

    private func scheduleSettle(after delay: TimeInterval) {
        guard let motion, configuration.targetBehavior != nil else {
            motion?.gestureStart = nil
            return
        }
        guard motion.settleTimer == nil else { return }
        motion.settleTimer = graph.clock.schedule(after: delay) { [weak self] in
            guard let self, let motion = self.motion else { return }
            motion.settleTimer = nil
            guard self.isAttached else { return }
            // Another scroll came meanwhile: wait for its end.
            let wait = motion.lastUserScroll + Self.scrollEndDelay - self.graph.time
            if wait > 0.001 { return self.scheduleSettle(after: wait) }
            self.settle()
        }
    }

    /// Moves to where the target behaviour settles the scroll that just ended, animated.
    private func settle() {
        guard let motion else { return }
        let start = motion.gestureStart ?? contentOffset
        motion.gestureStart = nil
        guard let behavior = configuration.targetBehavior else { return }
        let size = frame.size
        var target = ScrollTarget(rect: CGRect(origin: contentOffset, size: size))
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: CGRect(origin: start, size: size)), velocity: motion.velocity,
            contentSize: contentSize, containerSize: size, axes: axes, environment: environment,
            targetFrames: targetFramesInContent)
        behavior.updateTarget(&target, context: context)
        motion.velocity = .zero
        animateScroll(to: offset(showing: target))
    }

    /// The target layout's views, in the content's coordinates (the content starts at the view's top-leading corner).
    var targetFramesInContent: [CGRect] {
        guard let layout = targetLayout, layout.isAttached else { return [] }
        return layout.targets.map { $0.frame.offsetBy(dx: -frame.minX, dy: -frame.minY) }
    }

    /// The offset that shows a target: its rectangle at the anchor's point of the view, or from its origin.
    func offset(showing target: ScrollTarget) -> CGPoint {
        let r = target.rect
        guard let anchor = target.anchor else { return r.origin }
        return CGPoint(x: r.minX + anchor.x * r.width - anchor.x * frame.width,
                       y: r.minY + anchor.y * r.height - anchor.y * frame.height)
    }

    /// Scrolls to `offset` (clamped) over a quarter of a second, eased out, in steps on the graph's clock.
    func animateScroll(to offset: CGPoint) {
        let m = maximumContentOffset
        func clamp(_ v: CGFloat, _ hi: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), hi) : 0 }
        let to = CGPoint(x: clamp(offset.x, m.x), y: clamp(offset.y, m.y))
        let motion = self.motion ?? ScrollMotion()
        self.motion = motion
        motion.stopAnimation()
        guard abs(to.x - contentOffset.x) >= 0.5 || abs(to.y - contentOffset.y) >= 0.5 else { return scroll(to: to) }
        motion.animation = (contentOffset, to, graph.time, Self.animatedScrollDuration)
        stepAnimation()
    }

    private func stepAnimation() {
        guard let motion, let a = motion.animation else { return }
        let t = min(1, max(0, (graph.time - a.start) / a.duration))
        // Ease out (cubic): fast at first, settling softly.
        let e = CGFloat(1 - pow(1 - t, 3))
        scroll(to: CGPoint(x: a.from.x + (a.to.x - a.from.x) * e, y: a.from.y + (a.to.y - a.from.y) * e))
        flashScrollBars()
        guard t < 1 else { return motion.stopAnimation() }
        motion.stepTimer = graph.clock.schedule(after: 1.0 / 60) { [weak self] in
            guard let self, self.isAttached else { return }
            self.motion?.stepTimer = nil
            self.stepAnimation()
        }
    }
}
