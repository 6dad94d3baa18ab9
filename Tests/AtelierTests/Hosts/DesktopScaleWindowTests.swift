import XCTest
@_spi(Backend) import AtelierCore
import AtelierTesting
import GalleryKit
@testable import AtelierSDL

/// The X11 desktop's scale in a real window (Xvfb): read from an XSETTINGS manager (xsettingsd) or the resource
/// database (xrdb) at start and followed live, the window drawn at it exactly as `ImageRenderer` draws the same
/// view at that scale: text, raster images and hairlines crisp at 1, 1.25, 1.5, 1.75 and 2.
@preconcurrency @MainActor final class DesktopScaleWindowTests: XCTestCase {
    /// The gallery's window size in points, and its screen with raster images (under the sidebar's text and its divider).
    static let size = CGSize(width: 660, height: 760)
    static let screen = "images"
    /// No scale from the test's own environment: the desktop's settings decide.
    static let unsetOverrides = ["ATELIER_SCALE": "", "GDK_SCALE": ""]

    private func startGallery(_ session: XvfbSession, screen: String = screen, environment: [String: String] = [:]) throws {
        try session.launch(WindowHostTests.galleryURL, arguments: ["--window", "--screen", screen], title: "Atelier Gallery",
                           environment: Self.unsetOverrides.merging(environment) { $1 })
    }

    /// What the window must show at `scale`: the gallery on `screen` under the window's menu bar, drawn headless
    /// at that scale with the `displayScale` a window host gives (a List's separators are a pixel of it).
    private func expected(_ session: XvfbSession, scale: CGFloat, screen: String = screen) throws -> XvfbSession.Image {
        let twin = WindowChrome(context: WindowCommandContext(appName: "Gallery", newWindow: {}), commands: []) {
            GalleryView(initialScreen: screen)
        }
        let renderer = ImageRenderer(content: twin.frame(width: Self.size.width, height: Self.size.height).background(Color.white)
            .environment(\.displayScale, scale))
        renderer.scale = scale
        return try session.image(png: XCTUnwrap(renderer.pngData()))
    }

    /// Waits (up to 10 s) until the window is `size` points at `scale` pixels a point and shows the headless frame at
    /// that scale pixel for pixel; fails with what it saw last otherwise.
    private func assertWindow(_ session: XvfbSession, atScale scale: CGFloat, screen: String = screen, _ what: String,
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let expected = try expected(session, scale: scale, screen: screen)
        let width = Int((Self.size.width * scale).rounded()), height = Int((Self.size.height * scale).rounded())
        XCTAssertEqual(expected.width, width, file: file, line: line)
        var problems: [String] = []
        let deadline = Date().addingTimeInterval(10)
        repeat {
            problems = []
            let (w, h) = try session.windowSize()
            if (w, h) != (width, height) { problems.append("the window is \(w)x\(h) pixels, not \(width)x\(height)") }
            let shot = try session.screenshot()
            if shot.width == expected.width, shot.height == expected.height {
                problems += Self.differences(shot, expected)
            } else {
                problems.append("the screenshot is \(shot.width)x\(shot.height)")
            }
            if problems.isEmpty { return }
            usleep(200_000)
        } while Date() < deadline
        for problem in problems { XCTFail("\(what), at \(scale)x: \(problem)", file: file, line: line) }
    }

    /// How a screenshot differs from the headless frame: in no pixel at all, as the window's frame is drawn by the
    /// same code at the same pixel size and copied to the window unscaled (a frame drawn at another scale and
    /// stretched would blur every edge).
    private static func differences(_ shot: XvfbSession.Image, _ expected: XvfbSession.Image) -> [String] {
        var differing = 0, worst = 0
        for y in 0..<shot.height {
            for x in 0..<shot.width {
                let d = shot.distance(to: expected, x, y)
                worst = max(worst, d)
                if d > 0 { differing += 1 }
            }
        }
        let pixels = shot.width * shot.height
        return differing == 0 ? [] : ["\(differing) of \(pixels) pixels differ (the worst by \(worst))"]
    }

