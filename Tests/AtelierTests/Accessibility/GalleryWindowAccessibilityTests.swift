import XCTest

/// A real screen reader's view of a real window: the gallery under Xvfb exports its toggles screen over
/// AT-SPI, and a pyatspi client in its own process reads it and switches a toggle.
@preconcurrency @MainActor final class GalleryWindowAccessibilityTests: XCTestCase {
    static var galleryURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Gallery")
    }

    func testAScreenReaderReadsTheGalleryWindowAndSwitchesAToggle() throws {
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
        let bus = try AccessibilityBusSession()
        try bus.startRegistry()
        try bus.setEnabled(true)
        let display = try XvfbSession()
        // The bus's environment, without a display of its own: the window goes to the test's Xvfb.
        let busEnvironment = bus.environment.filter { $0.key != "DISPLAY" && $0.key != "WAYLAND_DISPLAY" }
        try display.launch(Self.galleryURL, arguments: ["--window", "--screen", "toggles"], title: "Atelier Gallery",
                           environment: busEnvironment)
        let script = repositoryRoot.appendingPathComponent("scripts/atspi-gallery-client.py")
        let client = try runProcess(URL(fileURLWithPath: "/usr/bin/python3"), [script.path, "allery"], environment: bus.environment)
        XCTAssertEqual(client.status, 0, client.output)
        XCTAssertTrue(client.output.contains("all checks passed"), client.output)
    }
}
