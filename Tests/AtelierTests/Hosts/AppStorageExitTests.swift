import XCTest
@_spi(Backend) import AtelierCore
import AtelierTesting

/// `@AppStorage` across processes: what a user changed is there when the app starts again after it ended as
/// `App.main` ends it (the last window closed), and a kill in the middle of writing leaves the old settings or
/// the new, never a torn file. The app is PointerProbeApp with ATELIER_PROBE=storage (a "Bump" button in the
/// top half of its 400 by 300 window, a name field in the bottom half) and its window-less storage modes.
@preconcurrency @MainActor final class AppStorageExitTests: XCTestCase {
    private static var probeURL: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("PointerProbeApp")
    }

    private var home: URL!

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.probeURL.path) else {
            throw XvfbSession.Failure.toolFailed("no PointerProbeApp at \(Self.probeURL.path): build it with `swift build --build-tests`")
        }
        home = FileManager.default.temporaryDirectory.appendingPathComponent("storage-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: home)
        super.tearDown()
    }

    /// The probe's environment: a home of the test's own, its settings under it.
    private func environment(_ mode: String) -> [String: String] {
        ["ATELIER_PROBE": mode, "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path]
    }

    private func readBack() throws -> String {
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment("storage-print") { env[k] = v }
        let run = try runProcess(Self.probeURL, [], environment: env)
        XCTAssertEqual(run.status, 0, run.output)
        return run.output
    }

    func testSettingsChangedInAWindowSurviveTheAppEnding() throws {
        let session = try XvfbSession()
        try session.launch(Self.probeURL, arguments: [], title: "Pointer Probe", environment: environment("storage"))
        let top = WindowTwin.menuBarHeight
        for _ in 0..<3 {
            try session.click(at: CGPoint(x: 200, y: top + 77))
            usleep(150_000)
        }
        try session.click(at: CGPoint(x: 200, y: top + 7 + 130 + 65))
        usleep(200_000)
        _ = try session.xdotool(["type", "--window", session.window, "--delay", "40", "Ada Lovelace"])
        usleep(50_000)
        // Closed at once, within the moment a flush waits after a write: the app's exit writes it.
        try session.requestWindowClose()
        XCTAssertEqual(session.waitForAppExit(), 0, session.output)
        let output = try readBack()
        XCTAssertTrue(output.contains("count=3 name=Ada Lovelace"), "a new process reads what the user left: \(output)")
    }

    func testAKillInTheMiddleOfAWriteLeavesTheOldSettingsOrTheNew() throws {
        let file = home.appendingPathComponent(".config/PointerProbeApp.plist")
        var generations: [Int] = []
        for round in 0..<8 {
            let process = Process()
            process.executableURL = Self.probeURL
            var env = ProcessInfo.processInfo.environment
            for (k, v) in environment("storage-hammer") { env[k] = v }
            process.environment = env
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Once a write has landed, kill it at some moment of the next ones.
            var seen = ""
            while !seen.contains("flushed") {
                let data = pipe.fileHandleForReading.availableData
                if data.isEmpty { break }
                seen += String(decoding: data, as: UTF8.self)
            }
            usleep(UInt32(5_000 + round * 7_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let data = try Data(contentsOf: file)
            let plist = try XCTUnwrap(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                                      "round \(round): the settings file is whole")
            let generation = try XCTUnwrap(plist["generation"] as? Int, "round \(round): \(plist.keys)")
            let blob = try XCTUnwrap(plist["blob"] as? String)
            XCTAssertEqual(blob.count, 1_000_000, "round \(round)")
            // Each key holds a value written whole: the blob of this generation or the next (a flush may fall
            // between the two writes).
            let digits = Set(blob)
            XCTAssertEqual(digits.count, 1, "round \(round): one generation's value")
            XCTAssertTrue([Character(String(generation % 10)), Character(String((generation + 1) % 10))].contains(digits.first!),
                          "round \(round): generation \(generation), blob of \(digits)")
            generations.append(generation)
        }
        // Each run starts from what the last one left, so the generations only grow.
        XCTAssertEqual(generations, generations.sorted(), "\(generations)")
        XCTAssertGreaterThan(generations.last ?? 0, generations.first ?? 0)
    }
}
