import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// This program run again as a child process, whose standard output is read line by line with a time
/// limit: a child that crashes takes only itself down, and one that stops answering is killed.
final class ChildProcess {
    /// How a child's run ended.
    enum End: Equatable {
        /// It exited with status 0.
        case finished
        /// It died of a signal or exited with another status.
        case crashed(String)
        /// It printed nothing for the time limit and was killed.
        case hung
    }

    private let process = Process()
    private let output = Pipe()
    private var buffer = Data()
    /// The file the child's standard error goes to (its warnings, and a crash's message).
    let stderrPath: String

    init(arguments: [String]) throws {
        stderrPath = NSTemporaryDirectory() + "atelier-fuzz-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log"
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = arguments + ["--stderr-log", stderrPath]
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: stderrPath)
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// This program's own file (resolved once: the child runs the same binary as the parent).
    static let executable: String = {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }()

    deinit { try? FileManager.default.removeItem(atPath: stderrPath) }

    /// The next line the child prints, or nil at its end (then `end` says how it ended). Waits at most
    /// `timeout` seconds for it; a child silent that long is killed.
    func nextLine(timeout: Double) -> String? {
        let fd = output.fileHandleForReading.fileDescriptor
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let nl = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[buffer.startIndex..<nl], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...nl)
                return line
            }
            let left = deadline.timeIntervalSinceNow
            if left <= 0 {
                kill(process.processIdentifier, SIGKILL)
                hung = true
                return nil
            }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let r = poll(&p, 1, Int32(min(left, 1) * 1000) + 1)
            if r < 0 { if errno == EINTR { continue }; return nil }
            if r == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = read(fd, &chunk, chunk.count)
            if n <= 0 { return nil }
            buffer.append(contentsOf: chunk[0..<n])
        }
    }

    private var hung = false

    /// Waits for the child to end and says how it did.
    func end() -> End {
        process.waitUntilExit()
        if hung { return .hung }
        if process.terminationReason == .uncaughtSignal { return .crashed("signal \(process.terminationStatus)") }
        return process.terminationStatus == 0 ? .finished : .crashed("exit status \(process.terminationStatus)")
    }

    /// The last lines the child wrote to standard error that say why it stopped (a fatal error, a trap).
    func stderrTail(maxLines: Int = 6) -> String {
        guard let text = try? String(contentsOfFile: stderrPath, encoding: .utf8) else { return "" }
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("Atelier: warning") }
        return lines.suffix(maxLines).joined(separator: "\n")
    }

    /// Kills the child if it still runs (the parent gives up on it).
    func terminate() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
