import XCTest
@_spi(Backend) import AtelierCore
import AtelierTesting
import GalleryKit

/// The gallery in a real window (Xvfb), driven with xdotool: what the window shows is compared, pixel
/// by pixel, with what TestHost draws headless for the same view and the same input.
@preconcurrency @MainActor final class WindowHostTests: XCTestCase {
    static let windowSize = CGSize(width: 660, height: 760)

    /// The Gallery executable built beside this test bundle.
    static var galleryURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Gallery")
    }

    private func startGallery(screen: String, environment: [String: String] = [:],
                              xvfbScreen: (Int, Int) = (1400, 1100)) throws -> XvfbSession {
        guard FileManager.default.isExecutableFile(atPath: Self.galleryURL.path) else {
            throw XvfbSession.Failure.toolFailed("no Gallery executable at \(Self.galleryURL.path): build it with `swift build --build-tests`")
        }
        let session = try XvfbSession(screen: xvfbScreen)
        try session.launch(Self.galleryURL, arguments: ["--window", "--screen", screen], title: "Atelier Gallery",
                           environment: environment)
        return session
    }

    /// Screenshots the window until `problems` finds none in a screenshot, or `timeout` seconds pass (a slow
    /// machine may take a while to draw); the problems of the last screenshot. A passing check returns at
    /// once, so the generous limit costs only failures: on a loaded CI machine the app may be many seconds
    /// behind the keys typed at it.
    private static func eventually(_ session: XvfbSession, timeout: Double = 40,
                                   _ problems: (XvfbSession.Image) -> [String]) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let found = problems(try session.screenshot())
            if found.isEmpty || Date() >= deadline { return found }
            usleep(100_000)
        }
    }

    /// Where `before` and `after` (headless frames) differ, the window must show `after`; and the whole
    /// window must be the headless frame `after` within antialiasing noise.
    private static func assertWindow(_ session: XvfbSession, shows after: XvfbSession.Image, not before: XvfbSession.Image,
                                     _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let problems = try eventually(session) { shot in
            guard shot.width == after.width, shot.height == after.height else {
                return ["the window is \(shot.width)x\(shot.height), the headless frame \(after.width)x\(after.height)"]
            }
            var changed = 0, shown = 0, total = 0
            for y in 0..<shot.height {
                for x in 0..<shot.width {
                    total += shot.distance(to: after, x, y)
                    guard before.distance(to: after, x, y) > 60 else { continue }
                    changed += 1
                    if shot.distance(to: after, x, y) < shot.distance(to: before, x, y) { shown += 1 }
                }
            }
            var found: [String] = []
            if changed <= 100 { found.append("the headless frames hardly differ") }
            if Double(shown) < 0.95 * Double(changed) { found.append("of \(changed) pixels that change, the window shows \(shown) changed") }
            let mean = Double(total) / Double(shot.width * shot.height * 3)
            if mean >= 1 { found.append("the window differs from the headless frame by \(mean) per channel on average") }
            return found
        }
        for problem in problems { XCTFail("\(what): \(problem)", file: file, line: line) }
    }

    /// The middle of the Wi-Fi toggle's switch on the toggles screen (a switch sits at its toggle's trailing end).
    @MainActor static func wifiSwitch() throws -> CGPoint {
        let probe = WindowTwin.host(GalleryView(initialScreen: "toggles"), size: windowSize)
        let toggle = try XCTUnwrap(controlFrame(containing: "Wi-Fi", in: probe), "the Wi-Fi toggle")
        return CGPoint(x: toggle.maxX - 25, y: toggle.midY)
    }

    /// Tabs through the headless host until the focused control covers `text`; its frame.
    @MainActor private static func controlFrame(containing text: String, in host: TestHost) -> CGRect? {
        guard let label = host.frame(ofText: text) else { return nil }
        for _ in 0..<80 {
            host.keyDown(.tab)
            if let frame = host.keyboardFocusFrame, frame.contains(label) { return frame }
        }
        return nil
    }

    func testClickingAToggleAndLongPressingAButtonInTheWindow() throws {
        let session = try startGallery(screen: "toggles")
        // Headless: where the Wi-Fi switch is, and the frames before and after flipping it.
        let host = WindowTwin.host(GalleryView(initialScreen: "toggles"), size: Self.windowSize)
        let knob = try Self.wifiSwitch()
        let off = try session.image(of: host)
        host.tap(at: knob)
        host.advance(by: 1)
        XCTAssertTrue(host.texts.contains("Wi-Fi is on"), "headless, a tap on the switch turns Wi-Fi on")
        let on = try session.image(of: host)

        // The window: first frame, then a click on the switch.
        try Self.assertWindow(session, shows: off, not: on, "the first frame")
        try session.click(at: knob)
        try Self.assertWindow(session, shows: on, not: off, "after clicking the Wi-Fi toggle")

        // To the buttons screen through the sidebar, then a 1.5 s press on "Long press me".
        let title = try XCTUnwrap(GalleryScreens.all.first { $0.name == "buttons" }).title
        let entry = try XCTUnwrap(host.frame(ofText: title))
        host.tap(at: CGPoint(x: entry.midX, y: entry.midY))
        let button = try XCTUnwrap(host.frame(ofText: "Long press me"))
        let centre = CGPoint(x: button.midX, y: button.midY)
        let unpressed = try session.image(of: host)
        host.pointerDown(at: centre)
        host.advance(by: 1.5)
        host.pointerUp()
        host.advance(by: 0.5)
        XCTAssertTrue(host.texts.contains("Long presses: 1"), "headless, the long press triggers")
        let pressed = try session.image(of: host)

        try session.click(at: CGPoint(x: entry.midX, y: entry.midY))
        try Self.assertWindow(session, shows: unpressed, not: pressed, "the buttons screen")
        try session.press(at: centre, for: 1.5)
        try Self.assertWindow(session, shows: pressed, not: unpressed, "after a 1.5 s press on Long press me")
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }

    func testReturnAndEscapeReachTheirButtonsAndTheWheelScrolls() throws {
        let session = try startGallery(screen: "buttons")
        let host = WindowTwin.host(GalleryView(initialScreen: "buttons"), size: Self.windowSize)
        let start = try session.image(of: host)
        XCTAssertTrue(host.keyDown(.return))
        XCTAssertTrue(host.texts.contains("Last action: prominent"), "Return is the Prominent button's shortcut")
        let afterReturn = try session.image(of: host)
        XCTAssertTrue(host.keyDown(.escape))
        XCTAssertTrue(host.texts.contains("Last action: cancel"), "Escape is the Cancel button's shortcut")
        let afterEscape = try session.image(of: host)

        try session.keys(["Return"])
        try Self.assertWindow(session, shows: afterReturn, not: start, "after Return")
        try session.keys(["Escape"])
        try Self.assertWindow(session, shows: afterEscape, not: afterReturn, "after Escape")

        // A shorter window: three wheel notches down over the screen scroll it by 3 x 40 points.
        let short = CGSize(width: 660, height: 400)
        let small = WindowTwin.host(GalleryView(initialScreen: "buttons"), size: short)
        small.keyDown(.escape)
        let top = try session.image(of: small)
        let over = CGPoint(x: 450, y: 200)
        XCTAssertTrue(small.scroll(by: CGSize(width: 0, height: 120), at: over))
        let scrolled = try session.image(of: small)
        try session.xdotool(["windowsize", session.window, "660", "400"])
        try Self.assertWindow(session, shows: top, not: scrolled, "the short window")
        try session.move(to: over)
        try session.xdotool(["click", "--repeat", "3", "--delay", "50", "5"])
        try Self.assertWindow(session, shows: scrolled, not: top, "after three wheel notches")
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }

    func testTasksMainQueueWorkAndTimersReachAnIdleWindow() throws {
        let session = try startGallery(screen: "later-work")
        let host = WindowTwin.host(GalleryView(initialScreen: "later-work"), size: Self.windowSize)
        let waiting = try session.image(of: host)
        XCTAssertEqual(host.texts.filter { $0 == "waiting" }.count, 4)
        // The work runs on real time (Task.sleep, a global queue, a Timer): wait for it, then let the
        // host run the main queue.
        for _ in 0..<30 where host.texts.contains("waiting") {
            usleep(100_000)
            host.advance(by: 0.1)
        }
        usleep(1_200_000)  // the bar starts growing 1 s after the screen appears
        host.advance(by: 1)
        XCTAssertEqual(host.texts.filter { $0 == "done" }.count, 4, "headless, all four arrive: \(host.texts)")
        let done = try session.image(of: host)
        // By now (2.5 s and more) everything has arrived, with no input to wake the window.
        try Self.assertWindow(session, shows: done, not: waiting, "seconds after the window opened, untouched")
        XCTAssertEqual(Self.longestGreenRun(try session.screenshot()), Self.longestGreenRun(done), accuracy: 1,
                       "the animated bar is drawn at its final width, not where the last moving frame left it")
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }

    func testAnAtMainAppOpensAtItsDefaultSizeAndAnswersTheKeyboard() throws {
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("CounterApp")
        let session = try XvfbSession()
        try session.launch(program, arguments: [], title: "Counter")
        let (w, h) = try session.windowSize()
        XCTAssertEqual(w, 320)
        XCTAssertEqual(h, 240)
        let first = try session.screenshot()
        func bluePixels(_ image: XvfbSession.Image) -> Int {
            var n = 0
            for y in 0..<120 { for x in 0..<image.width {
                let (r, g, b) = image.pixel(x, y)
                if r < 60, (100...150).contains(g), b > 220 { n += 1 }
            } }
            return n
        }
        XCTAssertEqual(bluePixels(first), 0, "the count starts at a grey 0")
        try session.keys(["Return", "Return", "Return"])
        XCTAssertEqual(try Self.eventually(session) { bluePixels($0) > 300 ? [] : ["grey"] }, [],
                       "Return (the default action) added to the count, which turns blue")
        try session.keys(["Escape"])
        try Self.assertWindowMatches(session, first, "Escape (the cancel action) resets the count")
        try session.keys(["t"])
        usleep(300_000)
        try Self.assertWindowMatches(session, first, "T alone is not Command-T")
        try session.keys(["ctrl+t"])
        XCTAssertEqual(try Self.eventually(session) { bluePixels($0) > 300 ? [] : ["grey"] }, [],
                       "Ctrl-T performs the Command-T shortcut")
        try session.requestWindowClose()
        XCTAssertEqual(session.waitForAppExit(), 0, session.output)
    }

    func testDraggingOffAButtonCancelsOnlyWhereTheStyleSaysSo() throws {
        let session = try startGallery(screen: "buttons")
        let host = WindowTwin.host(GalleryView(initialScreen: "buttons"), size: Self.windowSize)
        let cancellable = try XCTUnwrap(host.frame(ofText: "Cancellable")), tapMe = try XCTUnwrap(host.frame(ofText: "Tap Me!"))
        let start = try session.image(of: host)
        @MainActor func dragAway(_ frame: CGRect) -> (CGPoint, CGPoint) {
            let from = CGPoint(x: frame.midX, y: frame.midY)
            let to = CGPoint(x: frame.midX, y: frame.midY + 150)
            host.pointerDown(at: from)
            for step in 1...5 { host.pointerMove(to: CGPoint(x: from.x, y: from.y + 30 * CGFloat(step))) }
            host.pointerUp()
            host.advance(by: 2)
            return (from, to)
        }
        // The cancellable style (a tap gesture) does not fire when released elsewhere.
        let (a, b) = dragAway(cancellable)
        XCTAssertTrue(host.texts.contains("Last action: none"), "headless, dragging off Cancellable cancels it")
        try session.drag(from: a, to: b)
        usleep(1_500_000)
        try Self.assertWindowMatches(session, start, "after dragging off Cancellable")
        // A ButtonStyle's button fires wherever the pointer is released (seed 001).
        let (c, d) = dragAway(tapMe)
        XCTAssertTrue(host.texts.contains("Last action: tap me"), "headless, dragging off Tap Me! still fires")
        let fired = try session.image(of: host)
        try session.drag(from: c, to: d)
        try Self.assertWindow(session, shows: fired, not: start, "after dragging off Tap Me!")
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }

    func testTabShowsAFocusRingAndSpaceActivatesTheFocusedButton() throws {
        let session = try startGallery(screen: "shapes")
        let host = WindowTwin.host(GalleryView(initialScreen: "shapes"), size: Self.windowSize)
        let start = try session.image(of: host)
        host.keyDown(.tab)
        let focused = try session.image(of: host)
        host.keyDown(.space)
        host.advance(by: 0.5)
        let activated = try session.image(of: host)

        try session.keys(["Tab"])
        try Self.assertWindow(session, shows: focused, not: start, "the focus ring after Tab")
        try session.keys(["space"])
        try Self.assertWindow(session, shows: activated, not: focused, "the first screen after Space")
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }

    func testTypingIntoTheSignUpFormInTheWindow() throws {
        // A UTF-8 locale: X's input method reads dead keys and Compose sequences by the locale's tables.
        let session = try startGallery(screen: "form", environment: ["ATELIER_HOST_STATS": "1", "LANG": "C.UTF-8"])
        // Lower case where xdotool maps a spare key: X reads such a key unshifted, so "Å" would arrive as "å".
        let typed = "Zoë ångström 你好"
        let host = WindowTwin.host(GalleryView(initialScreen: "form"), size: Self.windowSize)
        let name = try XCTUnwrap(host.frame(ofText: "Name"), "the name field")
        let start = try session.image(of: host)
        host.tap(at: CGPoint(x: name.midX, y: name.midY))
        host.type(typed + " éá")
        host.keyDown(.tab)
        host.type("zoe@example.com")
        // The headless frame as the window shows it once the caret has stopped blinking (shown).
        host.advance(by: 11)
        let filled = try session.image(of: host)
        XCTAssertTrue(host.texts.contains { $0.hasPrefix("\(typed) éá · zoe@example.com") }, "\(host.texts)")
        // Characters and dead keys the keyboard lacks get spare keys of their own: SDL reports each as text
        // input, as an input method's result would be.
        try session.bindKeys(["dead_acute", "Multi_key"], forCharacters: typed)
        try session.click(at: CGPoint(x: name.midX, y: name.midY))
        _ = try session.xdotool(["type", "--window", session.window, "--delay", "60", typed + " "])
        // A dead key then a letter, and a Compose sequence: the input method makes é and á of them.
        try session.keys(["dead_acute", "e", "Multi_key", "apostrophe", "a"])
        try session.keys(["Tab"])
        _ = try session.xdotool(["type", "--window", session.window, "--delay", "40", "zoe@example.com"])
        // The caret blinks for ten seconds after the last key, then stays shown: an idle window.
        usleep(11_000_000)
        try Self.assertWindow(session, shows: filled, not: start, "the typed name and e-mail")
        let framesBefore = Self.framesDrawn(session)
        let cpuBefore = try XCTUnwrap(session.appCPUTime())
        usleep(5_000_000)
        let cpuIdle = try XCTUnwrap(session.appCPUTime()) - cpuBefore
        print(String(format: "an idle window with a focused field: %.3f s of CPU in 5 s", cpuIdle))
        XCTAssertLessThan(cpuIdle, 0.05, "an idle window with a focused field used \(cpuIdle) s of CPU in 5 s")
        XCTAssertEqual(Self.framesDrawn(session), framesBefore, "an idle window with a focused field draws no frames")
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }

    /// The back button of the gallery's detail column: its chevron, right of the 220-point sidebar, under the
    /// window's menu bar.
    static let detailBackButton = CGPoint(x: 221 + 16 + 8, y: 22 + WindowTwin.menuBarHeight)

    func testPushAndPopWithTheMouseAndASheetAndAnAlertWithTheKeyboard() throws {
        let session = try startGallery(screen: "presentations")
        let frames = try { () throws -> [XvfbSession.Image] in
            let host = WindowTwin.host(GalleryView(initialScreen: "presentations"), size: Self.windowSize)
            var shots = [try session.image(of: host)]
            host.tap(onText: "Open level 1")
            host.advance(by: 1)
            shots.append(try session.image(of: host))
            // The back button, at the leading end of the detail column's bar (its title is cut short there).
            host.tap(at: Self.detailBackButton)
            host.advance(by: 1)
            XCTAssertFalse(host.texts.contains("Open level 2"), "popped: \(host.texts)")
            shots.append(try session.image(of: host))
            host.tap(onText: "Sheet")
            host.advance(by: 1)
            XCTAssertTrue(host.texts.contains("A sheet"), "\(host.texts)")
            shots.append(try session.image(of: host))
            host.keyDown(.escape)
            host.advance(by: 1)
            host.tap(onText: "Alert")
            host.advance(by: 1)
            shots.append(try session.image(of: host))
            host.keyDown(.tab)
            host.keyDown(.return)
            host.advance(by: 1)
            XCTAssertTrue(host.texts.contains("Last: Deleted"), "\(host.texts)")
            shots.append(try session.image(of: host))
            return shots
        }()
        let (start, pushed, popped, sheet, alert, deleted) = (frames[0], frames[1], frames[2], frames[3], frames[4], frames[5])
        let (link, sheetButton, alertButton) = try { () throws -> (CGRect, CGRect, CGRect) in
            let host = WindowTwin.host(GalleryView(initialScreen: "presentations"), size: Self.windowSize)
            return (try XCTUnwrap(host.frame(ofText: "Open level 1")), try XCTUnwrap(host.frame(ofText: "Sheet")),
                    try XCTUnwrap(host.frame(ofText: "Alert")))
        }()
        let back = CGRect(origin: Self.detailBackButton, size: .zero)
        try session.click(at: CGPoint(x: link.midX, y: link.midY))
        try Self.assertWindow(session, shows: pushed, not: start, "a level pushed by a click")
        try session.click(at: CGPoint(x: back.midX, y: back.midY))
        try Self.assertWindow(session, shows: popped, not: pushed, "popped by the back button")
        try session.click(at: CGPoint(x: sheetButton.midX, y: sheetButton.midY))
        // A sheet is white on white but for its text and the dimmed window: the whole window is compared.
        try Self.assertWindowMatches(session, sheet, "the sheet")
        try session.keys(["Escape"])
        try Self.assertWindowMatches(session, popped, "Escape dismissed the sheet")
        try session.click(at: CGPoint(x: alertButton.midX, y: alertButton.midY))
        try Self.assertWindowMatches(session, alert, "the alert")
        try session.keys(["Tab", "Return"])
        try Self.assertWindowMatches(session, deleted, "Tab and Return chose Delete")
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }

    /// Issue 15's controls take the mouse in a real window as they do headless: a drag along a Slider's track and a
    /// click on a Stepper's plus half leave the window as the same input leaves a TestHost.
    func testASliderDragAndAStepperClickInTheWindow() throws {
        let session = try startGallery(screen: "value-controls")
        let (start, end, plus) = try { () throws -> (CGPoint, CGPoint, CGPoint) in
            let host = WindowTwin.host(GalleryView(initialScreen: "value-controls"), size: Self.windowSize)
            let title = try XCTUnwrap(host.frame(ofText: "Brightness 40%"), "\(host.texts)")
            let count = try XCTUnwrap(host.frame(ofText: "Count 0"))
            // The slider is 28 points tall, 14 below the title; its track spans the screen's content. The stepper's
            // bar (tertiarySystemFill over white, 239) ends at the content's trailing edge; its plus half is the last 47 points.
            let y = title.maxY + 14 + 14
            let barEnd = try XCTUnwrap(stride(from: Self.windowSize.width - 1, to: count.maxX, by: -1).first {
                host.color(at: CGPoint(x: $0, y: count.midY)).r == 239
            }, "the stepper's bar")
            return (CGPoint(x: title.minX + 60, y: y), CGPoint(x: barEnd - 10, y: y), CGPoint(x: barEnd - 23, y: count.midY))
        }()
        let (before, dragged, stepped) = try { () throws -> (XvfbSession.Image, XvfbSession.Image, XvfbSession.Image) in
            let host = WindowTwin.host(GalleryView(initialScreen: "value-controls"), size: Self.windowSize)
            let before = try session.image(of: host)
            host.pointerDown(at: start)
            for step in 1...5 {
                let t = CGFloat(step) / 5
                host.pointerMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y))
            }
            host.pointerUp()
            host.advance(by: 1)
            XCTAssertFalse(host.texts.contains("Brightness 40%"), "the drag moved the slider: \(host.texts)")
            let dragged = try session.image(of: host)
            host.tap(at: plus)
            host.advance(by: 1)
            XCTAssertTrue(host.texts.contains("Count 1"), "\(host.texts)")
            return (before, dragged, try session.image(of: host))
        }()
        try session.drag(from: start, to: end)
        try Self.assertWindow(session, shows: dragged, not: before, "the slider dragged")
        try session.click(at: plus)
        try Self.assertWindow(session, shows: stepped, not: dragged, "the stepper's plus clicked")
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }

    func testTinyAndHugeWindowsUnhandledKeysAndAnIdleWindow() throws {
        let session = try startGallery(screen: "shapes", environment: ["ATELIER_HOST_STATS": "1"])
        let expected = try session.image(of: WindowTwin.host(GalleryView(initialScreen: "shapes"), size: Self.windowSize))
        // Idle: no frames and next to no CPU while nothing happens (the goal: under 1% of a core).
        usleep(500_000)
        let framesBefore = Self.framesDrawn(session)
        let cpuBefore = try XCTUnwrap(session.appCPUTime())
        usleep(5_000_000)
        let cpuIdle = try XCTUnwrap(session.appCPUTime()) - cpuBefore
        XCTAssertLessThan(cpuIdle, 0.05, "an idle window used \(cpuIdle) s of CPU in 5 s")
        XCTAssertEqual(Self.framesDrawn(session), framesBefore, "an idle window draws no frames")

        try session.xdotool(["windowsize", session.window, "1", "1"])
        XCTAssertTrue(session.waitForOutput("at 1x1 pixels"), "a frame of one pixel is drawn: \(session.output)")
        XCTAssertTrue(session.app!.isRunning, "a 1x1 window: \(session.output)")
        XCTAssertTrue(try session.windowSize() == (1, 1))
        try session.xdotool(["windowsize", session.window, "10000", "10000"])
        XCTAssertTrue(session.waitForOutput("at 4096x4096 pixels"), "the huge window is drawn at 4096x4096: \(session.output)")
        XCTAssertTrue(session.app!.isRunning, "a 10000x10000 window: \(session.output)")
        XCTAssertTrue(session.output.contains("more than a frame can hold"), "the huge window is reported: \(session.output)")
        let framesAtNormalSize = session.output.components(separatedBy: "at 660x760 pixels").count - 1
        try session.xdotool(["windowsize", session.window, "660", "760"])
        XCTAssertTrue(session.waitForOutput("at 660x760 pixels", count: framesAtNormalSize + 1), session.output)
        try Self.assertWindowMatches(session, expected, "back at 660x760")

        try session.keys(["F5", "a", "ctrl+j", "alt+x", "Escape", "Return", "Up", "Left", "BackSpace", "Delete", "Home",
                          "Next", "super+z", "shift+F12", "KP_Enter"])
        usleep(500_000)
        XCTAssertTrue(session.app!.isRunning, "keys without a handler: \(session.output)")
        try Self.assertWindowMatches(session, expected, "after keys nothing handles")
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }

    func testClosingTheWindowDuringAnAnimationEndsTheProgramCleanly() throws {
        let session = try startGallery(screen: "toggles", environment: ["ATELIER_HOST_STATS": "1"])
        let knob = try Self.wifiSwitch()
        let before = Self.framesDrawn(session)
        try session.click(at: knob)
        XCTAssertTrue(session.waitForOutput("atelier: frame ", count: before + 3, timeout: 10),
                      "the switch's knob is moving: \(session.output)")
        try session.requestWindowClose()
        XCTAssertEqual(session.waitForAppExit(), 0, "the program ends with status 0: \(session.output)")
        XCTAssertTrue(session.output.contains("window closed after"), session.output)
    }

    func testAnInterruptDuringAnAnimationAlsoEndsTheProgramCleanly() throws {
        let session = try startGallery(screen: "toggles", environment: ["ATELIER_HOST_STATS": "1"])
        let knob = try Self.wifiSwitch()
        let before = Self.framesDrawn(session)
        try session.click(at: knob)
        XCTAssertTrue(session.waitForOutput("atelier: frame ", count: before + 3, timeout: 10),
                      "the switch's knob is moving: \(session.output)")
        XCTAssertEqual(session.terminateApp(), 0, "SIGTERM ends the program with status 0: \(session.output)")
        XCTAssertTrue(session.output.contains("window closed after"), session.output)
    }

    func testHiDPIScaleDrawsTheWindowAtTwoPixelsPerPoint() throws {
        let session = try startGallery(screen: "shapes", environment: ["GDK_SCALE": "2"], xvfbScreen: (1600, 1600))
        let (w, h) = try session.windowSize()
        XCTAssertEqual(w, 1320)
        XCTAssertEqual(h, 1520)
        // The same window rendered headless at 2x, on the window's white.
        let twin = WindowChrome(context: WindowCommandContext(appName: "Gallery", newWindow: {}), commands: []) {
            GalleryView(initialScreen: "shapes")
        }
        let renderer = ImageRenderer(content: twin.frame(width: Self.windowSize.width, height: Self.windowSize.height).background(Color.white))
        renderer.scale = 2
        let expected = try session.image(png: XCTUnwrap(renderer.pngData()))
        try Self.assertWindowMatches(session, expected, "the window at GDK_SCALE=2")
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }

    func testAClickRepaintsOnlyWhatItChangesAndTheWindowShowsTheFullFrame() throws {
        let session = try startGallery(screen: "toggles", environment: ["ATELIER_HOST_STATS": "1"])
        let host = WindowTwin.host(GalleryView(initialScreen: "toggles"), size: Self.windowSize)
        let knob = try Self.wifiSwitch()
        host.tap(at: knob)
        host.advance(by: 1)
        let on = try session.image(of: host)
        usleep(300_000)
        let before = Self.framesDrawn(session)
        try session.click(at: knob)
        // The switch slides: frames until it stops, each painting the switch and the label that changed.
        try Self.assertWindowMatches(session, on, "after clicking the Wi-Fi toggle")
        XCTAssertTrue(session.waitForOutput("atelier: frame ", count: before + 2, timeout: 10), session.output)
        let frames = session.output.components(separatedBy: "atelier: frame ").dropFirst(before + 1)
        let painted = frames.compactMap { line -> (Int, Int)? in
            // "12 at 660x760 pixels, 4321 painted"
            let words = line.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" })
            let size = words.count > 2 ? words[2].split(separator: "x") : []
            guard words.count >= 5, size.count == 2, let w = Int(size[0]), let h = Int(size[1]), let n = Int(words[4]) else { return nil }
            return (n, w * h)
        }
        XCTAssertFalse(painted.isEmpty, session.output)
        XCTAssertTrue(painted.allSatisfy { Double($0.0) < 0.25 * Double($0.1) },
                      "each frame after the click paints under a quarter of the window: \(painted)")
        XCTAssertEqual(session.terminateApp(), 0, session.output)
    }

    /// How many frames the program has drawn (it reports each one with ATELIER_HOST_STATS=1).
    private static func framesDrawn(_ session: XvfbSession) -> Int {
        session.output.components(separatedBy: "atelier: frame ").count - 1
    }

    /// The longest horizontal run of green (the system green the gallery's bars use) in an image.
    private static func longestGreenRun(_ image: XvfbSession.Image) -> Int {
        var longest = 0
        for y in 0..<image.height {
            var run = 0
            for x in 0..<image.width {
                let (r, g, b) = image.pixel(x, y)
                run = abs(r - 52) + abs(g - 199) + abs(b - 89) < 30 ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        return longest
    }

    /// The window shows the headless frame within antialiasing noise.
    private static func assertWindowMatches(_ session: XvfbSession, _ expected: XvfbSession.Image, _ what: String,
                                            file: StaticString = #filePath, line: UInt = #line) throws {
        let problems = try eventually(session) { shot in
            guard shot.width == expected.width, shot.height == expected.height else {
                return ["the window is \(shot.width)x\(shot.height), expected \(expected.width)x\(expected.height)"]
            }
            var total = 0
            for y in 0..<shot.height { for x in 0..<shot.width { total += shot.distance(to: expected, x, y) } }
            let mean = Double(total) / Double(shot.width * shot.height * 3)
            return mean < 1 ? [] : ["differs by \(mean) per channel on average"]
        }
        for problem in problems { XCTFail("\(what): \(problem)", file: file, line: line) }
    }
}
