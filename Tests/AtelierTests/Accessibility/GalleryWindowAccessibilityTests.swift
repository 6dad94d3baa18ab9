import XCTest
import AtelierCore
import AtelierTesting
import GalleryKit

/// A real screen reader's view of a real window: the gallery under Xvfb exports its screens over AT-SPI, and a
/// pyatspi client in its own process reads and drives them. Where the client says each element is, is compared
/// with the frames a headless host of the same view at the same size gives.
@preconcurrency @MainActor final class GalleryWindowAccessibilityTests: XCTestCase {
    static var galleryURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Gallery")
    }
    static let windowSize = CGSize(width: 660, height: 760)

    /// Skips unless at-spi2-core, python3-pyatspi and the gallery are there (scripts/install-deps.sh installs the packages).
    private func requireTheStack() throws {
        guard FileManager.default.isExecutableFile(atPath: AccessibilityBusSession.launcherPath),
              FileManager.default.isExecutableFile(atPath: AccessibilityBusSession.registryPath) else {
            throw XCTSkip("at-spi2-core is not installed (scripts/install-deps.sh installs it)")
        }
        guard FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi") else {
            throw XCTSkip("python3-pyatspi is not installed (scripts/install-deps.sh installs it)")
        }
        guard FileManager.default.isExecutableFile(atPath: Self.galleryURL.path) else {
            throw XCTSkip("no Gallery executable at \(Self.galleryURL.path): build it with `swift build --build-tests`")
        }
    }

    /// The accessibility bus with its registry, then Xvfb with the gallery's window on `screen` (registry first).
    private func startGallery(screen: String) throws -> (AccessibilityBusSession, XvfbSession) {
        let bus = try AccessibilityBusSession()
        try bus.startRegistry()
        try bus.setEnabled(true)
        let display = try XvfbSession()
        // The bus's environment, without a display of its own: the window goes to the test's Xvfb.
        let busEnvironment = bus.environment.filter { $0.key != "DISPLAY" && $0.key != "WAYLAND_DISPLAY" }
        try display.launch(Self.galleryURL, arguments: ["--window", "--screen", screen], title: "Atelier Gallery",
                           environment: busEnvironment)
        return (bus, display)
    }

    func testAScreenReaderReadsTheGalleryWindowAndSwitchesAToggle() throws {
        try requireTheStack()
        let (bus, display) = try startGallery(screen: "toggles")
        let script = repositoryRoot.appendingPathComponent("scripts/atspi-gallery-client.py")
        let client = try runProcess(URL(fileURLWithPath: "/usr/bin/python3"), [script.path, "allery"], environment: bus.environment)
        XCTAssertEqual(client.status, 0, client.output)
        XCTAssertTrue(client.output.contains("all checks passed"), client.output)
        XCTAssertFalse(display.output.contains("warning"), display.output)
    }

    /// Issue 30's real-client test: a heading, a text field, a secure field, a toggle, a slider, a segmented
    /// picker, a list with its rows and a button, read, driven and typed into from pyatspi and xdotool, each
    /// where the window draws it.
    func testAScreenReaderReadsAndDrivesOneControlOfEachFamily() throws {
        try requireTheStack()
        // What the window shows, and where, from a headless host of the same view at the same size.
        let host = WindowTwin.host(GalleryView(initialScreen: "screen-reader"), size: Self.windowSize)
        let expected = try Self.expectedFrames(host)
        let field = try XCTUnwrap(host.accessibilityElements.first { $0.role == .textField && $0.label == "Name" })
        host.tap(at: CGPoint(x: field.frame.midX, y: field.frame.midY))
        host.type("Ada")
        var expectedCharacters: [String: CGRect] = [:]
        for range in [0..<1, 1..<2, 2..<3, 0..<3] {
            expectedCharacters["\(range.lowerBound) \(range.upperBound)"] =
                try XCTUnwrap(host.accessibilityFrame(ofCharacters: range, in: field), "\(range)")
        }

        let (bus, display) = try startGallery(screen: "screen-reader")
        let (left, top) = try display.windowPosition()
        XCTAssertNotEqual(left + top, 0, "a window away from the screen's corner, so that screen and window coordinates differ")
        var environment = bus.environment
        environment["DISPLAY"] = display.display
        let script = repositoryRoot.appendingPathComponent("scripts/atspi-controls-client.py")
        let client = try runProcess(URL(fileURLWithPath: "/usr/bin/python3"), [script.path, "allery", display.window],
                                    environment: environment)
        XCTAssertEqual(client.status, 0, client.output)
        XCTAssertTrue(client.output.contains("all checks passed"), client.output)

        // Each element where the headless host draws it: in the window, and on the screen at the window's place.
        let extents = Self.reported(client.output, prefix: "extents ")
        XCTAssertEqual(Set(extents.keys), Set(expected.keys), client.output)
        for (key, frame) in expected {
            guard let (window, screen) = extents[key] else { continue }
            Self.assertExtents(window, frame, "\(key) in the window")
            Self.assertExtents(screen, frame.offsetBy(dx: CGFloat(left), dy: CGFloat(top)), "\(key) on the screen")
        }
        // The typed name's characters where the headless host, after the same typing, draws them.
        let characters = Self.reported(client.output, prefix: "chars Name ")
        XCTAssertEqual(Set(characters.keys), Set(expectedCharacters.keys), client.output)
        for (key, frame) in expectedCharacters {
            guard let (window, screen) = characters[key] else { continue }
            Self.assertExtents(window, frame, "characters \(key) of Name in the window")
            Self.assertExtents(screen, frame.offsetBy(dx: CGFloat(left), dy: CGFloat(top)), "characters \(key) of Name on the screen")
        }
        XCTAssertFalse(display.output.contains("warning"), display.output)
        XCTAssertFalse(display.output.contains("hunter2"), "the password is never printed")
    }

    /// The frames the client reports extents for, by "role|name" as it names them (AT-SPI role names).
    private static func expectedFrames(_ host: TestHost) throws -> [String: CGRect] {
        let all = host.accessibilityElements
        func frame(_ role: AccessibilityRole, _ label: String) throws -> CGRect {
            try XCTUnwrap(all.first { $0.role == role && $0.label == label }, "\(role) \(label)").frame
        }
        var frames: [String: CGRect] = [
            "frame|window": host.accessibilityTree.frame,
            "heading|title": try frame(.heading, "Screen reader: one control of each family"),
            "heading|Account": try frame(.heading, "Account"),
            "entry|Name": try frame(.textField, "Name"),
            "password text|Password": try frame(.secureTextField, "Password"),
            "toggle button|Notifications": try frame(.toggle, "Notifications"),
            "slider|Volume": try frame(.slider, "Volume"),
            "push button|Add fruit": try frame(.button, "Add fruit"),
            "panel|Size": try XCTUnwrap(all.first { $0.role == .radioGroup }).frame,
        ]
        let list = try XCTUnwrap(all.first { $0.role == .list })
        frames["list|Fruits"] = list.frame
        for row in list.children { frames["list item|\(row.children.first?.label ?? "")"] = row.frame }
        for radio in all where radio.role == .radioButton { frames["radio button|\(radio.label)"] = radio.frame }
        return frames
    }

    /// The client's "PREFIX KEY window X Y W H screen X Y W H" lines, by key.
    private static func reported(_ output: String, prefix: String) -> [String: ([Int], [Int])] {
        var result: [String: ([Int], [Int])] = [:]
        for line in output.split(separator: "\n") where line.hasPrefix(prefix) {
            let rest = line.dropFirst(prefix.count)
            guard let w = rest.range(of: " window "), let s = rest.range(of: " screen ") else { continue }
            let numbers = { (text: Substring) in text.split(separator: " ").compactMap { Int($0) } }
            result[String(rest[..<w.lowerBound])] = (numbers(rest[w.upperBound..<s.lowerBound]), numbers(rest[s.upperBound...]))
        }
        return result
    }

    /// AT-SPI's whole pixels against a frame in points (one pixel a point here), within a pixel.
    private static func assertExtents(_ numbers: [Int], _ frame: CGRect, _ what: String,
                                      file: StaticString = #filePath, line: UInt = #line) {
        guard numbers.count == 4 else { return XCTFail("\(what): \(numbers)", file: file, line: line) }
        let want = [frame.minX, frame.minY, frame.width, frame.height]
        for (got, value) in zip(numbers, want) where abs(CGFloat(got) - value) > 1 {
            return XCTFail("\(what): AT-SPI says \(numbers), the window's frame is \(frame)", file: file, line: line)
        }
    }
}
