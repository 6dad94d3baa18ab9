import XCTest
@_spi(Backend) import AtelierCore
@testable @_spi(Backend) import AtelierAccessibility
import CGio

// One application with several windows, as a screen reader sees it on the bus: the bridge exports two windows'
// tree sources on a private session (at-spi-bus-launcher and the registry), and a raw D-Bus client in the
// test (ATSPITestClient) reads the application's children, drives an element of each window, and watches the
// window and children-changed events as windows are activated and closed.

@preconcurrency @MainActor final class AccessibilityBridgeWindowsTests: XCTestCase {
    private static let root = ATSPIObject.applicationPath

    private func requireTheStack() throws {
        for path in [AccessibilityBusSession.launcherPath, AccessibilityBusSession.registryPath] where
            !FileManager.default.isExecutableFile(atPath: path) {
            throw XCTSkip("\(path) is missing: install at-spi2-core (scripts/install-deps.sh does)")
        }
    }

    /// The application's bus name once the registry lists it (Embed is asynchronous).
    private func applicationBus(_ client: ATSPITestClient, _ name: String) -> String? {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let bus = client.application(named: name) { return bus }
            RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        }
        return nil
    }

    func testTheApplicationHasEachWindowAsAChildAndRoutesRequestsToIt() throws {
        try requireTheStack()
        let session = try AccessibilityBusSession()
        try session.startRegistry()
        try session.setEnabled(true)
        // Both windows' elements have the same ids, as every graph's window element is 0.
        let document = WindowTreeSource(title: "Document", button: "Save")
        let inspector = WindowTreeSource(title: "Inspector", button: "Apply")
        let name = "TwoWindows\(getpid())"
        let bridge = AccessibilityBridge(applicationName: name, sessionBusAddress: session.address)
        defer { bridge.stop() }
        bridge.addWindow(document, screenOrigin: { CGPoint(x: 10, y: 20) }, scale: { 1 })
        bridge.addWindow(inspector, screenOrigin: { CGPoint(x: 500, y: 40) }, scale: { 2 })
        XCTAssertTrue(bridge.start())

        let client = try ATSPITestClient(session: session)
        let bus = try XCTUnwrap(applicationBus(client, name), "the registry lists the application once")
        XCTAssertEqual(client.children("org.a11y.atspi.Registry", Self.root).filter { $0.0 == bus }.count, 1)
        let windows = client.children(bus, Self.root)
        XCTAssertEqual(windows.count, 2, "\(windows)")
        guard windows.count == 2 else { return }
        XCTAssertEqual(windows.map { client.name(bus, $0.1) }, ["Document", "Inspector"])
        XCTAssertEqual(client.property(bus, Self.root, "ChildCount"), "2")
        XCTAssertNotEqual(windows[0].1, windows[1].1, "each window has a path of its own")
        for (index, window) in windows.enumerated() {
            XCTAssertEqual(client.number(bus, window.1, "org.a11y.atspi.Accessible", "GetRole"), Int(ATSPIRole.frame.rawValue))
            XCTAssertEqual(client.number(bus, window.1, "org.a11y.atspi.Accessible", "GetIndexInParent"), index)
            XCTAssertEqual(client.property(bus, window.1, "Parent").map { $0.contains("'/org/a11y/atspi/accessible/root'") }, true)
        }
        let saveButton = try XCTUnwrap(client.children(bus, windows[0].1).first).1
        let applyButton = try XCTUnwrap(client.children(bus, windows[1].1).first).1
        XCTAssertEqual(client.name(bus, saveButton), "Save")
        XCTAssertEqual(client.name(bus, applyButton), "Apply")
        XCTAssertNotEqual(saveButton, applyButton)
        XCTAssertEqual(client.property(bus, applyButton, "Parent").map { $0.contains("'\(windows[1].1)'") }, true)

        // An action on the second window's button reaches the second window's source, and only it.
        XCTAssertEqual(client.number(bus, applyButton, "org.a11y.atspi.Action", "DoAction", DBusValue.tuple([DBusValue.int32(0)])), 1)
        XCTAssertEqual(inspector.presses, 1)
        XCTAssertEqual(document.presses, 0)
        // Focus too, and coordinates are each window's own: (500, 40) on the screen at 2 pixels a point.
        XCTAssertEqual(client.number(bus, saveButton, "org.a11y.atspi.Component", "GrabFocus"), 1)
        XCTAssertEqual(document.focusRequests, 1)
        XCTAssertEqual(inspector.focusRequests, 0)
        XCTAssertEqual(extents(client, bus, applyButton), [500 + 20, 40 + 40, 160, 60])
        XCTAssertEqual(extents(client, bus, saveButton), [10 + 10, 20 + 20, 80, 30])
    }

    func testActivationClosingAndChangesGoToTheRightWindow() throws {
        try requireTheStack()
        let session = try AccessibilityBusSession()
        try session.startRegistry()
        try session.setEnabled(true)
        let document = WindowTreeSource(title: "Document", button: "Save")
        let inspector = WindowTreeSource(title: "Inspector", button: "Apply")
        var handled = 0
        inspector.onAccessibilityTreeChanged = { handled += 1 }
        let name = "WindowEvents\(getpid())"
        let bridge = AccessibilityBridge(applicationName: name, sessionBusAddress: session.address)
        defer { bridge.stop() }
        bridge.addWindow(document)
        XCTAssertTrue(bridge.start())
        let client = try ATSPITestClient(session: session)
        let bus = try XCTUnwrap(applicationBus(client, name))
        client.watch(bus)
        client.listen(for: "window:")
        client.listen(for: "object:children-changed")
        let documentPath = try XCTUnwrap(client.children(bus, Self.root).first).1

        // The listeners reach the app through the registry's signals: activate until the event comes through.
        let deadline = Date().addingTimeInterval(10)
        while !client.signals.contains(where: { $0.member == "Activate" }), Date() < deadline {
            bridge.windowDeactivated(document)
            bridge.windowActivated(document)
            RunLoop.main.run(until: Date().addingTimeInterval(0.1))
        }
        XCTAssertTrue(client.signals.contains { $0.member == "Activate" && $0.path == documentPath }, "\(client.signals)")

        // A window that opens is added to the application's children.
        client.clearSignals()
        bridge.addWindow(inspector)
        XCTAssertTrue(client.waitForSignal { $0.member == "ChildrenChanged" && $0.kind == "add" && $0.path == Self.root },
                      "\(client.signals)")
        let windows = client.children(bus, Self.root)
        XCTAssertEqual(windows.map { client.name(bus, $0.1) }, ["Document", "Inspector"])
        guard windows.count == 2 else { return }
        let inspectorPath = windows[1].1
        XCTAssertEqual(client.signals.first { $0.member == "ChildrenChanged" && $0.path == Self.root }?.referencePath, inspectorPath)

        // The new window gains the focus: the other is deactivated, and each event names its own window.
        client.clearSignals()
        bridge.windowActivated(inspector)
        XCTAssertTrue(client.waitForSignal { $0.member == "Activate" }, "\(client.signals)")
        let windowEvents = client.signals.filter { $0.interface == "org.a11y.atspi.Event.Window" }
        XCTAssertEqual(windowEvents.map(\.member), ["Deactivate", "Activate"])
        XCTAssertEqual(windowEvents.map(\.path), [documentPath, inspectorPath])

        // A change in the second window is read from the second window's source (after the main queue comes round).
        inspector.buttonLabel = "Apply All"
        inspector.onAccessibilityTreeChanged?()
        XCTAssertEqual(handled, 1, "the host's own handler still runs")
        let inspectorButton = try XCTUnwrap(client.children(bus, inspectorPath).first).1
        let renamed = Date().addingTimeInterval(5)
        while client.name(bus, inspectorButton) != "Apply All", Date() < renamed { RunLoop.main.run(until: Date().addingTimeInterval(0.02)) }
        XCTAssertEqual(client.name(bus, inspectorButton), "Apply All")
        XCTAssertEqual(client.name(bus, try XCTUnwrap(client.children(bus, documentPath).first).1), "Save")

        // The window closes: it leaves the application's children, with the event, and its paths answer nothing.
        client.clearSignals()
        bridge.removeWindow(inspector)
        XCTAssertTrue(client.waitForSignal { $0.member == "ChildrenChanged" && $0.kind == "remove" && $0.path == Self.root },
                      "\(client.signals)")
        XCTAssertEqual(client.signals.first { $0.member == "ChildrenChanged" && $0.kind == "remove" }?.referencePath, inspectorPath)
        // Sent after ChildrenChanged, so it may reach the client a moment later (under the thread sanitizer, it did).
        XCTAssertTrue(client.waitForSignal { $0.member == "RemoveAccessible" && $0.referencePath == inspectorButton },
                      "clients' caches forget its elements: \(client.signals)")
        XCTAssertEqual(client.children(bus, Self.root).map { client.name(bus, $0.1) }, ["Document"])
        XCTAssertNil(client.name(bus, inspectorButton), "a closed window's element is an unknown object")
        inspector.onAccessibilityTreeChanged?()
        XCTAssertEqual(handled, 2, "the source has its own handler back")
        XCTAssertEqual(client.name(bus, documentPath), "Document", "the other window stays")
    }

    func testWindowsAddedTwiceOrRemovedUnknownWarnOnce() {
        Diagnostics.reset()
        let bridge = AccessibilityBridge(applicationName: "Nobody")
        let source = WindowTreeSource(title: "One", button: "OK")
        bridge.addWindow(source)
        bridge.addWindow(source)
        bridge.removeWindow(source)
        bridge.removeWindow(source)
        XCTAssertEqual(Diagnostics.warnings.count, 2, "\(Diagnostics.warnings)")
    }

    private func extents(_ client: ATSPITestClient, _ bus: String, _ path: String) -> [Int32] {
        guard let reply = client.call(bus, path, "org.a11y.atspi.Component", "GetExtents", DBusValue.tuple([DBusValue.uint32(0)])) else {
            return []
        }
        defer { g_variant_unref(reply) }
        let box = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(box) }
        return (0..<4).map { i -> Int32 in
            let v = g_variant_get_child_value(box, gsize(i))!
            defer { g_variant_unref(v) }
            return g_variant_get_int32(v)
        }
    }
}

