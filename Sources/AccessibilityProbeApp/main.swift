import Foundation
import AtelierCore
@_spi(Backend) import AtelierAccessibility

// Exports a fake window's tree through the AT-SPI bridge and serves it until killed; the end-to-end test's
// screen-reader client reads and drives it. The window is at (100, 200) on the screen, 2 pixels per point.
// Prints "probe: exporting" once the tree is on the bus, "probe: waiting" while no assistive technology
// asked for it (the bridge follows the setting and exports when it turns on).

let applicationName = CommandLine.arguments.dropFirst().first ?? "AtelierProbe"

MainActor.assumeIsolated {
    let source = ProbeTreeSource()
    let bridge = AccessibilityBridge(source: source, applicationName: applicationName,
                                     windowScreenOrigin: { CGPoint(x: 100, y: 200) }, scale: { 2 })
    // Kept for the process.
    Probe.source = source
    Probe.bridge = bridge
    // The window has the desktop's focus from the start (the bridge remembers it while not exporting).
    bridge.windowActivated()
    if bridge.start() {
        say("probe: exporting")
    } else {
        say("probe: waiting")
        Probe.watch()
    }
}
dispatchMain()

@MainActor enum Probe {
    static var source: ProbeTreeSource?
    static var bridge: AccessibilityBridge?

    /// Reports when the bridge, following the desktop's setting, starts exporting (a check every 50 ms
    /// until then: the probe's own, for the test to read; the bridge itself polls nothing).
    static func watch() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
            MainActor.assumeIsolated {
                if bridge?.isExporting == true {
                    say("probe: exporting")
                } else {
                    watch()
                }
            }
        }
    }
}

/// Writes a line to standard output at once (a pipe would otherwise hold it back).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
