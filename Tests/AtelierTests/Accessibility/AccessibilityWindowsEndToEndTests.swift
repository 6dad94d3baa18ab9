import XCTest
@_spi(Backend) import AtelierCore
@testable import AtelierAccessibility

/// A real app of two windows under Xvfb (Sources/WindowsProbeApp) as a screen reader sees it: one application
/// in the registry, whose children are its open windows; a button pressed over AT-SPI opens the second window
/// (`openWindow`), which appears as the application's second child with its own subtree, and closing it
/// (`dismissWindow`) takes it away again.
@preconcurrency @MainActor final class AccessibilityWindowsEndToEndTests: XCTestCase {
    static var probeURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("WindowsProbeApp")
    }
    private static let root = ATSPIObject.applicationPath

    private func requireTheStack() throws {
        for path in [AccessibilityBusSession.launcherPath, AccessibilityBusSession.registryPath] where
            !FileManager.default.isExecutableFile(atPath: path) {
            throw XCTSkip("\(path) is missing: install at-spi2-core (scripts/install-deps.sh does)")
        }
        guard FileManager.default.isExecutableFile(atPath: Self.probeURL.path) else {
            throw XCTSkip("no WindowsProbeApp at \(Self.probeURL.path): build it with `swift build --build-tests`")
        }
    }

    /// The first element named `label` under `path`, depth first.
    private func find(_ client: ATSPITestClient, _ bus: String, _ label: String, under path: String) -> String? {
        var stack = [path]
        while let next = stack.popLast() {
            if client.name(bus, next) == label { return next }
            stack.append(contentsOf: client.children(bus, next).map(\.1).reversed())
        }
        return nil
    }

    /// The application's windows' names, once they are `expected` (or after 10 s).
    private func windowNames(_ client: ATSPITestClient, _ bus: String, becoming expected: [String]) -> [String?] {
        let deadline = Date().addingTimeInterval(10)
        var names: [String?] = []
        repeat {
            names = client.children(bus, Self.root).map { client.name(bus, $0.1) }
            if names == expected { break }
            RunLoop.main.run(until: Date().addingTimeInterval(0.1))
        } while Date() < deadline
        return names
    }

    func testASecondWindowIsTheSameApplicationsSecondChild() throws {
        try requireTheStack()
        let session = try AccessibilityBusSession()
        try session.startRegistry()
        try session.setEnabled(true)
        let display = try XvfbSession()
        try display.launch(Self.probeURL, arguments: [], title: "Main Window",
                           environment: session.environment.filter { $0.key != "DISPLAY" && $0.key != "WAYLAND_DISPLAY" })
        let client = try ATSPITestClient(session: session)
        var bus: String?
        let deadline = Date().addingTimeInterval(10)
        while bus == nil, Date() < deadline {
            bus = client.application(named: "WindowsProbeApp")
            if bus == nil { RunLoop.main.run(until: Date().addingTimeInterval(0.1)) }
        }
        let app = try XCTUnwrap(bus, "the app is in the registry: \(display.output)")
        XCTAssertEqual(windowNames(client, app, becoming: ["Main Window"]), ["Main Window"])

        let open = try XCTUnwrap(find(client, app, "Open Second", under: Self.root))
        XCTAssertEqual(client.number(app, open, "org.a11y.atspi.Action", "DoAction", DBusValue.tuple([DBusValue.int32(0)])), 1)
        XCTAssertEqual(windowNames(client, app, becoming: ["Main Window", "Second Window"]), ["Main Window", "Second Window"],
                       display.output)
        let applications = client.children("org.a11y.atspi.Registry", Self.root).filter { client.name($0.0, $0.1) == "WindowsProbeApp" }
        XCTAssertEqual(applications.count, 1, "one application for both windows")

        // The second window's subtree is its own, and its button drives the second window's graph.
        let windows = client.children(app, Self.root)
        guard windows.count == 2 else { return }
        XCTAssertNil(find(client, app, "Count 0", under: windows[0].1), "the main window does not hold the second's button")
        let count = try XCTUnwrap(find(client, app, "Count 0", under: windows[1].1))
        XCTAssertEqual(client.number(app, count, "org.a11y.atspi.Action", "DoAction", DBusValue.tuple([DBusValue.int32(0)])), 1)
        XCTAssertTrue(display.waitForOutput("probe: count 1"), display.output)
        let renamed = Date().addingTimeInterval(10)
        while find(client, app, "Count 1", under: windows[1].1) == nil, Date() < renamed {
            RunLoop.main.run(until: Date().addingTimeInterval(0.1))
        }
        XCTAssertNotNil(find(client, app, "Count 1", under: windows[1].1), "the second window's tree follows its state")

        // Closed, the second window leaves the application's children; the first stays.
        let close = try XCTUnwrap(find(client, app, "Close Second", under: windows[1].1))
        XCTAssertEqual(client.number(app, close, "org.a11y.atspi.Action", "DoAction", DBusValue.tuple([DBusValue.int32(0)])), 1)
        XCTAssertEqual(windowNames(client, app, becoming: ["Main Window"]), ["Main Window"], display.output)
        XCTAssertNotNil(find(client, app, "Open Second", under: Self.root))
        XCTAssertFalse(display.output.contains("warning"), display.output)
    }
}
