import XCTest
@_spi(Backend) import AtelierCore
@testable @_spi(Backend) import AtelierSDL
import Atelier
import AtelierTesting
import GalleryKit

private struct Inbox: View {
    var body: some View { Color.blue.frame(width: 300, height: 200) }
}

private struct TwoWindowApp: App {
    var body: some Scene {
        WindowGroup("Mail") { Inbox() }
            .defaultSize(width: 900, height: 700)
        WindowGroup(Text("Viewer"), id: "viewer") { Text("Viewer") }
    }
}

/// A scene of the program's own, made of other scenes.
private struct ToolScenes: Scene {
    let detailed: Bool
    var body: some Scene {
        if detailed {
            WindowGroup("Detailed") { Text("detail") }
        } else {
            WindowGroup("Plain") { Text("plain") }
        }
    }
}

@preconcurrency @MainActor final class AppTests: XCTestCase {
    func testAnAppDescribesItsWindowsTitlesAndSizes() {
        let windows = TwoWindowApp().body.windowDescriptions
        XCTAssertEqual(windows.map(\.title), ["Mail", "Viewer"])
        XCTAssertEqual(windows[0].defaultSize, CGSize(width: 900, height: 700))
        XCTAssertNil(windows[1].defaultSize)
        XCTAssertNil(windows[0].resizability)
    }

    func testScenesOfTheProgramsOwnConditionsAndModifiers() {
        XCTAssertEqual(ToolScenes(detailed: true).windowDescriptions.map(\.title), ["Detailed"])
        XCTAssertEqual(ToolScenes(detailed: false).windowDescriptions.map(\.title), ["Plain"])
        let sized = WindowGroup("W") { Text("w") }
            .defaultSize(CGSize(width: 400, height: 300))
            .defaultSize(width: 10, height: 10)
            .windowResizability(.contentSize)
        XCTAssertEqual(sized.windowDescriptions[0].defaultSize, CGSize(width: 400, height: 300), "the innermost size wins")
        XCTAssertEqual(sized.windowDescriptions[0].resizability, .contentSize)
        let inner = WindowGroup("W") { Text("w") }
            .windowResizability(.contentMinSize)
            .windowResizability(.contentSize)
        XCTAssertEqual(inner.windowDescriptions[0].resizability, .contentMinSize, "the innermost resizability wins")
    }

    func testAWindowWithoutADefaultSizeOpensAtItsContentsIdealSize() {
        @MainActor func size(_ view: some View) -> CGSize {
            let d = WindowGroup { view }.windowDescriptions[0]
            return AppRunner.windowSize(d, graph: ViewGraph(root: d.content))
        }
        XCTAssertEqual(size(Inbox()), CGSize(width: 300, height: 200))
        XCTAssertEqual(size(Color.red), CGSize(width: 800, height: 600), "flexible content opens at 800x600")
        XCTAssertEqual(size(Text("hi")), CGSize(width: 800, height: 600), "a tiny ideal size is not a window")
        let bad = WindowGroup { Inbox() }.defaultSize(width: .nan, height: -5).windowDescriptions[0]
        XCTAssertEqual(AppRunner.windowSize(bad, graph: ViewGraph(root: bad.content)), CGSize(width: 300, height: 200),
                       "a NaN default size falls back to the content's size")
    }

    func testAWindowsSizeLimitsComeFromItsContent() {
        let content = Color.blue.frame(minWidth: 100, maxWidth: 400, minHeight: 50, maxHeight: 300)
        let graph = ViewGraph(root: content)
        let free = AppRunner.sizeLimits(graph: graph, resizability: .automatic)
        XCTAssertEqual(free.minimum, CGSize(width: 100, height: 50))
        XCTAssertNil(free.maximum, "a window group grows without limit by default")
        let bound = AppRunner.sizeLimits(graph: graph, resizability: .contentSize)
        XCTAssertEqual(bound.minimum, CGSize(width: 100, height: 50))
        XCTAssertEqual(bound.maximum, CGSize(width: 400, height: 300))
        let flexible = AppRunner.sizeLimits(graph: ViewGraph(root: Color.red), resizability: .contentSize)
        XCTAssertEqual(flexible.minimum, CGSize(width: 1, height: 1), "no window is smaller than a pixel")
        XCTAssertEqual(flexible.maximum?.width, .infinity)
    }

    func testSnapshotSizesAreParsedStrictly() {
        XCTAssertEqual(AppRunner.parseSize("800x600"), CGSize(width: 800, height: 600))
        XCTAssertEqual(AppRunner.parseSize("390.5X844"), CGSize(width: 390.5, height: 844))
        for bad in ["800", "x600", "0x10", "-1x5", "nanxnan", "99999x10", "axb", ""] {
            XCTAssertNil(AppRunner.parseSize(bad), bad)
        }
    }

