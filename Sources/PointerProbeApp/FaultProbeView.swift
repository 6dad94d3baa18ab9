// The window host's fault tests (WindowFaultTests): a focusable square that counts the key presses it hears, a
// square that counts taps, and a text field to paste into, shown instead of the pointer probe when
// ATELIER_PROBE=faults. Every change of a count is printed unbuffered, so that a test reads what arrived.
import Atelier

/// The orange square (100 by 60) centred at (140, 80), the blue one at (260, 80), the counts below them and the
/// field (300 wide) below those, in a 400 by 300 window.
struct FaultProbeView: View {
    @State private var keys = 0
    @State private var taps = 0
    @State private var text = ""

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 20) {
                Color.orange
                    .frame(width: 100, height: 60)
                    .focusable()
                    // SDL's X11 host takes a press of a key that is pressed again within 2 ms, anywhere in its
                    // queue, for auto-repeat (its release is dropped): in a burst each press is a down or a repeat.
                    .onKeyPress(phases: [.down, .repeat]) { _ in
                        keys += 1
                        return .handled
                    }
                Color.blue
                    .frame(width: 100, height: 60)
                    .onTapGesture { taps += 1 }
            }
            Text("keys \(keys) taps \(taps)")
            TextField("Paste here", text: $text)
                .frame(width: 300)
            Text("field \(text.count)")
        }
        .frame(width: 400, height: 300)
        .onChange(of: keys) { report() }
        .onChange(of: taps) { report() }
        .onChange(of: text) { FileHandle.standardOutput.write(Data("field \(text.debugDescription)\n".utf8)) }
    }

    private func report() {
        FileHandle.standardOutput.write(Data("keys \(keys) taps \(taps)\n".utf8))
    }
}
