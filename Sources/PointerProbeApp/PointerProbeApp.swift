// A window for the pointer's window tests (PointerWindowTests): a bordered button that highlights under the
// pointer, a text with a tooltip, and a region with the pointing-hand cursor, each at a fixed place; with
// ATELIER_PROBE=keys, the keys' probe (KeyProbeView); with ATELIER_PROBE=placed, a small window placed by
// `defaultPosition(.bottomTrailing)` (WindowPlacementTests); with ATELIER_PROBE=appearance, the window filled
// with the app's colour set "Ink" (light red, dark blue, high-contrast green and yellow: DesktopAppearanceTests);
// with ATELIER_PROBE=storage and its window-less modes, settings kept with `@AppStorage` (AppStorageExitTests);
// with ATELIER_PROBE=faults, the counters of the window host's fault tests (FaultProbeView).
import Atelier

@main
struct PointerProbeApp: App {
    init() {
        StorageProbeModes.run(ProcessInfo.processInfo.environment["ATELIER_PROBE"])
    }

    var body: some Scene {
        if ProcessInfo.processInfo.environment["ATELIER_PROBE"] == "placed" {
            WindowGroup("Placed Probe") { Text("placed") }
                .defaultSize(width: 400, height: 120)
                .defaultPosition(.bottomTrailing)
        } else {
            WindowGroup("Pointer Probe") {
                switch ProcessInfo.processInfo.environment["ATELIER_PROBE"] {
                case "keys": KeyProbeView()
                case "faults": FaultProbeView()
                case "appearance": Color("Ink").frame(width: 400, height: 300)
                case "storage": StorageProbeView()
                default: PointerProbeView()
                }
            }
            .defaultSize(width: 400, height: 300)
        }
    }
}

/// The probe's views: the button centred at (100, 60), the text with help at (100, 150), the link-cursor
/// region (80 by 40) at (300, 150), in window points.
struct PointerProbeView: View {
    var body: some View {
        ZStack {
            Button("Hover me") {}
                .buttonStyle(.bordered)
                .position(x: 100, y: 60)
            Text("Rest here")
                .help("A helpful tooltip")
                .position(x: 100, y: 150)
            Color.orange
                .frame(width: 80, height: 40)
                .pointerStyle(.link)
                .position(x: 300, y: 150)
        }
        .frame(width: 400, height: 300)
    }
}
