import XCTest
@_spi(Backend) import AtelierCore
import AtelierTesting
import GalleryKit

/// The window host under faults, in real windows (Xvfb): bursts of input and of resizes, a clipboard owner that
/// stalls and dies mid-paste, a portal that never answers, a machine without the system fonts. The probe is
/// PointerProbeApp with ATELIER_PROBE=faults (FaultProbeView): an orange square centred at (140, 96) that counts key
/// presses, a blue one at (260, 96) that counts taps, a text field below; it prints each new count.
@preconcurrency @MainActor final class WindowFaultTests: XCTestCase {
    private static var probeURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("PointerProbeApp")
    }

    /// Where the blue square's middle is in the window, in pixels (below the menu bar).
    private static let blueSquare = CGPoint(x: 260, y: 96 + WindowTwin.menuBarHeight)
    /// Where the text field's middle is.
    private static let field = CGPoint(x: 200, y: 188 + WindowTwin.menuBarHeight)

    private func startProbe(environment: [String: String] = [:], program: URL = WindowFaultTests.probeURL) throws -> XvfbSession {
        guard FileManager.default.isExecutableFile(atPath: program.path) else {
            throw XvfbSession.Failure.toolFailed("no PointerProbeApp at \(Self.probeURL.path): build it with `swift build --build-tests`")
        }
        let session = try XvfbSession(screen: (800, 600))
        var env = ["ATELIER_PROBE": "faults", "ATELIER_HOST_STATS": "1"]
        for (k, v) in environment { env[k] = v }
        try session.launch(program, arguments: [], title: "Pointer Probe", environment: env)
        return session
    }

    /// The last line of the program's output that starts with `prefix`.
    private static func lastLine(_ session: XvfbSession, _ prefix: String) -> String? {
        session.output.split(separator: "\n").last { $0.hasPrefix(prefix) }.map(String.init)
    }

    /// Frames the window drew so far (ATELIER_HOST_STATS=1 prints a line for each).
    private static func frames(_ session: XvfbSession) -> Int {
        session.output.split(separator: "\n").filter { $0.hasPrefix("atelier: frame ") }.count
    }

    /// The program's resident memory in kilobytes.
    private static func residentKilobytes(_ session: XvfbSession) -> Int? {
        guard let pid = session.app?.processIdentifier,
              let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        return line.split(separator: " ").compactMap { Int($0) }.first
    }

    /// The lines of the program's output that hold `text`.
    private static func lines(_ session: XvfbSession, containing text: String) -> [String] {
        session.output.split(separator: "\n").filter { $0.contains(text) }.map(String.init)
    }

    /// Clicks the blue square and waits for its count to reach `taps`: the app answers.
    private func assertAnswersAClick(_ session: XvfbSession, taps: Int, keys: Int = 0, _ what: String,
                                     file: StaticString = #filePath, line: UInt = #line) throws {
        try session.click(at: Self.blueSquare)
        XCTAssertTrue(session.waitForOutput("keys \(keys) taps \(taps)\n", timeout: 5),
                      "\(what): a click reaches the app: \(session.output.suffix(600))", file: file, line: line)
    }

    // MARK: Bursts

    /// 10,000 events at once (6,000 pointer motions over the blue square, 1,000 clicks on it, 1,000 key presses and
    /// releases on the focused square): every one is handled, in far fewer frames than events, with memory bounded,
    /// and the app answers after.
    func testTenThousandInputEventsAtOnceAreAllHandled() throws {
        let session = try startProbe()
        try session.keys(["Tab"])  // focus to the orange square
        let (left, top) = try session.windowPosition()
        let input = try XTestInput(display: session.display)
        input.move(toScreenX: left + Int(Self.blueSquare.x), y: top + Int(Self.blueSquare.y))
        input.sync()
        usleep(300_000)
        let framesBefore = Self.frames(session)
        let memoryBefore = try XCTUnwrap(Self.residentKilobytes(session))
        let x = left + Int(Self.blueSquare.x), y = top + Int(Self.blueSquare.y)
        for i in 0..<1000 {
            for step in 0..<6 { input.move(toScreenX: x - 15 + 5 * step, y: y + (i % 2 == 0 ? 5 : -5)) }
            // (SDL reports a press of a key pressed again within 2 ms as a repeat: the probe counts both.)
            input.key(i % 2 == 0 ? 0x61 : 0x62)
            input.click()
        }
        input.sync()
        XCTAssertTrue(session.waitForOutput("keys 1000 taps 1000\n", timeout: 120),
                      "all 10,000 events arrive: \(Self.lastLine(session, "keys") ?? "none")")
        usleep(500_000)
        let frames = Self.frames(session) - framesBefore
        let memoryAfter = try XCTUnwrap(Self.residentKilobytes(session))
        XCTAssertEqual(Self.lastLine(session, "keys"), "keys 1000 taps 1000", "no event is handled twice")
        XCTAssertGreaterThan(frames, 0)
        XCTAssertLessThanOrEqual(frames, 1000, "events that come together are drawn together, not a frame each")
        XCTAssertLessThan(memoryAfter - memoryBefore, 40_000,
                          "memory after the burst: \(memoryAfter) kB, before: \(memoryBefore) kB")
        try assertAnswersAClick(session, taps: 1001, keys: 1000, "after the burst")
        print("WindowFaultTests: 10,000 events drawn in \(frames) frames; memory \(memoryBefore) -> \(memoryAfter) kB")
        XCTAssertEqual(session.terminateApp(), 0, session.output.suffix(2000).description)
    }

    /// The X server killed while the app works through a burst of input: the app ends within seconds with Xlib's
    /// message and a non-zero status (WaylandWindowTests kills it under an idle window, and a compositor too).
    func testAnXServerKilledMidBurstEndsTheAppWithAMessage() throws {
        let session = try startProbe()
        try session.keys(["Tab"])
        do {
            // The test's own connection is closed before the server goes: Xlib would end this process on its loss.
            let input = try XTestInput(display: session.display)
            for i in 0..<5000 { input.key(i % 2 == 0 ? 0x61 : 0x62) }
            input.sync()
        }
        let start = Date()
        session.killServer()
        let status = session.waitForAppExit()
        let seconds = Date().timeIntervalSince(start)
        XCTAssertNotNil(status, "the app still runs 10 s after its X server went away: \(session.output.suffix(600))")
        XCTAssertNotEqual(status, 0)
        XCTAssertLessThan(seconds, 3, "the app ended \(seconds) s after the X server")
        XCTAssertEqual(Self.lines(session, containing: "X server"),
                       ["PointerProbeApp: the X server \(session.display) closed the connection, so the app cannot go on"],
                       session.output.suffix(600).description)
    }

    /// 1,000 resizes sent at once: the window ends at the last size and shows what TestHost draws at that size.
    func testAThousandResizesEndAtTheLastSizeDrawnAsTestHostDrawsIt() throws {
        let session = try XvfbSession(screen: (1400, 1100))
        try session.launch(WindowHostTests.galleryURL, arguments: ["--window", "--screen", "toggles"], title: "Atelier Gallery",
                           environment: ["ATELIER_HOST_STATS": "1"])
        let input = try XTestInput(display: session.display)
        var generator = SystemRandomNumberGenerator()
        let start = Date()
        for _ in 0..<999 {
            input.resize(window: session.window, width: Int.random(in: 500...1100, using: &generator),
                         height: Int.random(in: 400...900, using: &generator))
        }
        input.resize(window: session.window, width: 620, height: 480)
        input.sync()
        let sent = Date().timeIntervalSince(start)
        XCTAssertLessThan(sent, 1, "the 1,000 resizes take \(sent) s to send")
        let host = WindowTwin.host(GalleryView(initialScreen: "toggles"), size: CGSize(width: 620, height: 480))
        let expected = try session.image(of: host)
        var shot = try session.screenshot()
        var difference = Double.infinity
        for _ in 0..<50 {
            if shot.width == expected.width, shot.height == expected.height {
                var total = 0
                for y in 0..<shot.height { for x in 0..<shot.width { total += shot.distance(to: expected, x, y) } }
                difference = Double(total) / Double(shot.width * shot.height * 3)
                if difference < 1 { break }
            }
            usleep(200_000)
            shot = try session.screenshot()
        }
        XCTAssertEqual(shot.width, 620)
        XCTAssertEqual(shot.height, 480)
        XCTAssertLessThan(difference, 1, "the window differs from TestHost's frame by \(difference) per channel on average")
        XCTAssertTrue(Self.lines(session, containing: "atelier: frame").last?.contains("at 620x480 pixels") ?? false,
                      "the last frame drawn is at the last size: \(Self.lines(session, containing: "atelier: frame").last ?? "none")")
        XCTAssertEqual(session.terminateApp(), 0, session.output.suffix(2000).description)
    }

    // MARK: The clipboard

    /// The clipboard's owner (xclip) stops answering and is killed while the app asks it for the text: the paste
    /// gives nothing, with one warning, the app goes on answering, and a later copy pastes again.
    func testAClipboardOwnerThatDiesMidPasteGivesNothingWithOneWarning() throws {
        guard let xclipPath = XvfbSession.path(of: "xclip") else {
            throw XvfbSession.Failure.missingTool("xclip")
        }
        let session = try startProbe()
        let owner = try startClipboardOwner(xclipPath, display: session.display, text: "from the owner")
        // The owner holds the clipboard but, stopped, answers nothing: the app's request waits on it.
        kill(owner.processIdentifier, SIGSTOP)
        try session.click(at: Self.field)
        try session.xdotool(["key", "--window", session.window, "ctrl+v"])
        usleep(300_000)
        kill(owner.processIdentifier, SIGKILL)
        owner.waitUntilExit()
        try assertAnswersAClick(session, taps: 1, "after the owner died mid-paste")
        XCTAssertNil(Self.lastLine(session, "field "), "nothing was pasted: \(session.output.suffix(600))")
        XCTAssertEqual(Self.lines(session, containing: "warning").filter { $0.contains("clipboard") }.count, 1,
                       "one warning: \(session.output.suffix(1500))")
        // A new owner: the paste works again, with no new warning.
        let second = try startClipboardOwner(xclipPath, display: session.display, text: "again")
        defer { second.terminate(); second.waitUntilExit() }
        try session.click(at: Self.field)
        try session.xdotool(["key", "--window", session.window, "ctrl+v"])
        XCTAssertTrue(session.waitForOutput("field \"again\"", timeout: 5), session.output.suffix(600).description)
        XCTAssertEqual(Self.lines(session, containing: "warning").filter { $0.contains("clipboard") }.count, 1)
        XCTAssertEqual(session.terminateApp(), 0, session.output.suffix(2000).description)
    }

    /// xclip owning the clipboard with `text`, in the foreground (so that it can be stopped and killed).
    private func startClipboardOwner(_ path: String, display: String, text: String) throws -> Process {
        let owner = Process()
        owner.executableURL = URL(fileURLWithPath: path)
        owner.arguments = ["-selection", "clipboard", "-quiet", "-i"]
        owner.environment = ["DISPLAY": display, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
        let input = Pipe()
        owner.standardInput = input
        owner.standardOutput = FileHandle.nullDevice
        owner.standardError = FileHandle.nullDevice
        try owner.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        // It owns the clipboard once it has read its input: `xclip -o` then prints the text.
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            let reader = Process()
            reader.executableURL = URL(fileURLWithPath: path)
            reader.arguments = ["-selection", "clipboard", "-o"]
            reader.environment = owner.environment
            let out = Pipe()
            reader.standardOutput = out
            reader.standardError = FileHandle.nullDevice
            try reader.run()
            reader.waitUntilExit()
            if String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == text { return owner }
            usleep(50_000)
        }
        owner.terminate()
        throw XvfbSession.Failure.toolFailed("xclip did not take the clipboard")
    }

    // MARK: Services that never answer

    /// A settings portal that takes the call and never answers: the window opens after the read's short timeout,
    /// with one warning, and answers clicks.
    func testAPortalThatNeverAnswersCostsOneShortWaitAndOneWarning() throws {
        let bus = try SilentDBusService(names: ["org.freedesktop.portal.Desktop"])
        let start = Date()
        let session = try startProbe(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let opened = Date().timeIntervalSince(start)
        XCTAssertTrue(bus.calls.contains("Read"), "the app asked the portal: \(bus.calls)")
        XCTAssertEqual(bus.calls.filter { $0 == "Read" }.count, 1, "a portal that did not answer is not asked again")
        try assertAnswersAClick(session, taps: 1, "with the portal's call unanswered")
        XCTAssertEqual(Self.lines(session, containing: "warning").filter { $0.contains("portal") },
                       ["Atelier: warning: the desktop's settings portal did not answer in 500 ms; the app starts with its own "
                        + "light or dark setting and follows the portal's changes"], session.output.suffix(1500).description)
        print("WindowFaultTests: the window opened \(opened) s after launch with a silent portal")
        XCTAssertEqual(session.terminateApp(), 0, session.output.suffix(2000).description)
    }

    /// An accessibility launcher that never answers: the window opens after one short wait with one warning; when
    /// it later says a screen reader listens, the bus's address is asked for without holding the window, which
    /// answers clicks while that call hangs.
    func testAnAccessibilityLauncherThatNeverAnswersDoesNotHoldTheWindow() throws {
        let bus = try SilentDBusService(names: ["org.a11y.Bus"])
        let session = try startProbe(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        XCTAssertEqual(bus.calls.filter { $0 == "GetAll" }.count, 1, "the setting is asked for once: \(bus.calls)")
        XCTAssertEqual(Self.lines(session, containing: "warning").filter { $0.contains("accessibility") }.count, 1,
                       session.output.suffix(1500).description)
        bus.announceAccessibilityEnabled()
        XCTAssertTrue(bus.waitForCall("GetAddress"), "the app asks for the bus once a screen reader listens: \(bus.calls)")
        let framesBefore = Self.frames(session)
        for taps in 1...3 { try assertAnswersAClick(session, taps: taps, "while GetAddress hangs") }
        XCTAssertGreaterThanOrEqual(Self.frames(session) - framesBefore, 3, "each click is drawn")
        XCTAssertEqual(bus.calls.filter { $0 == "GetAddress" }.count, 1)
        XCTAssertEqual(session.terminateApp(), 0, session.output.suffix(2000).description)
    }

    // MARK: Fonts

    /// A fontconfig configuration of its own: the given folders, a cache in the test's folder.
    private func fontConfiguration(folders: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let dirs = folders.map { "<dir>\($0)</dir>" }.joined()
        let file = folder.appendingPathComponent("fonts.conf")
        // The machine's rules (aliases such as sans-serif) without its font folders.
        try """
            <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>\(dirs)<cachedir>\(folder.path)/cache</cachedir>
            <include ignore_missing="yes">/etc/fonts/conf.d</include></fontconfig>
            """.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The probe copied into a folder with only its own resources: beside the build's products it would also
    /// register the fonts of the test bundle's resources, which no installed app has.
    private func probeAlone() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let built = Self.probeURL.deletingLastPathComponent()
        for name in ["PointerProbeApp", "Atelier_PointerProbeApp.resources"] {
            try FileManager.default.copyItem(at: built.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder.appendingPathComponent("PointerProbeApp")
    }

    /// How many pixels of the count line's region ("keys 0 taps 0", centred at (200, 152)) are dark: drawn text.
    private static func textPixels(_ image: XvfbSession.Image) -> Int {
        var n = 0
        for y in (140 + Int(WindowTwin.menuBarHeight))..<(164 + Int(WindowTwin.menuBarHeight)) {
            for x in 120..<280 {
                let (r, g, b) = image.pixel(x, y)
                if r + g + b < 300 { n += 1 }
            }
        }
        return n
    }

    /// A machine with DejaVu but not Inter or Noto: text draws in DejaVu Sans, with one warning naming it.
    func testWithoutInterOrNotoTextDrawsInAFallbackWithOneWarning() throws {
        let session = try startProbe(environment: ["FONTCONFIG_FILE": try fontConfiguration(folders: ["/usr/share/fonts/truetype/dejavu"]).path],
                                     program: try probeAlone())
        XCTAssertGreaterThan(Self.textPixels(try session.screenshot()), 50, "the counts are drawn")
        XCTAssertEqual(Self.lines(session, containing: "warning").filter { $0.contains("font") },
                       ["Atelier: warning: the system font Inter is not installed (Debian: fonts-inter); text is drawn in DejaVu Sans instead"],
                       session.output.suffix(1500).description)
        try assertAnswersAClick(session, taps: 1, "with the fallback font")
        XCTAssertEqual(session.terminateApp(), 0, session.output.suffix(2000).description)
    }

    /// A machine with no fonts at all: the window opens and answers, with one warning saying text cannot be drawn.
    func testWithNoFontsAtAllTheWindowStillWorksWithOneWarning() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-nofonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let session = try startProbe(environment: ["FONTCONFIG_FILE": try fontConfiguration(folders: [empty.path]).path],
                                     program: try probeAlone())
        XCTAssertEqual(Self.lines(session, containing: "warning").filter { $0.contains("font") },
                       ["Atelier: warning: no fonts are installed (fontconfig lists none); text cannot be drawn. "
                        + "Install Inter (Debian: fonts-inter) or any font"], session.output.suffix(1500).description)
        try assertAnswersAClick(session, taps: 1, "with no fonts")
        XCTAssertEqual(session.terminateApp(), 0, session.output.suffix(2000).description)
    }
}
