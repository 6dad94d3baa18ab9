// The keys' window test (KeyPressWindowTests): a focusable square that prints every key press it hears and
// turns green once G is pressed, shown instead of the pointer probe when ATELIER_PROBE=keys.
import Atelier

/// The square (120 by 80, centred at (200, 120)) and a line naming the last key heard below it.
struct KeyProbeView: View {
    @State private var last = "none"
    @State private var green = false
    var body: some View {
        VStack(spacing: 20) {
            (green ? Color.green : Color.orange)
                .frame(width: 120, height: 80)
                .focusable()
                .onKeyPress(phases: .all) { press in
                    // Printed unbuffered: the test reads the output file while the app runs.
                    let phase = press.phase == .down ? "down" : press.phase == .up ? "up" : "repeat"
                    FileHandle.standardOutput.write(Data("key \(press.characters) \(phase) \(press.modifiers.rawValue)\n".utf8))
                    if press.phase != .up { last = press.characters }
                    if press.key == "g" { green = true }
                    return .handled
                }
            Text("last: \(last)")
        }
        .frame(width: 400, height: 300)
    }
}
