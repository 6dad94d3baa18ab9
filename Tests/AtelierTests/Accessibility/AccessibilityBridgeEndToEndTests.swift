import XCTest
@_spi(Backend) import AtelierCore
@testable @_spi(Backend) import AtelierAccessibility
import GalleryKit

// The bridge against the desktop's real accessibility stack: at-spi-bus-launcher and the registry on a session
// bus of the test's own, the probe app (Sources/AccessibilityProbeApp) exporting a fake window through the
// bridge, and a screen reader's client (scripts/atspi-client.py, pyatspi) in its own process reading and
// driving it. The app is never its own client, and the registry starts before it.

@preconcurrency @MainActor final class AccessibilityBridgeEndToEndTests: XCTestCase {
    static var probeURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("AccessibilityProbeApp")
    }

    /// Skips unless at-spi2-core, python3-pyatspi and the probe are there (scripts/install-deps.sh installs the packages).
    private func requireTheStack() throws {
        for path in [AccessibilityBusSession.launcherPath, AccessibilityBusSession.registryPath] where
            !FileManager.default.isExecutableFile(atPath: path) {
            throw XCTSkip("\(path) is missing: install at-spi2-core (scripts/install-deps.sh does)")
        }
        let python = try runProcess(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", "import pyatspi"])
        if python.status != 0 {
            throw XCTSkip("Debian's python3 cannot import pyatspi: install python3-pyatspi (scripts/install-deps.sh does)")
        }
        guard FileManager.default.isExecutableFile(atPath: Self.probeURL.path) else {
            throw XCTSkip("no AccessibilityProbeApp at \(Self.probeURL.path): build it with `swift build --build-tests`")
        }
    }

    func testAScreenReaderReadsAndDrivesTheWindow() throws {
        try requireTheStack()
        let session = try AccessibilityBusSession()
        try session.startRegistry()
        let name = "AtelierProbe\(getpid())"
        let probe = try WatchedProcess(Self.probeURL, [name], environment: session.environment)
        defer { probe.stop() }
        // No assistive technology yet: the app waits, connected to nothing on the accessibility bus.
        XCTAssertTrue(probe.waitFor("probe: waiting"), probe.output)
        // A screen reader starts: the bridge follows the setting and exports the tree.
        try session.setEnabled(true)
        XCTAssertTrue(probe.waitFor("probe: exporting"), probe.output)

        let script = repositoryRoot.appendingPathComponent("scripts/atspi-client.py")
        let client = try runProcess(URL(fileURLWithPath: "/usr/bin/python3"), [script.path, name], environment: session.environment)
        XCTAssertEqual(client.status, 0, client.output)
        XCTAssertTrue(client.output.contains("all checks passed"), client.output)
        XCTAssertFalse(client.output.contains("FAIL"), client.output)
        // What the client asked for reached the app's source on its main queue.
        for line in ["probe: toggle off", "probe: volume 75", "probe: added row 4", "probe: text of #6 set", "probe: focus #6",
                     "probe: row 0 activated"] {
            XCTAssertTrue(probe.output.contains(line), "\(line) in \(probe.output)")
        }
        XCTAssertTrue(probe.isRunning, "the app outlives its clients' bad calls: \(probe.output)")
    }

    /// Events go only to where someone listens: the app follows the registry's EventListenerRegistered and
    /// Deregistered, as GTK 4 and AccessKit do; a client watching raw D-Bus sees what is sent.
    func testOnlyTheEventsSomeoneListensForAreSent() throws {
        try requireTheStack()
        let session = try AccessibilityBusSession()
        try session.startRegistry()
        try session.setEnabled(true)
        let name = "AtelierEvents\(getpid())"
        let probe = try WatchedProcess(Self.probeURL, [name], environment: session.environment)
        defer { probe.stop() }
        XCTAssertTrue(probe.waitFor("probe: exporting"), probe.output)
        let script = repositoryRoot.appendingPathComponent("scripts/atspi-events-client.py")
        let client = try runProcess(URL(fileURLWithPath: "/usr/bin/python3"), [script.path, name], environment: session.environment)
        XCTAssertEqual(client.status, 0, client.output)
        XCTAssertTrue(client.output.contains("all checks passed"), client.output)
        XCTAssertTrue(probe.output.contains("probe: volume 50"), probe.output)
    }

    func testNothingIsExportedWhileNoAssistiveTechnologyListens() throws {
        try requireTheStack()
        let session = try AccessibilityBusSession()
        // Said outright: a fresh launcher's IsEnabled read true in about one run of this class in four (in CI at
        // 0f85bcb, and here); why was not found. The bridge reads the setting as it is, so the test sets it.
        try session.setEnabled(false)
        let bridge = AccessibilityBridge(source: StaticTreeSource(), applicationName: "Quiet", windowScreenOrigin: { .zero },
                                         scale: { 1 }, sessionBusAddress: session.address)
        XCTAssertFalse(bridge.start(), "IsEnabled and ScreenReaderEnabled are false")
        XCTAssertFalse(bridge.isExporting)
        bridge.stop()
    }

    func testABusThatGoesAwayIsLetGo() throws {
        try requireTheStack()
        let session = try AccessibilityBusSession()
        try session.startRegistry()
        try session.setEnabled(true)
        let source = StaticTreeSource()
        var handled = 0
        source.onAccessibilityTreeChanged = { handled += 1 }
        let bridge = AccessibilityBridge(source: source, applicationName: "Leaving", windowScreenOrigin: { .zero },
                                         scale: { 1 }, sessionBusAddress: session.address)
        XCTAssertTrue(bridge.start())
        source.onAccessibilityTreeChanged?()
        XCTAssertEqual(handled, 1, "the host's handler still runs")
        session.stopLauncher()
        let deadline = Date().addingTimeInterval(10)
        while bridge.isExporting, Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.05)) }
        XCTAssertFalse(bridge.isExporting, "the closed bus is let go, and no launcher gives another")
        source.onAccessibilityTreeChanged?()
        XCTAssertEqual(handled, 2, "the source has its own handler back")
        bridge.stop()
    }

    /// A graph tells of a change from inside its semantics phase; the bridge reads the tree after the phase, once.
    /// (Read at once, the graph's tree getter ran the phase again, which told of the change again: thousands of
    /// nested phases on every change, until the stack guard cut the tree and a screen reader lost elements.)
    func testAWindowsChangeIsReadAfterItsSemanticsPhase() throws {
        try requireTheStack()
        let session = try AccessibilityBusSession()
        try session.startRegistry()
        try session.setEnabled(true)
        Diagnostics.reset()
        let graph = ViewGraph(root: GalleryView(initialScreen: "screen-reader"))
        graph.accessibilityWindowTitle = "Window"
        let size = CGSize(width: 660, height: 760)
        graph.flush(through: .semantics, in: size)
        let bridge = AccessibilityBridge(source: graph, applicationName: "Changing", windowScreenOrigin: { .zero },
                                         scale: { 1 }, sessionBusAddress: session.address)
        XCTAssertTrue(bridge.start())
        defer { bridge.stop() }
        let toggle = try XCTUnwrap(graph.accessibilityRoot.flattened.first { $0.label == "Notifications" })
        XCTAssertTrue(graph.performAccessibilityAction(.activate, on: toggle.id))
        // As the window's loop runs, a few frames into the switch's animation: the clock, the frame drawn (its
        // phases), the semantics phase, then the main queue.
        for step in 1...5 {
            graph.advanceClock(to: graph.time + 0.05 * Double(step))
            _ = graph.render(size: size)
            graph.flush(through: .semantics)
            RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        }
        XCTAssertFalse(Diagnostics.warnings.contains { $0.contains("nested too deeply") }, "\(Diagnostics.warnings)")
        let elements = graph.accessibilityRoot.flattened
        XCTAssertTrue(elements.contains { $0.label == "Notifications on" })
        XCTAssertEqual(elements.first { $0.label == "Notifications" }?.states.contains(.checked), true)
        XCTAssertEqual(elements.filter { $0.role == .radioButton }.map(\.label), ["Small", "Medium", "Large"], "nothing was cut")
    }

    func testNoLauncherMeansNoBridge() throws {
        // A session bus that starts nothing on demand (the machine's launcher would answer otherwise).
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString).conf")
        try AccessibilityBusSession.configuration.write(to: config, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: config) }
        let bus = Process()
        bus.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        bus.arguments = ["--config-file=\(config.path)", "--nofork", "--print-address=1"]
        let address = try startAnnouncingServer(bus)
        defer { bus.terminate(); bus.waitUntilExit() }
        guard !address.isEmpty else { throw XCTSkip("dbus-daemon did not start") }
        let bridge = AccessibilityBridge(source: StaticTreeSource(), applicationName: "Alone", windowScreenOrigin: { .zero },
                                         scale: { 1 }, sessionBusAddress: address)
        XCTAssertFalse(bridge.start(), "no at-spi-bus-launcher answers on this bus")
        bridge.stop()
        XCTAssertFalse(bridge.start(), "and a stopped bridge starts again the same way")
        bridge.stop()
    }
}

/// A window with one button that does nothing.
@MainActor private final class StaticTreeSource: AccessibilityTreeSource {
    var onAccessibilityTreeChanged: (() -> Void)?
    var accessibilityRoot: AccessibilityElement {
        AccessibilityElement(id: AccessibilityElementID(rawValue: 1), role: .window, label: "Window", children: [
            AccessibilityElement(id: AccessibilityElementID(rawValue: 2), role: .button, label: "OK", actions: [.activate]),
        ])
    }
    func performAccessibilityAction(_ action: AccessibilityElementAction, on element: AccessibilityElementID) -> Bool { false }
    func setAccessibilityValue(_ value: Double, on element: AccessibilityElementID) -> Bool { false }
    func setAccessibilityText(_ text: String, on element: AccessibilityElementID) -> Bool { false }
    func focusAccessibilityElement(_ element: AccessibilityElementID) -> Bool { false }
}