    func testTheWindowOpensAtTheDesktopsScale() throws {
        // 1.25 from the manager's Xft/DPI, 1.5 from the resource database's Xft.dpi, 1.75 from the manager over
        // the resources, 2 from the window scaling factor, 1 with neither.
        let cases: [(scale: CGFloat, xsettings: String?, resources: String?)] = [
            (1, nil, nil),
            (1.25, "Xft/DPI \(120 * 1024)\n", nil),
            (1.5, nil, "Xft.dpi: 144\n"),
            (1.75, "Xft/DPI \(168 * 1024)\nGdk/WindowScalingFactor 1\n", "Xft.dpi: 96\n"),
            (2, "Gdk/WindowScalingFactor 2\n", nil),
        ]
        for c in cases {
            let session = try XvfbSession(screen: (1600, 1600))
            if let resources = c.resources { try XResourceDatabase.merge(resources, display: session.display) }
            let manager = try c.xsettings.map { try XSettingsDaemon(display: session.display, settings: $0) }
            try startGallery(session)
            let setting = [c.xsettings.map { "XSETTINGS \($0)" }, c.resources.map { "resources \($0)" }].compactMap { $0 }
            try assertWindow(session, atScale: c.scale, "opened with \(setting.joined(separator: ", ").replacingOccurrences(of: "\n", with: " "))")
            XCTAssertEqual(session.terminateApp(), 0, session.output)
            manager?.stop()
        }
    }

    func testHairlinesAreOneCrispPixelAtFractionalScales() throws {
        // The lists screen at 1.25, 1.5 and 1.75: the menu bar's bottom line, the split view's divider and a list's
        // row separator each cover exactly one pixel across, in one colour, with the background on both sides (a
        // line laid out on whole points would cover one pixel and part of the next).
        for scale: CGFloat in [1.25, 1.5, 1.75] {
            let session = try XvfbSession(screen: (1600, 1600))
            let manager = try XSettingsDaemon(display: session.display, settings: "Xft/DPI \(Int(96 * scale) * 1024)\n")
            try startGallery(session, screen: "lists")
            try assertWindow(session, atScale: scale, screen: "lists", "the lists screen")
            let shot = try session.screenshot()
            func px(_ points: CGFloat) -> Int { Int(points * scale) }
            // Down a column through the menu bar's bottom edge (x 450, y 10 to 36 points), across the split divider
            // (y 400, x 205 to 255) and down through the first section's row separator (x 400, y 155 to 185).
            let cases: [(String, [(Int, Int)])] = [
                ("the menu bar's line", (px(10)...px(36)).map { (px(450), $0) }),
                ("the split divider", (px(205)...px(255)).map { ($0, px(400)) }),
                ("the row separator", (px(155)...px(185)).map { (px(400), $0) }),
            ]
            for (name, pixels) in cases {
                let colours = pixels.map { shot.pixel($0.0, $0.1) }
                let background = colours[0]
                let line = colours.indices.filter { colours[$0] != background }
                XCTAssertEqual(line.count, 1, "at \(scale)x, \(name) covers \(line.count) pixels: \(line.map { colours[$0] }) on \(background)")
                XCTAssertEqual(colours.last.map { $0 == background }, true, "at \(scale)x, \(name) has the same background on both sides")
            }
            XCTAssertEqual(session.terminateApp(), 0, session.output)
            manager.stop()
        }
    }

    func testTheWindowFollowsTheDesktopLive() throws {
        // A screen the window fits at 2x where it opened at 1x (it grows from its top-left corner).
        let session = try XvfbSession(screen: (2400, 2400))
        // The resource database's Xft.dpi applies once no manager runs.
        try XResourceDatabase.merge("Xft.dpi: 168\n", display: session.display)
        let manager = try XSettingsDaemon(display: session.display, settings: "Xft/DPI \(96 * 1024)\n")
        // The lists screen: its rows' separators are one pixel at the window's displayScale, which must follow.
        try startGallery(session, screen: "lists", environment: ["ATELIER_HOST_STATS": "1"])
        try assertWindow(session, atScale: 1, screen: "lists", "at start (Xft/DPI of 96)")
        let origin = try session.windowPosition()
        try manager.change(to: "Xft/DPI \(144 * 1024)\n")
        try assertWindow(session, atScale: 1.5, screen: "lists", "after the manager's Xft/DPI changed to 144")
        XCTAssertEqual(try session.windowPosition().0, origin.0, "the window grows from where it is")
        manager.stop()
        try assertWindow(session, atScale: 1.75, screen: "lists", "after the manager left (the resource Xft.dpi of 168 applies)")
        let second = try XSettingsDaemon(display: session.display, settings: "Gdk/WindowScalingFactor 2\n")
        try assertWindow(session, atScale: 2, screen: "lists", "after a new manager came with a window scaling factor of 2")
        second.stop()
        try XResourceDatabase.merge("Xft.dpi: 120\n", display: session.display)
        try assertWindow(session, atScale: 1.25, screen: "lists", "after xrdb -merge of Xft.dpi: 120")

        // Input lands where the window now draws: a click on the sidebar's entry of the raster images, in pixels at 1.25.
        let probe = WindowTwin.host(GalleryView(initialScreen: "lists"), size: Self.size)
        let title = try XCTUnwrap(GalleryScreens.all.first { $0.name == Self.screen }).title
        let entry = try XCTUnwrap(probe.frame(ofText: title))
        try session.click(at: CGPoint(x: entry.midX * 1.25, y: entry.midY * 1.25))
        try assertWindow(session, atScale: 1.25, "after a click on the raster images' entry")

        // Settled, the window is idle: no frame is drawn while nothing changes.
        usleep(500_000)
        let frames = session.output.components(separatedBy: "atelier: frame ").count
        usleep(1_500_000)
        XCTAssertEqual(session.output.components(separatedBy: "atelier: frame ").count, frames, session.output)
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }

