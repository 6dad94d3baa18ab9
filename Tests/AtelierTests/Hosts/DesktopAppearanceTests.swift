import XCTest
import Atelier
import AtelierTesting
@testable @_spi(Backend) import AtelierSDL

// The window follows the desktop's light or dark setting (the freedesktop appearance color-scheme that
// xdg-desktop-portal publishes), read at start and followed live, against a stand-in portal on a bus of the test's own.

@preconcurrency @MainActor final class DesktopAppearanceTests: XCTestCase {
    func testTheSettingIsReadAndFollowed() throws {
        let portal = try FakeAppearancePortal(colorScheme: 1)
        let appearance = try XCTUnwrap(DesktopAppearance(busAddress: portal.address))
        XCTAssertEqual(appearance.read(), .dark)
        let changed = expectation(description: "the change reaches the main queue")
        let seen = SeenSchemes()
        appearance.follow { scheme in
            seen.append(scheme)
            if seen.count == 2 { changed.fulfill() }
        }
        portal.set(2)
        portal.set(0)
        wait(for: [changed], timeout: 5)
        XCTAssertEqual(seen.all, [.light, nil], "light, then no preference")
        XCTAssertEqual(appearance.read(), nil)
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
private final class SeenSchemes: @unchecked Sendable {
    private let lock = NSLock()
    private var schemes: [ColorScheme?] = []
    func append(_ s: ColorScheme?) { lock.withLock { schemes.append(s) } }
    var count: Int { lock.withLock { schemes.count } }
    var all: [ColorScheme?] { lock.withLock { schemes } }
}
