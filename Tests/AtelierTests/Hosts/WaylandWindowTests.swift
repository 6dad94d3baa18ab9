import XCTest
@_spi(Backend) import AtelierCore
import AtelierTesting
import GalleryKit
@testable import AtelierSDL

/// The window on Wayland, natively: the gallery in a headless sway (SwaySession), with DISPLAY naming a running
/// X server too, as a Wayland session sets it for XWayland, so that choosing Wayland is the host's own doing.
/// What the window shows is compared, pixel by pixel, with what TestHost or ImageRenderer draws for the same view
/// after the same input; clicks come from a virtual pointer, keys from wtype, the clipboard through wl-clipboard.
@preconcurrency @MainActor final class WaylandWindowTests: XCTestCase {
    static let windowSize = WindowHostTests.windowSize

    /// An X server, sway, and the gallery on `screen` with both DISPLAY and WAYLAND_DISPLAY set.
    private func startGallery(screen: String, environment: [String: String] = [:]) throws -> (SwaySession, XvfbSession) {
        let x11 = try XvfbSession(screen: (800, 600))
        let sway = try SwaySession()
        var env = environment
        env["DISPLAY"] = x11.display
        try sway.launch(WindowHostTests.galleryURL, arguments: ["--window", "--screen", screen], environment: env)
        return (sway, x11)
    }

