import XCTest
import Atelier
import AtelierTesting
@testable @_spi(Backend) import AtelierSDL

// The window follows the desktop's light or dark setting (the freedesktop appearance color-scheme that
// xdg-desktop-portal publishes), read at start and followed live, against a stand-in portal on a bus of the test's own.

@preconcurrency @MainActor final class DesktopAppearanceTests: XCTestCase {
    func testTheSettingIsReadAndFollowed() throws {
        let portal = try FakeAppearancePortal(colorScheme: 1, contrast: 1)
        let appearance = try XCTUnwrap(DesktopAppearance(busAddress: portal.address))
        XCTAssertEqual(appearance.read(), .dark)
        XCTAssertEqual(appearance.readContrast(), .increased)
        let changed = expectation(description: "the change reaches the main queue")
        let seen = SeenChanges()
        appearance.follow { change in
            seen.append(change)
            if seen.count == 3 { changed.fulfill() }
        }
        portal.set(2)
        portal.set(0, key: "contrast")
        portal.set(0)
        wait(for: [changed], timeout: 5)
        XCTAssertEqual(seen.all, [.colorScheme(.light), .contrast(.standard), .colorScheme(nil)],
                       "light, standard contrast, then no preference")
        XCTAssertEqual(appearance.read(), nil)
        XCTAssertEqual(appearance.readContrast(), .standard)
    }

    func testNoBusMeansNoSetting() {
        XCTAssertNil(DesktopAppearance(busAddress: "unix:path=/nonexistent/atelier-test-bus"))
        XCTAssertEqual(DesktopAppearance.scheme(forPortalValue: 7), nil, "a value the specification does not name")
    }

    func testTheWindowSwitchesWithTheDesktop() throws {
        let portal = try FakeAppearancePortal(colorScheme: 1)
        let session = try XvfbSession(screen: (1400, 1100))
        try session.launch(WindowHostTests.galleryURL, arguments: ["--window", "--screen", "shapes"], title: "Atelier Gallery",
                           environment: ["DBUS_SESSION_BUS_ADDRESS": portal.address])
        // The bottom right of the window is its own background, beyond the screen's 390 points.
        func background() throws -> (Int, Int, Int) {
            let (w, h) = try session.windowSize()
            return try session.screenshot().pixel(w - 10, h - 10)
        }
        var seen = (-1, -1, -1)
        XCTAssertTrue(try eventually { seen = try background(); return seen == (0, 0, 0) }, "dark at start: \(seen)")
        portal.set(2)
        XCTAssertTrue(try eventually { seen = try background(); return seen == (255, 255, 255) }, "light after the switch: \(seen)")
        portal.set(1)
        XCTAssertTrue(try eventually { seen = try background(); return seen == (0, 0, 0) }, "dark again: \(seen)")
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }

    /// The desktop's contrast setting reaches the app's colour sets, live, together with its colour scheme: the
    /// probe fills its window with its catalog's "Ink" (light red, dark blue, high-contrast green and yellow).
    func testColourSetsFollowTheDesktopsContrast() throws {
        let portal = try FakeAppearancePortal(colorScheme: 2, contrast: 0)
        let session = try XvfbSession(screen: (800, 600))
        let probe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("PointerProbeApp")
        try session.launch(probe, arguments: [], title: "Pointer Probe",
                           environment: ["DBUS_SESSION_BUS_ADDRESS": portal.address, "ATELIER_PROBE": "appearance"])
        var seen = (-1, -1, -1)
        func ink(_ expected: (Int, Int, Int)) throws -> Bool {
            try eventually { seen = try session.screenshot().pixel(200, 200); return seen == expected }
        }
        XCTAssertTrue(try ink((255, 0, 0)), "light, standard contrast: \(seen)")
        portal.set(1, key: "contrast")
        XCTAssertTrue(try ink((0, 128, 0)), "light, high contrast: \(seen)")
        portal.set(1)
        XCTAssertTrue(try ink((255, 255, 0)), "dark, high contrast: \(seen)")
        portal.set(0, key: "contrast")
        XCTAssertTrue(try ink((0, 0, 255)), "dark, standard contrast: \(seen)")
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }

    private func eventually(timeout: Double = 8, _ condition: () throws -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return true }
            usleep(200_000)
        }
        return try condition()
    }
}

/// What a follower was told, across threads.
private final class SeenChanges: @unchecked Sendable {
    private let lock = NSLock()
    private var changes: [DesktopAppearance.Change] = []
    func append(_ c: DesktopAppearance.Change) { lock.withLock { changes.append(c) } }
    var count: Int { lock.withLock { changes.count } }
    var all: [DesktopAppearance.Change] { lock.withLock { changes } }
}
