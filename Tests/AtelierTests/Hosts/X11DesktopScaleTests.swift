import XCTest
import CX11
@_spi(Backend) import AtelierCore
@testable import AtelierSDL

/// The X11 desktop's scale read and followed over the host's own connection, on an X server of the test's own:
/// xsettingsd for the settings manager, xrdb for the resource database.
@preconcurrency @MainActor final class X11DesktopScaleTests: XCTestCase {
    func testTheScaleIsReadAndEachChangeIsToldOnce() throws {
        let session = try XvfbSession(screen: (640, 480))
        let reader = try XCTUnwrap(X11DesktopScale(displayName: session.display))
        XCTAssertNil(reader.read(), "nothing set: no scale")
        try XResourceDatabase.merge("Xft.dpi: 144\n", display: session.display)
        XCTAssertEqual(reader.read(), DesktopScale(scale: 1.5, source: .resourceDPI))
        let manager = try XSettingsDaemon(display: session.display, settings: "Gdk/WindowScalingFactor 2\n")
        XCTAssertEqual(reader.read(), DesktopScale(scale: 2, source: .xsettingsWindowScale))

        let told = Told()
        reader.follow { scale in told.append(scale) }
        let newDPI = expectation(description: "the manager's new Xft/DPI")
        told.waiter = newDPI
        try manager.change(to: "Xft/DPI \(120 * 1024)\nGdk/WindowScalingFactor 2\n")
        wait(for: [newDPI], timeout: 5)
        let managerLeft = expectation(description: "the resource database once the manager left")
        told.waiter = managerLeft
        manager.stop()
        wait(for: [managerLeft], timeout: 5)
        // A change that leaves the scale as it was is not told.
        try XResourceDatabase.merge("Xft.dpi: 144\nXcursor.size: 32\n", display: session.display)
        let newResource = expectation(description: "a new Xft.dpi")
        told.waiter = newResource
        try XResourceDatabase.merge("Xft.dpi: 96\n", display: session.display)
        wait(for: [newResource], timeout: 5)
        XCTAssertEqual(told.all, [DesktopScale(scale: 1.25, source: .xsettingsDPI), DesktopScale(scale: 1.5, source: .resourceDPI),
                                  DesktopScale(scale: 1, source: .resourceDPI)])
        // Stopping ends the follower's thread: nothing more is told.
        reader.stop()
        try XResourceDatabase.merge("Xft.dpi: 192\n", display: session.display)
        RunLoop.main.run(until: Date().addingTimeInterval(0.5))
        XCTAssertEqual(told.all.count, 3)
    }

    func testAnErrorOnTheHostsOwnConnectionDoesNotEndTheApp() throws {
        let session = try XvfbSession(screen: (640, 480))
        let display = try XCTUnwrap(XOpenDisplay(session.display))
        defer { XCloseDisplay(display) }
        X11ErrorFilter.ignoreErrors(of: display)
        defer { X11ErrorFilter.forget(display) }
        // A window that does not exist: Xlib's default handler would exit the process here.
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, 0x7FF_FFFF, XInternAtom(display, "WM_NAME", 0), 0, 16, 0, 0,
                                        &type, &format, &items, &remaining, &data)
        XSync(display, 0)
        XCTAssertNotEqual(status, 0, "the request failed, and the test is still running")
        XCTAssertNil(data)
    }
}

/// What a follower was told (on the main queue), and the expectation the next telling fulfils.
private final class Told: @unchecked Sendable {
    private let lock = NSLock()
    private var scales: [DesktopScale?] = []
    var waiter: XCTestExpectation?
    func append(_ s: DesktopScale?) {
        lock.withLock { scales.append(s) }
        waiter?.fulfill()
        waiter = nil
    }
    var all: [DesktopScale?] { lock.withLock { scales } }
}