    func testTheDesktopsSchemeAndScaleReachTheEnvironment() {
        XCTAssertEqual(HostSettings.fromEnvironment([:]).colorScheme, .light)
        XCTAssertEqual(HostSettings.fromEnvironment(["GTK_THEME": "Adwaita:dark"]).colorScheme, .dark)
        XCTAssertEqual(HostSettings.fromEnvironment(["ATELIER_COLOR_SCHEME": "dark", "GTK_THEME": "Adwaita"]).colorScheme, .dark)
        XCTAssertEqual(HostSettings.fromEnvironment(["ATELIER_COLOR_SCHEME": "purple"]).colorScheme, .light)
        XCTAssertEqual(HostSettings.fromEnvironment(["GDK_SCALE": "2"]).interfaceScale, 2)
        XCTAssertEqual(HostSettings.fromEnvironment(["ATELIER_SCALE": "1.5", "GDK_SCALE": "2"]).interfaceScale, 1.5)
        XCTAssertEqual(HostSettings.fromEnvironment(["GDK_SCALE": "nan"]).interfaceScale, 1)
        XCTAssertEqual(HostSettings.fromEnvironment(["GDK_SCALE": "0"]).interfaceScale, 1)
        let env = HostSettings.fromEnvironment(["ATELIER_COLOR_SCHEME": "dark"]).environment(displayScale: 2)
        XCTAssertEqual(env.colorScheme, .dark)
        XCTAssertEqual(env.displayScale, 2)
    }

    // MARK: The program, without a display

    private func runGallery(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "DISPLAY")
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        for (k, v) in environment { env[k] = v }
        return try runProcess(WindowHostTests.galleryURL, arguments, environment: env)
    }

    func testWithoutADisplayAnAppSaysSoInOneLine() throws {
        let (status, output) = try runGallery(["--window"])
        XCTAssertEqual(status, 1)
        let lines = output.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, output)
        XCTAssertTrue(output.contains("no display to open a window on"), output)
        XCTAssertTrue(output.contains("--snapshot FILE.png"), "the line says how to render without a display: \(output)")
    }

    func testSnapshotRendersTheFirstFrameWithoutADisplay() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-snapshot-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let (status, output) = try runGallery(["--snapshot", file.path, "660x500", "--screen", "toggles"])
        XCTAssertEqual(status, 0, output)
        let shot = try XvfbSession.decode(pngFile: file)
        XCTAssertEqual(shot.width, 660)
        XCTAssertEqual(shot.height, 500)
        let expected = try XCTUnwrap(WindowTwin.host(GalleryView(initialScreen: "toggles"), size: CGSize(width: 660, height: 500)).pngData())
        let expectedFile = file.deletingPathExtension().appendingPathExtension("expected.png")
        defer { try? FileManager.default.removeItem(at: expectedFile) }
        try expected.write(to: expectedFile)
        let reference = try XvfbSession.decode(pngFile: expectedFile)
        var total = 0
        for y in 0..<500 { for x in 0..<660 { total += shot.distance(to: reference, x, y) } }
        XCTAssertLessThan(Double(total) / Double(660 * 500 * 3), 0.5, "the snapshot is the headless frame")

        // Too many pixels for one frame: written whole, at a lower scale, with a warning.
        let (bigStatus, bigOutput) = try runGallery(["--snapshot", file.path, "10000x100"], environment: ["ATELIER_SCALE": "2"])
        XCTAssertEqual(bigStatus, 0, bigOutput)
        XCTAssertTrue(bigOutput.contains("more pixels than a frame can hold"), bigOutput)
        // The size from the PNG header (ImageMagick's default policy refuses images this wide).
        let header = [UInt8](try Data(contentsOf: file).prefix(24))
        func bigEndian(_ at: Int) -> Int { header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(bigEndian(16), 16384, "10000 points at 2x would be 20000 pixels; the scale drops to fit 16384")
        XCTAssertEqual(bigEndian(20), 164)

        let (badStatus, badOutput) = try runGallery(["--snapshot", file.path, "huge"])
        XCTAssertEqual(badStatus, 2)
        XCTAssertTrue(badOutput.contains("is not a size"), badOutput)
        let (missingStatus, missingOutput) = try runGallery(["--snapshot"])
        XCTAssertEqual(missingStatus, 2)
        XCTAssertTrue(missingOutput.contains("--snapshot needs a file"), missingOutput)
    }
}
