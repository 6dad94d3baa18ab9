// An app of two windows for the screen reader's several-windows test (AccessibilityWindowsEndToEndTests): the
// main window's button opens the second window through `openWindow`, whose own button closes it through
// `dismissWindow`; each button prints what it did.
import Atelier

@main
struct WindowsProbeApp: App {
    var body: some Scene {
        WindowGroup("Main Window") {
            MainProbeView()
        }
        .defaultSize(width: 320, height: 200)
        Window("Second Window", id: "second") {
            SecondProbeView()
        }
        .defaultSize(width: 320, height: 200)
    }
}

/// The main window: a button that opens the second.
struct MainProbeView: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Open Second") {
            say("probe: open second")
            openWindow(id: "second")
        }
        .padding()
    }
}

/// The second window: a counter, and a button that closes the window.
struct SecondProbeView: View {
    @Environment(\.dismissWindow) private var dismissWindow
    @State private var count = 0

    var body: some View {
        VStack {
            Button("Count \(count)") {
                count += 1
                say("probe: count \(count)")
            }
            Button("Close Second") {
                say("probe: close second")
                dismissWindow(id: "second")
            }
        }
        .padding()
    }
}

/// Writes a line to standard error, unbuffered, so that the watching test sees it at once.
func say(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
