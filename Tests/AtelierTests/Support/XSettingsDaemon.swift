import Foundation

/// xsettingsd, the small XSETTINGS manager `make deps` installs, serving `settings` (its configuration format:
/// `Xft/DPI 122880`, one setting a line) on an X display of a test's own; a change rewrites the file and sends it
/// SIGHUP, as a desktop's settings tool would change a setting.
final class XSettingsDaemon {
    private let process = Process()
    private let folder: URL
    private let config: URL
    private let log: URL

    /// Starts the daemon and waits (up to 10 s) until it owns the screen's settings selection.
    init(display: String, settings: String) throws {
        guard let tool = XvfbSession.path(of: "xsettingsd") else { throw XvfbSession.Failure.missingTool("xsettingsd") }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-xsettingsd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        config = folder.appendingPathComponent("xsettingsd.conf")
        log = folder.appendingPathComponent("xsettingsd.log")
        try settings.write(to: config, atomically: true, encoding: .utf8)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-c", config.path]
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        process.environment = env
        let out = try FileHandle(forWritingTo: log)
        process.standardOutput = out
        process.standardError = out
        try process.run()
        guard waitForLog("Took ownership", count: 1) else {
            throw XvfbSession.Failure.toolFailed("xsettingsd did not take the settings selection: \(output)")
        }
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// What the daemon printed.
    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// Serves `settings` instead, and waits until the daemon has loaded them.
    func change(to settings: String) throws {
        let loads = output.components(separatedBy: "Loaded ").count - 1
        try settings.write(to: config, atomically: true, encoding: .utf8)
        kill(process.processIdentifier, SIGHUP)
        guard waitForLog("Loaded ", count: loads + 1) else {
            throw XvfbSession.Failure.toolFailed("xsettingsd did not reload its settings: \(output)")
        }
    }

    /// Ends the daemon: its window goes, and with it the desktop's settings.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    private func waitForLog(_ text: String, count: Int) -> Bool {
        for _ in 0..<200 {
            if output.components(separatedBy: text).count - 1 >= count { return true }
            guard process.isRunning else { return false }
            usleep(50_000)
        }
        return false
    }
}
