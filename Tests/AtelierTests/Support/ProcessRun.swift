import Foundation

/// Runs a program to its end: its exit status, and what it printed on standard output and error together.
func runProcess(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Starts a server that announces itself with one line on standard output (Xvfb its display, dbus-daemon its
/// address) and returns that line, trimmed; empty when it exits first.
func startAnnouncingServer(_ process: Process) throws -> String {
    let announcement = Pipe()
    process.standardOutput = announcement
    process.standardError = FileHandle.nullDevice
    try process.run()
    var text = ""
    while !text.contains("\n") {
        let data = announcement.fileHandleForReading.availableData
        if data.isEmpty { break }
        text += String(decoding: data, as: UTF8.self)
    }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
}
