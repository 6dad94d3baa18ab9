import Atelier

/// Work that arrives after the screen appears, with no input to wake the window: a task that sleeps,
/// a hand-off from a background queue to the main queue, and a one-shot Foundation timer.
struct LaterWorkScreen: View {
    @State private var taskFinished = false
    @State private var handedOff = false
    @State private var timerFired = false

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            TitledSample("Each row turns green when its work arrives") {
                VStack(alignment: .leading, spacing: 10) {
                    row("A .task that sleeps 0.4 s", done: taskFinished)
                    row("A background queue hands off to main", done: handedOff)
                    row("A Timer fires once after 0.6 s", done: timerFired)
                }
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
            await withCheckedContinuation { (fired: CheckedContinuation<Void, Never>) in
                Timer.scheduledTimer(withTimeInterval: 0.6, repeats: false) { _ in fired.resume() }
            }
            timerFired = true
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
