import XCTest
import Foundation
import AtelierTesting

/// An X server of the test's own (Xvfb) with one program's window in it, driven by xdotool and
/// photographed by `XWindowCapture`; the tools are those `make deps` installs.
final class XvfbSession: @unchecked Sendable {
    /// An RGBA image, 8 bits a channel, rows top to bottom.
    struct Image {
        let width: Int, height: Int
        let pixels: [UInt8]

        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * width + x) * 4
            return (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]))
        }

        /// The sum of the channel differences at a pixel.
        func distance(to other: Image, _ x: Int, _ y: Int) -> Int {
            let a = pixel(x, y), b = other.pixel(x, y)
            return abs(a.0 - b.0) + abs(a.1 - b.1) + abs(a.2 - b.2)
        }
    }

    enum Failure: Error, CustomStringConvertible {
        case missingTool(String), noServer, noWindow(String), toolFailed(String)
        var description: String {
            switch self {
            case .missingTool(let t): "\(t) is not installed; `make deps` (scripts/install-deps.sh) installs it"
            case .noServer: "Xvfb did not start"
            case .noWindow(let log): "the window did not appear; the program printed: \(log)"
            case .toolFailed(let t): t
            }
        }
    }

    let display: String
    private let server: Process
    private(set) var app: Process?
    private(set) var window = ""
    private let outputFile: URL
    private let folder: URL

    /// Starts Xvfb on a free display with a screen of `screen` pixels. The server never resets when its last
    /// client leaves: a reset between two of the harness's tool calls refuses a program connecting meanwhile
    /// (about 1 connection in 10 under a loop of xdotool calls), and would drop the root window's properties
    /// (AT-SPI's bus address, the desktop's scale).
    ///
    /// `keyRepeatDelay` (milliseconds) replaces the server's 660 ms before a held key repeats: on a loaded machine
    /// xdotool's press and release of a shortcut can lie further apart than that, and a held shortcut acts again at
    /// each repeat.
    init(screen: (Int, Int) = (1400, 1100), keyRepeatDelay: Int? = nil) throws {
        for tool in ["Xvfb", "xdotool", "convert"] where Self.path(of: tool) == nil {
            throw Failure.missingTool(tool)
        }
        // Xvfb picks a free display itself and writes its number once it accepts connections.
        server = Process()
        server.executableURL = URL(fileURLWithPath: Self.path(of: "Xvfb")!)
        server.arguments = ["-displayfd", "1", "-screen", "0", "\(screen.0)x\(screen.1)x24", "-nolisten", "tcp", "-noreset"]
            + (keyRepeatDelay.map { ["-ardelay", "\($0)"] } ?? [])
        guard let number = Int(try startAnnouncingServer(server)) else {
            server.terminate()
            throw Failure.noServer
        }
        display = ":\(number)"
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-xvfb-\(number)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        outputFile = folder.appendingPathComponent("app-output.txt")
    }

    deinit {
        if let app, app.isRunning { app.terminate(); app.waitUntilExit() }
        server.terminate()
        server.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Starts a program on the display and waits (up to 60 s: a debug build starting on a loaded CI machine
    /// has been seen to take more than 20) for its window titled `title`.
    func launch(_ program: URL, arguments: [String], title: String, environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        // The host's line per frame, so that a window that stays black tells whether the program drew at all.
        env["ATELIER_HOST_STATS"] = "1"
        for (k, v) in environment { env[k] = v }
        process.environment = env
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        let out = try FileHandle(forWritingTo: outputFile)
        process.standardOutput = out
        process.standardError = out
        try process.run()
        app = process
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            // The title can change before the first look (a navigation title names the window, as on macOS): then
            // the program's only visible window is the one.
            let titled = try? xdotool(["search", "--onlyvisible", "--name", title]).split(separator: "\n").first
            let own = (try? xdotool(["search", "--onlyvisible", "--pid", String(process.processIdentifier)]))?
                .split(separator: "\n") ?? []
            if let id = titled ?? (own.count == 1 ? own.first : nil) {
                window = String(id)
                try waitForFirstFrame()
                return
            }
            guard process.isRunning else { break }
            usleep(100_000)
        }
        throw Failure.noWindow(output + diagnosis(of: process))
    }

    /// What a program whose window did not appear was doing: the display's windows, and, while it still runs,
    /// its main thread's stack (from gdb, when installed), so that a failure seen once on CI can be understood.
    private func diagnosis(of process: Process) -> String {
        var text = "\n-- the display's windows: "
        let ids = (try? xdotool(["search", "--name", ""]))?.split(separator: "\n").prefix(40) ?? []
        text += ids.map { id in
            let name = (try? xdotool(["getwindowname", String(id)]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
            return "\(id) \"\(name)\""
        }.joined(separator: ", ")
        guard process.isRunning else { return text + "\n-- the program exited with \(process.terminationStatus)" }
        if let stack = try? Self.run("gdb", ["-p", String(process.processIdentifier), "-batch", "-ex", "thread apply all bt 25"],
                                     timeout: 60) {
            text += "\n-- its threads:\n" + stack.split(separator: "\n").filter { $0.hasPrefix("#") || $0.hasPrefix("Thread") }
                .map { String($0.prefix(200)) }.joined(separator: "\n")
        }
        return text
    }

    /// Waits (up to 60 s) until the window shows something other than the black of a window not yet drawn.
    private func waitForFirstFrame() throws {
        let deadline = Date().addingTimeInterval(60)
        var last = "no screenshot taken"
        while Date() < deadline {
            do {
                let shot = try screenshot()
                if shot.pixels.enumerated().contains(where: { $0.offset % 4 != 3 && $0.element != 0 }) {
                    usleep(200_000)  // and settles
                    return
                }
                last = "the last screenshot (\(shot.width)x\(shot.height)) was black"
            } catch {
                last = "the last screenshot failed: \(error)"
            }
            usleep(100_000)
        }
        let presented = output.components(separatedBy: "atelier: frame ").count - 1
        // The summary last as well: a CI log keeps the tail of a long message.
        let summary = "\(last); the program presented \(presented) frames"
        throw Failure.noWindow("no frame was drawn in 60 s (\(summary)): \(output)" + (app.map { diagnosis(of: $0) } ?? "")
            + "\n-- \(summary)")
    }

    /// What the program printed so far.
    var output: String { (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "" }

    /// Waits (up to `timeout` seconds) until the program's output holds `text` `count` times; whether it did.
    @discardableResult
    func waitForOutput(_ text: String, count: Int = 1, timeout: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if output.components(separatedBy: text).count - 1 >= count { return true }
            usleep(50_000)
        }
        return false
    }

    /// Runs xdotool on the display; returns what it printed.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        try run("xdotool", arguments)
    }

    /// Moves the pointer to a point of the window (in window pixels).
    func move(to p: CGPoint) throws {
        try xdotool(["mousemove", "--window", window, String(Int(p.x.rounded(.down))), String(Int(p.y.rounded(.down)))])
    }

    /// Clicks at a point of the window.
    func click(at p: CGPoint) throws {
        try move(to: p)
        try xdotool(["click", "1"])
    }

    /// Presses the button at a point, holds it for `seconds`, releases it.
    func press(at p: CGPoint, for seconds: Double) throws {
        try move(to: p)
        try xdotool(["mousedown", "1"])
        usleep(UInt32(seconds * 1_000_000))
        try xdotool(["mouseup", "1"])
    }

    /// Presses at one point, moves to another in a few steps while holding, and releases there.
    func drag(from start: CGPoint, to end: CGPoint) throws {
        try move(to: start)
        try xdotool(["mousedown", "1"])
        for step in 1...5 {
            let t = CGFloat(step) / 5
            usleep(30_000)
            try move(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        usleep(30_000)
        try xdotool(["mouseup", "1"])
    }

    /// Waits (up to `timeout` seconds) for a visible window titled `title` and makes it the one the session
    /// drives (keys, clicks, screenshots); whether it appeared.
    @discardableResult
    func switchToWindow(titled title: String, timeout: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let id = windowIDs().first(where: { (try? xdotool(["getwindowname", $0]))?.trimmingCharacters(in: .whitespacesAndNewlines) == title }) {
                window = String(id)
                // Keys sent before its first frame could reach a window SDL has not set up yet; a window still being
                // mapped cannot be captured yet either.
                if let shot = try? screenshot(), shot.pixels.enumerated().contains(where: { $0.offset % 4 != 3 && $0.element != 0 }) {
                    usleep(200_000)
                    return true
                }
            }
            usleep(100_000)
        }
        return false
    }

    /// The program's visible windows.
    func windowIDs() -> [String] {
        guard let pid = app?.processIdentifier,
              let ids = try? xdotool(["search", "--onlyvisible", "--pid", String(pid), "--name", "."]) else { return [] }
        return ids.split(separator: "\n").map(String.init)
    }

    /// The titles of the program's visible windows.
    func windowTitles() -> [String] {
        windowIDs().compactMap { try? xdotool(["getwindowname", $0]).trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// Types keys (xdotool key names) into the window.
    func keys(_ names: [String]) throws {
        try xdotool(["key", "--window", window, "--delay", "30"] + names)
    }

    /// Gives each keysym (xdotool names, and `U` plus hex for the characters of `characters` beyond ASCII) a
    /// spare key of its own for the rest of the session. Without one, xdotool maps a spare key for each
    /// keystroke and maps it back at once; on a loaded machine the app reads the key after the map is back,
    /// and the character is lost.
    func bindKeys(_ keysyms: [String] = [], forCharacters characters: String = "") throws {
        var names = keysyms
        for scalar in characters.unicodeScalars where scalar.value > 0x7E {
            let name = String(format: "U%04X", scalar.value)
            if !names.contains(name) { names.append(name) }
        }
        let table = try run("xmodmap", ["-pke"])
        let spare = table.split(separator: "\n").compactMap { line -> Int? in
            let parts = line.split(separator: " ")
            guard parts.count == 3, parts[0] == "keycode", parts[2] == "=" else { return nil }
            return Int(parts[1])
        }
        guard spare.count >= names.count else {
            throw Failure.toolFailed("\(names.count) keysyms to bind, only \(spare.count) spare keys")
        }
        _ = try run("xmodmap", zip(spare, names).flatMap { ["-e", "keycode \($0) = \($1)"] })
    }

    /// The window's top left on the screen, in pixels.
    func windowPosition() throws -> (Int, Int) {
        let text = try xdotool(["getwindowgeometry", window])
        guard let line = text.split(separator: "\n").first(where: { $0.contains("Position:") }),
              let place = line.split(separator: " ").dropFirst().first?.split(separator: ","), place.count == 2,
              let x = Int(place[0]), let y = Int(place[1]) else { throw Failure.toolFailed("no position in \(text)") }
        return (x, y)
    }

    /// The window's size in pixels.
    func windowSize() throws -> (Int, Int) {
        let text = try xdotool(["getwindowgeometry", window])
        guard let line = text.split(separator: "\n").first(where: { $0.contains("Geometry:") }),
              let dims = line.split(separator: " ").last?.split(separator: "x"), dims.count == 2,
              let w = Int(dims[0]), let h = Int(dims[1]) else { throw Failure.toolFailed("no geometry in \(text)") }
        return (w, h)
    }

    /// A screenshot of the window, read from the server by the test itself (see `XWindowCapture`).
    func screenshot() throws -> Image {
        try XWindowCapture.capture(window: window, display: display)
    }

    /// Decodes PNG data (TestHost frames) the same way as screenshots.
    func image(png: Data) throws -> Image {
        let file = folder.appendingPathComponent("frame-\(UUID().uuidString).png")
        try png.write(to: file)
        return try Self.decode(pngFile: file)
    }

    /// What a headless host shows now, decoded as screenshots are.
    @MainActor func image(of host: TestHost) throws -> Image {
        try image(png: XCTUnwrap(host.pngData(), "the headless host drew nothing"))
    }

    /// CPU time (user + system) the program has used, in seconds.
    func appCPUTime() -> Double? {
        app.flatMap { Self.cpuTime(of: $0.processIdentifier) }
    }

    /// CPU time (user + system) a process has used, in seconds.
    static func cpuTime(of pid: Int32) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command name: state is field 3, utime 14 and stime 15 (1-based in proc(5)).
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Closes the window as a window manager's close button does: a WM_DELETE_WINDOW message, sent through
    /// libX11 (xdotool can only destroy windows, which no user does).
    func requestWindowClose() throws {
        guard let x11 = dlopen("libX11.so.6", RTLD_NOW) else { throw Failure.toolFailed("libX11.so.6 cannot be loaded") }
        defer { dlclose(x11) }
        typealias Open = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
        typealias Intern = @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int32) -> UInt
        typealias Send = @convention(c) (OpaquePointer?, UInt, Int32, Int, UnsafeMutableRawPointer) -> Int32
        typealias Flush = @convention(c) (OpaquePointer?) -> Int32
        func symbol<T>(_ name: String, as: T.Type) throws -> T {
            guard let s = dlsym(x11, name) else { throw Failure.toolFailed("libX11 has no \(name)") }
            return unsafeBitCast(s, to: T.self)
        }
        let open = try symbol("XOpenDisplay", as: Open.self), intern = try symbol("XInternAtom", as: Intern.self)
        let send = try symbol("XSendEvent", as: Send.self), flush = try symbol("XFlush", as: Flush.self)
        let close = try symbol("XCloseDisplay", as: Flush.self)
        guard let dpy = open(display), let target = UInt(window) else { throw Failure.toolFailed("cannot open \(display)") }
        defer { _ = close(dpy) }
        // An XClientMessageEvent in an XEvent (192 bytes on 64-bit): type, serial, send_event, display,
        // window, message_type, format, then data.l[5].
        let event = UnsafeMutableRawPointer.allocate(byteCount: 192, alignment: 8)
        defer { event.deallocate() }
        event.initializeMemory(as: UInt8.self, repeating: 0, count: 192)
        event.storeBytes(of: Int32(33), toByteOffset: 0, as: Int32.self)  // ClientMessage
        event.storeBytes(of: Int32(1), toByteOffset: 16, as: Int32.self)
        event.storeBytes(of: target, toByteOffset: 32, as: UInt.self)
        event.storeBytes(of: intern(dpy, "WM_PROTOCOLS", 0), toByteOffset: 40, as: UInt.self)
        event.storeBytes(of: Int32(32), toByteOffset: 48, as: Int32.self)
        event.storeBytes(of: intern(dpy, "WM_DELETE_WINDOW", 0), toByteOffset: 56, as: UInt.self)
        guard send(dpy, target, 0, 0, event) != 0 else { throw Failure.toolFailed("XSendEvent failed") }
        _ = flush(dpy)
    }

    /// Waits up to 10 s for the program to end by itself; its exit status, nil if it is still running.
    func waitForAppExit() -> Int32? {
        guard let app else { return nil }
        for _ in 0..<100 where app.isRunning { usleep(100_000) }
        return app.isRunning ? nil : app.terminationStatus
    }

    /// Ends the X server at once (SIGKILL), as a crash would.
    func killServer() {
        guard server.isRunning else { return }
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
    }

    /// Asks the program to quit (SIGTERM, which SDL turns into a quit event) and waits up to 10 s.
    func terminateApp() -> Int32? {
        guard let app else { return nil }
        app.terminate()
        for _ in 0..<100 where app.isRunning { usleep(100_000) }
        return app.isRunning ? nil : app.terminationStatus
    }

    static func decode(pngFile: URL) throws -> Image {
        let size = try run("convert", [pngFile.path, "-format", "%w %h", "info:"]).split(separator: " ").compactMap { Int($0) }
        guard size.count == 2 else { throw Failure.toolFailed("cannot read the size of \(pngFile.path)") }
        let raw = pngFile.appendingPathExtension("rgba")
        try run("convert", [pngFile.path, "-depth", "8", "rgba:\(raw.path)"])
        let data = try Data(contentsOf: raw)
        guard data.count == size[0] * size[1] * 4 else { throw Failure.toolFailed("\(pngFile.path) decoded to \(data.count) bytes") }
        return Image(width: size[0], height: size[1], pixels: [UInt8](data))
    }

    @discardableResult
    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        try Self.run(tool, arguments, display: display)
    }

    @discardableResult
    private static func run(_ tool: String, _ arguments: [String], display: String? = nil,
                            timeout: Double = 15) throws -> String {
        guard let path = path(of: tool) else { throw Failure.missingTool(tool) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        if let display { env["DISPLAY"] = display }
        p.environment = env
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        try p.run()
        // The tools print little (it fits the pipe), so waiting before reading cannot block them.
        let deadline = Date().addingTimeInterval(timeout)
        while p.isRunning && Date() < deadline { usleep(5_000) }
        if p.isRunning {
            p.terminate()
            p.waitUntilExit()
            throw Failure.toolFailed("\(tool) \(arguments.joined(separator: " ")) did not finish in \(Int(timeout)) s")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        guard p.terminationStatus == 0 else {
            throw Failure.toolFailed("\(tool) \(arguments.joined(separator: " ")) exited with \(p.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    static func path(of tool: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