/// A window with one button, whose window element is 0 and button 1, as in every other such window.
@MainActor private final class WindowTreeSource: AccessibilityTreeSource {
    var onAccessibilityTreeChanged: (() -> Void)?
    let title: String
    var buttonLabel: String
    private(set) var presses = 0
    private(set) var focusRequests = 0

    init(title: String, button: String) {
        self.title = title
        buttonLabel = button
    }

    var accessibilityRoot: AccessibilityElement {
        AccessibilityElement(id: AccessibilityElementID(rawValue: 0), role: .window, label: title,
                             frame: CGRect(x: 0, y: 0, width: 300, height: 200), children: [
            AccessibilityElement(id: AccessibilityElementID(rawValue: 1), role: .button, label: buttonLabel,
                                 states: .focusable, frame: CGRect(x: 10, y: 20, width: 80, height: 30), actions: [.activate]),
        ])
    }

    func performAccessibilityAction(_ action: AccessibilityElementAction, on element: AccessibilityElementID) -> Bool {
        guard element.rawValue == 1, action == .activate else { return false }
        presses += 1
        return true
    }
    func setAccessibilityValue(_ value: Double, on element: AccessibilityElementID) -> Bool { false }
    func setAccessibilityText(_ text: String, on element: AccessibilityElementID) -> Bool { false }
    func focusAccessibilityElement(_ element: AccessibilityElementID) -> Bool {
        guard element.rawValue == 1 else { return false }
        focusRequests += 1
        return true
    }
}