    /// Screenshots the window until `problems` finds none, or `timeout` seconds pass; the last problems found.
    private static func eventually(_ sway: SwaySession, timeout: Double = 8,
                                   _ problems: (XvfbSession.Image) -> [String]) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let found = problems(try sway.screenshot())
            if found.isEmpty || Date() >= deadline { return found }
            usleep(100_000)
        }
    }

    /// The window shows `expected` within antialiasing noise (under 1 per channel on average).
    private static func assertWindowMatches(_ sway: SwaySession, _ expected: XvfbSession.Image, _ what: String,
                                            file: StaticString = #filePath, line: UInt = #line) throws {
        let problems = try eventually(sway) { shot in
            guard shot.width == expected.width, shot.height == expected.height else {
                return ["the window is \(shot.width)x\(shot.height) pixels, expected \(expected.width)x\(expected.height)"]
            }
            let mean = meanDifference(shot, expected)
            return mean < 1 ? [] : ["differs by \(mean) per channel on average"]
        }
        for problem in problems { XCTFail("\(what): \(problem)", file: file, line: line) }
    }

    /// Where `before` and `after` differ, the window shows `after`; and the window is `after` within noise.
    private static func assertWindow(_ sway: SwaySession, shows after: XvfbSession.Image, not before: XvfbSession.Image,
                                     _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let problems = try eventually(sway) { shot in
            guard shot.width == after.width, shot.height == after.height else {
                return ["the window is \(shot.width)x\(shot.height), the headless frame \(after.width)x\(after.height)"]
            }
            var changed = 0, shown = 0
            for y in 0..<shot.height {
                for x in 0..<shot.width where before.distance(to: after, x, y) > 60 {
                    changed += 1
                    if shot.distance(to: after, x, y) < shot.distance(to: before, x, y) { shown += 1 }
                }
            }
            var found: [String] = []
            if changed <= 100 { found.append("the headless frames hardly differ") }
            if Double(shown) < 0.95 * Double(changed) { found.append("of \(changed) pixels that change, the window shows \(shown) changed") }
            let mean = meanDifference(shot, after)
            if mean >= 1 { found.append("the window differs from the headless frame by \(mean) per channel on average") }
            return found
        }
        for problem in problems { XCTFail("\(what): \(problem)", file: file, line: line) }
    }

    private static func meanDifference(_ a: XvfbSession.Image, _ b: XvfbSession.Image) -> Double {
        var total = 0
        for y in 0..<a.height { for x in 0..<a.width { total += a.distance(to: b, x, y) } }
        return Double(total) / Double(a.width * a.height * 3)
    }

    func testTheGalleryIsAWaylandClientThatDrawsWhatTestHostDrawsAndTakesAClick() throws {
        let (sway, x11) = try startGallery(screen: "toggles", environment: ["ATELIER_HOST_STATS": "1"])
        let window = try XCTUnwrap(sway.window(), sway.output)
        XCTAssertEqual(window.shell, "xdg_shell", "a native Wayland client (XWayland's windows say xwayland; this sway has none)")
        XCTAssertEqual(window.appID, "Gallery")
        XCTAssertEqual(window.rect.size, Self.windowSize, "the window opens at its default size, in the desktop's units")
        // The X server answers, and has no window of the gallery's.
        XCTAssertEqual(try x11.xdotool(["getdisplaygeometry"]).trimmingCharacters(in: .whitespacesAndNewlines), "800 600")
        XCTAssertThrowsError(try x11.xdotool(["search", "--name", "Atelier Gallery"]), "nothing was opened on the X server DISPLAY names")

        let host = WindowTwin.host(GalleryView(initialScreen: "toggles"), size: Self.windowSize)
        let knob = try WindowHostTests.wifiSwitch()
        let off = try sway.image(of: host)
        host.tap(at: knob)
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("Wi-Fi is on"), "headless, a tap on the switch turns Wi-Fi on")
        let on = try sway.image(of: host)
        try Self.assertWindow(sway, shows: off, not: on, "the first frame")
        try sway.click(at: knob)
        try Self.assertWindow(sway, shows: on, not: off, "after clicking the Wi-Fi toggle with the virtual pointer")
        // Idle: no frames and next to no CPU while nothing happens.
        usleep(500_000)
        let frames = sway.output.components(separatedBy: "atelier: frame ").count
        let cpu = try XCTUnwrap(sway.appCPUTime())
        usleep(3_000_000)
        let idleCPU = try XCTUnwrap(sway.appCPUTime()) - cpu
        XCTAssertLessThan(idleCPU, 0.03, "an idle window on Wayland used \(idleCPU) s of CPU in 3 s")
        XCTAssertEqual(sway.output.components(separatedBy: "atelier: frame ").count, frames, "an idle window draws no frames")
        XCTAssertEqual(sway.terminateApp(), 0, sway.output)
    }

    /// An output's scale from its mode and its size in the desktop's units, as the outputs report them.
    func testAnOutputsScaleComesFromItsModeAndLogicalSize() {
        func scale(_ mode: (Int, Int), logical: Int, transform: Int32 = 0, whole: Int = 1) -> CGFloat {
            WaylandConnection.outputScale(modeWidth: mode.0, modeHeight: mode.1, transform: transform, logicalWidth: logical, integerScale: whole)
        }
        XCTAssertEqual(scale((1680, 1050), logical: 1344, whole: 2), 1.25)
        XCTAssertEqual(scale((1280, 800), logical: 853, whole: 2), 1.5, "a logical width rounded to whole units")
        XCTAssertEqual(scale((1280, 800), logical: 731, whole: 2), 1.75)
        XCTAssertEqual(scale((3840, 2160), logical: 1920, whole: 2), 2)
        XCTAssertEqual(scale((1050, 1680), logical: 1120, transform: 1, whole: 2), 1.5, "a turned output: its mode's height across")
        XCTAssertEqual(scale((2560, 1440), logical: 2560, whole: 2), 2, "a logical size that ignores the scale (GNOME's): the whole scale")
        XCTAssertEqual(scale((2560, 1440), logical: 0, whole: 3), 3, "no xdg-output: the whole scale")
        XCTAssertEqual(scale((0, 0), logical: 0, whole: 0), 1, "nothing known: 1")
    }

    func testTypedTextReachesTheFormAndTheClipboardGoesBothWays() throws {
        let (sway, _) = try startGallery(screen: "form")
        let host = WindowTwin.host(GalleryView(initialScreen: "form"), size: Self.windowSize)
        let name = try XCTUnwrap(host.frame(ofText: "Name"), "the name field")
        let start = try sway.image(of: host)
        host.tap(at: CGPoint(x: name.midX, y: name.midY))
        host.type("Hello Wayland")
        host.keyDown("a", modifiers: .command)
        host.keyDown("c", modifiers: .command)
        host.keyDown(.tab)
        host.type("zoe@example.com")
        host.advance(by: 11)  // the caret has stopped blinking, shown
        XCTAssertTrue(host.texts.contains { $0.hasPrefix("Hello Wayland · zoe@example.com") }, "\(host.texts)")
        let filled = try sway.image(of: host)

        // Typed: a click in the name field, text, Tab to the next field (wtype's keys through the seat).
        try sway.click(at: CGPoint(x: name.midX, y: name.midY))
        try sway.type("Hello Wayland")
        // The app's copy reaches other programs: Control-A, Control-C, then wl-paste reads it.
        try sway.keys(["a"], modifiers: ["ctrl"])
        try sway.keys(["c"], modifiers: ["ctrl"])
        var copied = ""
        for _ in 0..<50 {
            copied = (try? sway.clipboardText()) ?? ""
            if copied == "Hello Wayland" { break }
            usleep(100_000)
        }
        XCTAssertEqual(copied, "Hello Wayland", "what the window copied, as wl-paste reads it: \(sway.output)")
        // Another program's copy reaches the app: wl-copy, then Control-V in the e-mail field.
        try sway.keys(["Tab"])
        try sway.copyToClipboard("zoe@example.com")
        try sway.keys(["v"], modifiers: ["ctrl"])
        try Self.assertWindow(sway, shows: filled, not: start, "the typed name and the pasted e-mail")
        sway.stopClipboardServer()
        XCTAssertEqual(sway.terminateApp(), 0, sway.output)
    }

    func testDarkModeFollowsThePortalLive() throws {
        let portal = try FakeAppearancePortal(colorScheme: 1)
        let (sway, _) = try startGallery(screen: "shapes", environment: ["DBUS_SESSION_BUS_ADDRESS": portal.address])
        // The bottom right of the window is its own background, beyond the screen's 390 points.
        func background() throws -> (Int, Int, Int) {
            let shot = try sway.screenshot()
            return shot.pixel(shot.width - 10, shot.height - 10)
        }
        var seen = (-1, -1, -1)
        XCTAssertTrue(try eventually { seen = try background(); return seen == (0, 0, 0) }, "dark at start: \(seen)")
        portal.set(2)
        XCTAssertTrue(try eventually { seen = try background(); return seen == (255, 255, 255) }, "light after the switch: \(seen)")
        portal.set(1)
        XCTAssertTrue(try eventually { seen = try background(); return seen == (0, 0, 0) }, "dark again: \(seen)")
        XCTAssertEqual(sway.terminateApp(), 0, sway.output)
    }

    /// A compositor that asks windows to draw their own decorations (as GNOME's does) gets libdecor's: a title bar
    /// with the window's title above the content, which is what TestHost draws.
    func testWhereTheCompositorAsksForClientSideDecorationsLibdecorDrawsThem() throws {
        let x11 = try XvfbSession(screen: (800, 600))
        let sway = try SwaySession(clientSideDecorations: true)
        try sway.launch(WindowHostTests.galleryURL, arguments: ["--window", "--screen", "toggles"], environment: ["DISPLAY": x11.display])
        let rect = try XCTUnwrap(sway.window()?.rect)
        let bar = Int(rect.height - Self.windowSize.height)
        XCTAssertEqual(rect.width, Self.windowSize.width)
        XCTAssertTrue((16...48).contains(bar), "a title bar above the window's content: the window is \(rect.size)")
        guard let pid = sway.app?.processIdentifier, bar > 0 else { return }
        // (Read to the end: procfs files report no size, and a sized read stops short.)
        let maps = String(decoding: FileHandle(forReadingAtPath: "/proc/\(pid)/maps")?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
        XCTAssertTrue(maps.contains("libdecor-cairo.so"), "libdecor's cairo plugin draws the decorations")
        let expected = try sway.image(of: WindowTwin.host(GalleryView(initialScreen: "toggles"), size: Self.windowSize))
        let deadline = Date().addingTimeInterval(8)
        var problems: [String] = []
        repeat {
            let shot = try sway.screenshot()
            let content = Self.crop(shot, top: bar)
            problems = []
            if content.width != expected.width || content.height != expected.height {
                problems.append("the content is \(content.width)x\(content.height)")
            } else if Self.meanDifference(content, expected) >= 1 {
                problems.append("the content differs from TestHost's by \(Self.meanDifference(content, expected)) per channel")
            }
            // The focused window's title bar: dark, with the title in light letters.
            var dark = 0, light = 0
            for y in 0..<bar { for x in 0..<shot.width {
                let (r, g, b) = shot.pixel(x, y)
                if max(r, g, b) < 80 { dark += 1 } else if min(r, g, b) > 180 { light += 1 }
            } }
            if Double(dark) < 0.7 * Double(bar * shot.width) { problems.append("\(dark) of the title bar's \(bar * shot.width) pixels are dark") }
            if light < 50 { problems.append("the title bar has \(light) light pixels (its title)") }
            if !problems.isEmpty { usleep(100_000) }
        } while !problems.isEmpty && Date() < deadline
        XCTAssertEqual(problems, [])
        XCTAssertEqual(sway.terminateApp(), 0, sway.output)
    }

    /// The image below its first `top` rows.
    private static func crop(_ image: XvfbSession.Image, top: Int) -> XvfbSession.Image {
        let rows = max(0, image.height - top)
        return XvfbSession.Image(width: image.width, height: rows, pixels: Array(image.pixels[(top * image.width * 4)...]))
    }

    /// The output's scale, whole and fractional, changed while the app runs: each time the window draws again at
    /// the new scale, pixel for pixel what ImageRenderer draws at that scale (text, images, hairlines).
    func testTheOutputsScaleIsFollowedLiveAndDrawnPixelForPixel() throws {
        let (sway, _) = try startGallery(screen: "images", environment: ["ATELIER_HOST_STATS": "1"])
        let size = CGSize(width: 660, height: 400)
        try sway.resizeWindow(to: size)
        let twin = WindowChrome(context: WindowCommandContext(appName: "Gallery", newWindow: {}), commands: []) {
            GalleryView(initialScreen: "images")
        }
        for scale in [1, 2, 1.25, 1.75, 1.5, 1] as [Double] {
            if scale != sway.scale { try sway.setScale(scale) }
            let pixels = "at \(Int(size.width * scale))x\(Int(size.height * scale)) pixels"
            XCTAssertTrue(sway.waitForOutput(pixels, timeout: 10), "a frame \(pixels) at scale \(scale): \(sway.output)")
            let renderer = ImageRenderer(content: twin.frame(width: size.width, height: size.height).background(Color.white))
            renderer.scale = scale
            let expected = try sway.image(png: XCTUnwrap(renderer.pngData()))
            try Self.assertWindowMatches(sway, expected, "the window at output scale \(scale)")
            print(String(format: "output scale %.2f: window %dx%d pixels, %.3f per channel from ImageRenderer on average",
                         scale, expected.width, expected.height, Self.meanDifference(try sway.screenshot(), expected)))
        }
        XCTAssertEqual(sway.terminateApp(), 0, sway.output)
    }

    /// A window moved to an output of another scale draws again at that output's scale.
    func testAWindowMovedToAnOutputOfAnotherScaleDrawsAtItsScale() throws {
        let (sway, _) = try startGallery(screen: "images", environment: ["ATELIER_HOST_STATS": "1"])
        let size = CGSize(width: 660, height: 400)
        try sway.resizeWindow(to: size)
        XCTAssertTrue(sway.waitForOutput("at 660x400 pixels"), sway.output)
        let second = try sway.addOutput(scale: 1.75)
        try sway.moveWindow(toOutput: second)
        XCTAssertTrue(sway.waitForOutput("at 1155x700 pixels"), "1.75 pixels a point on the second output: \(sway.output)")
        let twin = WindowChrome(context: WindowCommandContext(appName: "Gallery", newWindow: {}), commands: []) {
            GalleryView(initialScreen: "images")
        }
        let renderer = ImageRenderer(content: twin.frame(width: size.width, height: size.height).background(Color.white))
        renderer.scale = 1.75
        let expected = try sway.image(png: XCTUnwrap(renderer.pngData()))
        // Photographed in the second output's pixels.
        var mean = Double.infinity
        let deadline = Date().addingTimeInterval(8)
        repeat {
            let shot = try sway.screenshot(scale: 1.75)
            XCTAssertEqual([shot.width, shot.height], [expected.width, expected.height], "the screenshot's size in pixels")
            guard shot.width == expected.width, shot.height == expected.height else { break }
            mean = Self.meanDifference(shot, expected)
            if mean >= 1 { usleep(100_000) }
        } while mean >= 1 && Date() < deadline
        XCTAssertLessThan(mean, 1, "the window on the second output differs from ImageRenderer at 1.75 by \(mean) per channel")
        XCTAssertEqual(sway.terminateApp(), 0, sway.output)
    }

    /// ATELIER_SCALE on Wayland enlarges the interface on top of the output's scale: a point is that
    /// many of the desktop's units, drawn at the output's pixels per unit.
    func testTheUsersScaleMultipliesTheOutputsScale() throws {
        let x11 = try XvfbSession(screen: (800, 600))
        let sway = try SwaySession(scale: 2)
        try sway.launch(Self.probeURL, arguments: [], environment: ["DISPLAY": x11.display, "ATELIER_SCALE": "1.5",
                                                                    "ATELIER_HOST_STATS": "1"])
        // The probe is 400 by 300 points under the 26-point menu bar.
        XCTAssertEqual(sway.window()?.rect.size, CGSize(width: 600, height: 489), "1.5 units a point")
        XCTAssertTrue(sway.waitForOutput("at 1200x978 pixels"), "3 pixels a point: \(sway.output)")
        XCTAssertEqual(sway.terminateApp(), 0, sway.output)
    }

    /// GDK_SCALE is an X11 setting (GTK's X11 backend reads it); on Wayland the output's scale alone applies, so
    /// a GDK_SCALE=2 exported for X11 apps does not make a 2x output's windows 4x.
    func testGDKScaleIsLeftToX11() throws {
        let x11 = try XvfbSession(screen: (800, 600))
        let sway = try SwaySession(scale: 2)
        try sway.launch(Self.probeURL, arguments: [], environment: ["DISPLAY": x11.display, "GDK_SCALE": "2",
                                                                    "ATELIER_HOST_STATS": "1"])
        XCTAssertEqual(sway.window()?.rect.size, CGSize(width: 400, height: 326), "one unit a point")
        XCTAssertTrue(sway.waitForOutput("at 800x652 pixels"), "2 pixels a point: \(sway.output)")
        XCTAssertEqual(sway.terminateApp(), 0, sway.output)
    }

    func testACompositorThatGoesAwayEndsTheAppWithAMessage() throws {
        let (sway, _) = try startGallery(screen: "shapes")
        let start = Date()
        sway.killCompositor()
        let status = sway.waitForAppExit(timeout: 10)
        let seconds = Date().timeIntervalSince(start)
        XCTAssertNotNil(status, "the app still runs 10 s after its compositor went away: \(sway.output)")
        XCTAssertNotEqual(status, 0, sway.output)
        XCTAssertLessThan(seconds, 3, "the app ended \(seconds) s after the compositor")
        let lines = sway.output.split(separator: "\n").filter { $0.contains("compositor") }
        XCTAssertEqual(lines, ["Gallery: the Wayland compositor closed the connection (Broken pipe), so the app cannot go on"],
                       sway.output)
    }

    func testAnXServerThatGoesAwayEndsTheAppWithAMessage() throws {
        let session = try XvfbSession()
        try session.launch(Self.probeURL, arguments: [], title: "Pointer Probe")
        let start = Date()
        session.killServer()
        let status = session.waitForAppExit()
        let seconds = Date().timeIntervalSince(start)
        XCTAssertNotNil(status, "the app still runs 10 s after its X server went away: \(session.output)")
        XCTAssertNotEqual(status, 0, session.output)
        XCTAssertLessThan(seconds, 3, "the app ended \(seconds) s after the X server")
        XCTAssertEqual(session.output.split(separator: "\n").filter { $0.contains("X server") },
                       ["PointerProbeApp: the X server \(session.display) closed the connection, so the app cannot go on"],
                       session.output)
    }

    func testWithoutAWaylandConnectionTheWindowOpensOnX11() throws {
        let session = try XvfbSession()
        // A Wayland socket that does not exist: the host goes on to X11, and says why in one line.
        try session.launch(Self.probeURL, arguments: [], title: "Pointer Probe",
                           environment: ["WAYLAND_DISPLAY": "/nonexistent/wayland-9"])
        XCTAssertEqual(session.windowTitles(), ["Pointer Probe"])
        XCTAssertEqual(session.terminateApp(), 0, session.output)
        XCTAssertEqual(session.output.split(separator: "\n").filter { $0.contains("Wayland") },
                       ["Atelier: warning: the Wayland compositor at /nonexistent/wayland-9 cannot be used "
                        + "(no connection: No such file or directory); the window opens on X11"], session.output)
    }

    /// A compositor SDL 2.26 cannot use (weston's headless backend has no seat, which makes SDL crash as it
    /// starts): X11 where DISPLAY names a server, else one line saying why there is no window; never a crash.
    func testACompositorWithoutASeatIsPassedOverWithAWarning() throws {
        let weston = try HeadlessWeston()
        let session = try XvfbSession()
        try session.launch(Self.probeURL, arguments: [], title: "Pointer Probe", environment: ["WAYLAND_DISPLAY": weston.socket])
        XCTAssertEqual(session.windowTitles(), ["Pointer Probe"])
        XCTAssertEqual(session.terminateApp(), 0, session.output)
        XCTAssertEqual(session.output.split(separator: "\n").filter { $0.contains("Wayland") },
                       ["Atelier: warning: the Wayland compositor at \(weston.socket) cannot be used (it offers no wl_seat); "
                        + "the window opens on X11"], session.output)

        var env = ProcessInfo.processInfo.environment
        env["WAYLAND_DISPLAY"] = weston.socket
        env["DISPLAY"] = nil
        env["SDL_VIDEODRIVER"] = nil
        let (status, output) = try runProcess(Self.probeURL, [], environment: env)
        XCTAssertEqual(status, 1, output)
        XCTAssertEqual(output, "PointerProbeApp: no display to open a window on (the Wayland compositor at \(weston.socket) cannot be "
                       + "used (it offers no wl_seat)); run with --snapshot FILE.png [WIDTHxHEIGHT] to render the first frame to a file\n")
    }

    private static var probeURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("PointerProbeApp")
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

/// Weston on its headless backend, with no seat (no keyboard, no pointer): a compositor SDL 2.26 cannot use.
private final class HeadlessWeston {
    let socket: String
    private let process = Process()
    private let folder: URL

    init() throws {
        guard let weston = XvfbSession.path(of: "weston") else {
            throw SwaySession.Failure.missingTool("weston")
        }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-weston-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        socket = folder.appendingPathComponent("wayland-weston").path
        process.executableURL = URL(fileURLWithPath: weston)
        process.arguments = ["--backend=headless-backend.so", "--use-pixman", "--no-config", "--idle-time=0", "--socket=wayland-weston"]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path, "XDG_RUNTIME_DIR": folder.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: socket) { usleep(50_000) }
        guard FileManager.default.fileExists(atPath: socket) else { throw SwaySession.Failure.noCompositor("weston made no socket") }
    }

    deinit {
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        try? FileManager.default.removeItem(at: folder)
    }
}
