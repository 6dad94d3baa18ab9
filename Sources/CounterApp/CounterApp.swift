// The smallest Atelier app: the README's example. `swift run CounterApp` opens its window; without a
// display, `swift run CounterApp --snapshot counter.png` renders it.
import Atelier

@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup("Counter") {
            CounterView()
        }
        .defaultSize(width: 320, height: 240)
    }
}

/// A count, with buttons that add one (also on Return), add ten (Command-T: Ctrl-T on Linux) and reset
/// it (also on Escape).
struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("\(count)")
                .font(.system(size: 64, weight: .bold))
                .foregroundStyle(count == 0 ? Color.secondary : Color.blue)
            HStack {
                Button("Reset", role: .cancel) { count = 0 }
                    .buttonStyle(.bordered)
                    .keyboardShortcut(.cancelAction)
                Button("Add ten") { count += 10 }
                    .buttonStyle(.bordered)
                    .keyboardShortcut("t")
                Button("Add one") { count += 1 }
                    .buttonStyle(.borderedProminent)
                    .keyboardShortcut(.defaultAction)
            }
        }
    }
}