    func testBadLiveValuesAreIgnoredWithOneWarningEach() throws {
        let session = try XvfbSession(screen: (1600, 1600))
        let manager = try XSettingsDaemon(display: session.display, settings: "Xft/DPI \(120 * 1024)\n")
        try startGallery(session)
        try assertWindow(session, atScale: 1.25, "at start (Xft/DPI of 120)")
        // A scale of 0: ignored, and nothing else sets one, so 1.
        try manager.change(to: "Xft/DPI 0\n")
        try assertWindow(session, atScale: 1, "after Xft/DPI 0")
        let zero = "the desktop's XSETTINGS Xft/DPI of 0 dots per inch is not an interface scale from 0.5 to 8"
        // A scale of 100 as the window scaling factor, then as the resource Xft.dpi: each ignored in turn.
        try manager.change(to: "Xft/DPI 0\nGdk/WindowScalingFactor 100\n")
        let hundred = "the desktop's XSETTINGS Gdk/WindowScalingFactor 100 is not a whole scale from 1 to 8"
        XCTAssertTrue(session.waitForOutput(hundred), session.output)
        try XResourceDatabase.merge("Xft.dpi: 9600\n", display: session.display)
        let resource = "the X resource Xft.dpi: 9600 is not a number of dots per inch from 48 to 768"
        XCTAssertTrue(session.waitForOutput(resource), session.output)
        // A manager whose property ends in the middle of a setting, then one that is garbage.
        manager.stop()
        let fake = try FakeXSettingsManager(display: session.display)
        let good = FakeXSettingsManager.encode([("Net/ThemeName", .string("Adwaita")), ("Xft/DPI", .integer(144 * 1024))])
        fake.publish(Array(good.prefix(good.count - 3)))
        let truncated = "the desktop's XSETTINGS property cannot be read (it ends at byte \(good.count - 3), in the middle of a setting)"
        XCTAssertTrue(session.waitForOutput(truncated), session.output)
        fake.publish([9, 9, 9, 9, 9, 9, 9])
        XCTAssertTrue(session.waitForOutput("the desktop's XSETTINGS property cannot be read (its byte order is 9"), session.output)
        try assertWindow(session, atScale: 1, "after the bad values")
        // The manager's good settings are taken again, and the same bad value read again warns no more.
        fake.publish(good)
        try assertWindow(session, atScale: 1.5, "after the manager published Xft/DPI 144")
        try XResourceDatabase.merge("Xft.dpi: 9600\nXcursor.size: 24\n", display: session.display)
        fake.publish(FakeXSettingsManager.encode([("Xft/DPI", .integer(0))], serial: 2))
        try assertWindow(session, atScale: 1, "after Xft/DPI 0 once more")
        for warning in [zero, hundred, resource, truncated] {
            XCTAssertEqual(session.output.components(separatedBy: warning).count - 1, 1, "once: \(warning)\n\(session.output)")
        }
        XCTAssertEqual(session.terminateApp(), 0, "the app is still running and ends cleanly: \(session.output)")
    }

    func testTheEnvironmentStillOverridesTheDesktop() throws {
        let session = try XvfbSession(screen: (1600, 1600))
        let manager = try XSettingsDaemon(display: session.display, settings: "Gdk/WindowScalingFactor 2\n")
        // ATELIER_SCALE of NaN is ignored with a warning; GDK_SCALE applies, not the manager's 2.
        try startGallery(session, environment: ["ATELIER_SCALE": "nan", "GDK_SCALE": "1.75", "ATELIER_HOST_STATS": "1"])
        try assertWindow(session, atScale: 1.75, "with GDK_SCALE=1.75 under a manager's 2")
        XCTAssertTrue(session.output.contains("ATELIER_SCALE=nan is not an interface scale from 0.5 to 8; it is ignored"), session.output)
        // The desktop's changes do not move it.
        let frames = session.output.components(separatedBy: "atelier: frame ").count
        try manager.change(to: "Xft/DPI \(120 * 1024)\n")
        usleep(1_000_000)
        try assertWindow(session, atScale: 1.75, "after the manager changed")
        XCTAssertEqual(session.output.components(separatedBy: "atelier: frame ").count, frames, "no frame drawn: \(session.output)")
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }
}
