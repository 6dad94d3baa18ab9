import Foundation

/// The X resource database of a display (the root window's RESOURCE_MANAGER), changed with `xrdb` as a user or a
/// session script changes it.
enum XResourceDatabase {
    /// Merges `lines` (`Xft.dpi: 144`) into the display's database, as `xrdb -merge` does.
    static func merge(_ lines: String, display: String) throws {
        guard let tool = XvfbSession.path(of: "xrdb") else { throw XvfbSession.Failure.missingTool("xrdb") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        // No C preprocessor: the lines are taken as they are.
        process.arguments = ["-nocpp", "-merge"]
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        process.environment = env
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data(lines.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw XvfbSession.Failure.toolFailed("xrdb -merge exited with \(process.terminationStatus)")
        }
    }
}
