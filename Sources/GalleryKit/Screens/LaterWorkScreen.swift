import Atelier

/// Work that arrives after the screen appears, with no input to wake the window: a task that sleeps,
/// a hand-off from a background queue to the main queue, one-shot Foundation timers (two of them 10 ms
/// apart, the first slow), and an animation that must be drawn to its very end.
struct LaterWorkScreen: View {
    @State private var taskFinished = false
    @State private var handedOff = false
    @State private var timerFired = false
    @State private var slowTimerFired = false
    @State private var nextTimerFired = false
    @State private var grown = false

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            TitledSample("Each row turns green when its work arrives") {
                VStack(alignment: .leading, spacing: 10) {
                    row("A .task that sleeps 0.4 s", done: taskFinished)
                    row("A background queue hands off to main", done: handedOff)
                    row("A Timer fires once after 0.6 s", done: timerFired)
                    row("Two Timers 10 ms apart, the first slow", done: slowTimerFired && nextTimerFired)
                }
            }
            TitledSample("A bar grows for 0.5 s, linearly, and is drawn at its full width") {
                Color.green
                    .frame(width: grown ? 358 : 0, height: 12)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .task {
            try? await Task.sleep(for: .milliseconds(400))
            taskFinished = true
        }
        .task {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { done.resume() }
            }
            handedOff = true
        }
        .task {
            await Self.timer(after: 0.6, blocking: 0)
            timerFired = true
        }
        .task {
            await Self.timer(after: 0.7, blocking: 0.03)
            slowTimerFired = true
        }
        .task {
            await Self.timer(after: 0.71, blocking: 0)
            nextTimerFired = true
        }
        .task {
            // Late, so that nothing else changes on screen after the animation's last frame.
            try? await Task.sleep(for: .milliseconds(1000))
            withAnimation(.linear(duration: 0.5)) { grown = true }
        }
    }

    /// Waits for a Foundation timer on the main run loop, whose handler takes `blocking` seconds.
    private static func timer(after seconds: TimeInterval, blocking: TimeInterval) async {
        await withCheckedContinuation { (fired: CheckedContinuation<Void, Never>) in
            // The run loop keeps the timer until it fires.
            _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in
                if blocking > 0 { Thread.sleep(forTimeInterval: blocking) }
                fired.resume()
            }
        }
    }

    private func row(_ title: String, done: Bool) -> some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(done ? Color.green : Color.gray.opacity(0.4))
                .frame(width: 28, height: 28)
            Text(title)
            Spacer(minLength: 0)
            Text(done ? "done" : "waiting").foregroundColor(.secondary)
        }
    }
}

#Preview("Tasks, main-queue hand-offs and timers", traits: .fixedLayout(width: 390, height: 260)) {
    LaterWorkScreen()
}
