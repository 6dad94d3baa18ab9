import Foundation

extension TextInputNode {
    /// Typing or clicking shows the caret and restarts its blinking.
    func noteActivity() {
        lastActivity = graph.time
        caretOn = true
        scheduleBlink()
    }

    private func scheduleBlink() {
        blinkTimer?.cancel()
        guard isFocused, isAttached else { return }
        blinkTimer = graph.clock.schedule(after: Self.blinkInterval) { [weak self] in
            guard let self, self.isAttached, self.isFocused else { return }
            if self.graph.time - self.lastActivity >= Self.blinkDuration {
                // Idle: the caret stays on and nothing more is scheduled.
                self.blinkTimer = nil
                if !self.caretOn { self.caretOn = true; self.syncParts(repaint: false); self.graph.requestFrame() }
                return
            }
            self.caretOn.toggle()
            self.syncParts(repaint: false)
            self.graph.requestFrame()
            self.scheduleBlink()
        }
    }
}
