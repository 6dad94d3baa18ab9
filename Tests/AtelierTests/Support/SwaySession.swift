import XCTest
import Foundation
import AtelierTesting

/// A Wayland compositor of the test's own, Debian's sway on its headless backend (no GPU, no input devices,
/// no XWayland), with one program's window in it: a pointer and a resting keyboard made by
/// `scripts/wayland-virtual-pointer.py` (headless sway has no input devices), keys typed with wtype, the output
/// and windows set with swaymsg, screenshots taken with grim. sway will not run as root, so as root (as CI runs)
/// it runs as the unprivileged uid 65534 in a runtime folder that uid owns; the program, started by the test,
/// connects to the socket by its absolute path.
final class SwaySession: @unchecked Sendable {
    enum Failure: Error, CustomStringConvertible {
        case missingTool(String), noCompositor(String), noWindow(String), toolFailed(String)
        var description: String {
            switch self {
            case .missingTool(let t): "\(t) is not installed; `make deps` (scripts/install-deps.sh) installs it"
            case .noCompositor(let log): "sway did not start: \(log)"
            case .noWindow(let log): "the window did not appear in sway; the program printed: \(log)"
            case .toolFailed(let t): t
            }
        }
    }

    /// The uid and gid sway runs as when the tests run as root (nobody's, which no file of the machine needs).
    static let unprivilegedID: UInt32 = 65534
    /// The one output's name on sway's headless backend.
    static let outputName = "HEADLESS-1"
    /// Where windows are put, in the desktop's units: a multiple of 4, so that at 1.25, 1.5 and 1.75 the
    /// window's corner falls on a whole pixel.
    static let windowPlace = (x: 40, y: 40)

    /// The compositor's socket, for WAYLAND_DISPLAY.
    let socket: String
    /// The compositor's control socket, for swaymsg.
    let controlSocket: String
    private let compositor: Process
    private let folder: URL
    private let logFile: URL
    private let outputFile: URL
    private(set) var app: Process?
    private var pointer: Process?
    private var pointerInput: FileHandle?
    private var pointerOutput: FileHandle?
    private var clipboardServer: Process?
    /// The output's scale as last set.
    private(set) var scale: Double

    /// Starts sway with one output of `output` pixels at `scale`; with `clientSideDecorations`, sway asks every
    /// window to draw its own decorations (xdg-decoration's client-side mode), as GNOME's compositor does.
    init(output: (Int, Int) = (1680, 1050), scale: Double = 1, clientSideDecorations: Bool = false) throws {
        for tool in ["sway", "swaymsg", "grim", "wtype", "wl-copy", "wl-paste", "convert"] where Self.path(of: tool) == nil {
            throw Failure.missingTool(tool)
        }
        self.scale = scale
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-sway-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        logFile = folder.appendingPathComponent("sway.log")
        outputFile = folder.appendingPathComponent("app-output.txt")
        // No bar, no wallpaper, no borders, no XWayland; every window floats at the size it asks for.
        let config = """
            output \(Self.outputName) resolution \(output.0)x\(output.1) position 0 0 scale \(scale)
            xwayland disable
            default_border none
            default_floating_border none
            for_window [app_id=".*"] floating enable
            focus_on_window_activation focus
            """ + (clientSideDecorations ? "\nfor_window [app_id=\".*\"] border csd" : "")
        try config.write(to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        let asRoot = getuid() == 0
        if asRoot {
            // The runtime folder (and what is in it) belongs to the uid sway runs as; root can still reach it.
            for item in [folder, folder.appendingPathComponent("config")] {
                try FileManager.default.setAttributes([.ownerAccountID: Self.unprivilegedID, .groupOwnerAccountID: Self.unprivilegedID],
                                                      ofItemAtPath: item.path)
            }
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: folder.appendingPathComponent("config").path)
        }
        compositor = Process()
        let sway = Self.path(of: "sway")!
        if asRoot {
            compositor.executableURL = URL(fileURLWithPath: Self.path(of: "setpriv") ?? "/usr/bin/setpriv")
            compositor.arguments = ["--reuid=\(Self.unprivilegedID)", "--regid=\(Self.unprivilegedID)", "--clear-groups",
                                    sway, "-c", folder.appendingPathComponent("config").path]
        } else {
            compositor.executableURL = URL(fileURLWithPath: sway)
            compositor.arguments = ["-c", folder.appendingPathComponent("config").path]
        }
        // Headless, with no input devices of its own and the software renderer; nothing of the machine's session.
        compositor.environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path, "XDG_RUNTIME_DIR": folder.path,
                                  "WLR_BACKENDS": "headless", "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman"]
        compositor.currentDirectoryURL = folder
        _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
        let log = try FileHandle(forWritingTo: logFile)
        compositor.standardOutput = log
        compositor.standardError = log
        try compositor.run()
        // Its sockets appear in the runtime folder once it accepts clients.
        var found: (String, String)?
        let deadline = Date().addingTimeInterval(15)
        while found == nil, Date() < deadline, compositor.isRunning {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if let wayland = names.first(where: { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }),
               let control = names.first(where: { $0.hasPrefix("sway-ipc.") }) {
                found = (folder.appendingPathComponent(wayland).path, folder.appendingPathComponent(control).path)
            } else {
                usleep(50_000)
            }
        }
        guard let found else {
            if compositor.isRunning { compositor.terminate() }
            throw Failure.noCompositor((try? String(contentsOf: logFile, encoding: .utf8)) ?? "")
        }
        (socket, controlSocket) = found
        try startPointer()
    }

    deinit {
        if let app, app.isRunning { app.terminate(); app.waitUntilExit() }
        stopClipboardServer()
        if let pointer, pointer.isRunning {
            try? pointerInput?.write(contentsOf: Data("quit\n".utf8))
            pointer.terminate()
            pointer.waitUntilExit()
        }
        if compositor.isRunning {
            compositor.terminate()
            compositor.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// What a program needs in its environment to reach this compositor.
    var environment: [String: String] { ["WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": folder.path] }

    /// What sway logged.
    var compositorLog: String { (try? String(contentsOf: logFile, encoding: .utf8)) ?? "" }

    // MARK: The program and its window

    /// Starts a program on this compositor with `environment` added (WAYLAND_DISPLAY set, SDL_VIDEODRIVER not),
    /// waits (up to 20 s) for its window, puts the window at `windowPlace` and waits for its first frame.
    func launch(_ program: URL, arguments: [String], environment: [String: String] = [:]) throws {
        guard FileManager.default.isExecutableFile(atPath: program.path) else {
            throw Failure.toolFailed("no executable at \(program.path): build it with `swift build --build-tests`")
        }
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = nil
        for (k, v) in self.environment { env[k] = v }
        for (k, v) in environment { env[k] = v }
        process.environment = env
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        let out = try FileHandle(forWritingTo: outputFile)
        process.standardOutput = out
        process.standardError = out
        try process.run()
        app = process
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, process.isRunning {
            // A window that libdecor maps again (client-side decorations) can vanish between the look and the
            // move: then look again.
            if window() != nil,
               (try? swaymsg(["[pid=\(process.processIdentifier)] move absolute position \(Self.windowPlace.x) \(Self.windowPlace.y)"])) != nil,
               (try? waitForPlace()) != nil {
                usleep(300_000)  // the first frame reaches the output
                return
            }
            usleep(100_000)
        }
        throw Failure.noWindow(output)
    }

    /// Waits until the window stands where it was put.
    private func waitForPlace() throws {
        for _ in 0..<50 {
            if let rect = window()?.rect, Int(rect.minX) == Self.windowPlace.x, Int(rect.minY) == Self.windowPlace.y { return }
            usleep(50_000)
        }
        throw Failure.toolFailed("the window did not move to \(Self.windowPlace): \(String(describing: window()))")
    }

    /// The program's window as sway has it: its place and size in the desktop's units, the shell it speaks
    /// (xdg_shell for a Wayland client, xwayland for an X11 one) and its app id.
    struct Window { let rect: CGRect; let shell: String; let appID: String? }

    /// The program's window, if it has one mapped.
    func window() -> Window? {
        guard let pid = app?.processIdentifier, let text = try? swaymsg(["-t", "get_tree"], raw: true),
              let tree = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else { return nil }
        func find(_ node: Any) -> [String: Any]? {
            guard let node = node as? [String: Any] else { return nil }
            if (node["pid"] as? Int).map({ Int32($0) }) == pid, node["shell"] != nil { return node }
            for key in ["nodes", "floating_nodes"] {
                for child in node[key] as? [Any] ?? [] { if let hit = find(child) { return hit } }
            }
            return nil
        }
        guard let node = find(tree), let r = node["rect"] as? [String: Any],
              let x = r["x"] as? Int, let y = r["y"] as? Int, let w = r["width"] as? Int, let h = r["height"] as? Int else { return nil }
        return Window(rect: CGRect(x: x, y: y, width: w, height: h), shell: node["shell"] as? String ?? "",
                      appID: node["app_id"] as? String)
    }

    /// Gives the window a size in the desktop's units, puts it back at `windowPlace` (sway resizes a floating
    /// window about its centre) and waits until sway has both.
    func resizeWindow(to size: CGSize) throws {
        guard let pid = app?.processIdentifier else { return }
        try swaymsg(["[pid=\(pid)] resize set width \(Int(size.width)) px height \(Int(size.height)) px"])
        try swaymsg(["[pid=\(pid)] move absolute position \(Self.windowPlace.x) \(Self.windowPlace.y)"])
        for _ in 0..<100 {
            if let rect = window()?.rect, rect.size == size, Int(rect.minX) == Self.windowPlace.x, Int(rect.minY) == Self.windowPlace.y {
                return
            }
            usleep(50_000)
        }
        throw Failure.toolFailed("the window did not take \(size) at \(Self.windowPlace): \(String(describing: window()))")
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

    /// CPU time (user + system) the program has used, in seconds.
    func appCPUTime() -> Double? { app.flatMap { XvfbSession.cpuTime(of: $0.processIdentifier) } }

    /// Waits up to `timeout` seconds for the program to end by itself; its exit status, nil if it still runs.
    func waitForAppExit(timeout: Double = 10) -> Int32? {
        guard let app else { return nil }
        let deadline = Date().addingTimeInterval(timeout)
        while app.isRunning, Date() < deadline { usleep(50_000) }
        return app.isRunning ? nil : app.terminationStatus
    }

    /// Asks the program to quit (SIGTERM, which SDL turns into a quit event) and waits up to 10 s.
    func terminateApp() -> Int32? {
        guard let app else { return nil }
        app.terminate()
        return waitForAppExit()
    }

    /// Ends the compositor at once (SIGKILL), as a crash would.
    func killCompositor() {
        guard compositor.isRunning else { return }
        kill(compositor.processIdentifier, SIGKILL)
        compositor.waitUntilExit()
    }

    // MARK: The output

    /// Sets the output's scale and waits until sway reports it.
    func setScale(_ newScale: Double) throws {
        try swaymsg(["output \(Self.outputName) scale \(newScale)"])
        for _ in 0..<100 {
            if let text = try? swaymsg(["-t", "get_outputs"], raw: true),
               let outputs = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]],
               let reported = outputs.first?["scale"] as? Double, abs(reported - newScale) < 0.001 {
                scale = newScale
                return
            }
            usleep(50_000)
        }
        throw Failure.toolFailed("sway did not take scale \(newScale)")
    }

    /// Adds a second output of `resolution` pixels at `scale`, right of the first; its name.
    func addOutput(resolution: (Int, Int) = (1680, 1050), scale: Double) throws -> String {
        let before = Set(try outputs().map(\.name))
        try swaymsg(["create_output"])
        guard let name = try outputs().map(\.name).first(where: { !before.contains($0) }) else {
            throw Failure.toolFailed("sway made no output")
        }
        let x = try outputs().filter { $0.name != name }.map { Int($0.rect.maxX) }.max() ?? 0
        try swaymsg(["output \(name) resolution \(resolution.0)x\(resolution.1) position \(x) 0 scale \(scale)"])
        for _ in 0..<100 {
            if let added = try outputs().first(where: { $0.name == name }), abs(added.scale - scale) < 0.001, Int(added.rect.minX) == x {
                return name
            }
            usleep(50_000)
        }
        throw Failure.toolFailed("sway did not set up \(name)")
    }

    /// Moves the window to the output `name`, at `windowPlace` on it, and waits until sway has it there.
    func moveWindow(toOutput name: String) throws {
        guard let pid = app?.processIdentifier, let target = try outputs().first(where: { $0.name == name }) else {
            throw Failure.toolFailed("no window or no output \(name)")
        }
        let x = Int(target.rect.minX) + Self.windowPlace.x, y = Int(target.rect.minY) + Self.windowPlace.y
        try swaymsg(["[pid=\(pid)] move to output \(name)"])
        try swaymsg(["[pid=\(pid)] move absolute position \(x) \(y)"])
        for _ in 0..<100 {
            if let rect = window()?.rect, Int(rect.minX) == x, Int(rect.minY) == y { return }
            usleep(50_000)
        }
        throw Failure.toolFailed("the window did not move to \(name): \(String(describing: window()))")
    }

    /// The outputs as sway has them: name, scale, and place and size in the desktop's units.
    func outputs() throws -> [(name: String, scale: Double, rect: CGRect)] {
        let text = try swaymsg(["-t", "get_outputs"], raw: true)
        guard let list = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] else { return [] }
        return list.compactMap { output in
            guard let name = output["name"] as? String, let scale = output["scale"] as? Double,
                  let r = output["rect"] as? [String: Any], let x = r["x"] as? Int, let y = r["y"] as? Int,
                  let w = r["width"] as? Int, let h = r["height"] as? Int else { return nil }
            return (name, scale, CGRect(x: x, y: y, width: w, height: h))
        }
    }

    /// A screenshot of the window, in the pixels of an output of `scale` (by default the first output's): its size
    /// in the desktop's units times the scale.
    func screenshot(scale: Double? = nil) throws -> XvfbSession.Image {
        guard let rect = window()?.rect else { throw Failure.toolFailed("no window to photograph: \(output)") }
        let file = folder.appendingPathComponent("shot-\(UUID().uuidString).png")
        try run("grim", ["-s", String(scale ?? self.scale), "-g", "\(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))", file.path])
        defer { try? FileManager.default.removeItem(at: file) }
        return try XvfbSession.decode(pngFile: file)
    }

    /// Decodes PNG data (TestHost and ImageRenderer frames) the same way as screenshots.
    func image(png: Data) throws -> XvfbSession.Image {
        let file = folder.appendingPathComponent("frame-\(UUID().uuidString).png")
        try png.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try XvfbSession.decode(pngFile: file)
    }

    /// What a headless host shows now, decoded as screenshots are.
    @MainActor func image(of host: TestHost) throws -> XvfbSession.Image {
        try image(png: XCTUnwrap(host.pngData(), "the headless host drew nothing"))
    }

    // MARK: Input

    /// Starts the virtual pointer (and resting keyboard) and waits until the seat has them.
    private func startPointer() throws {
        let script = repositoryRoot.appendingPathComponent("scripts/wayland-virtual-pointer.py")
        let process = Process()
        let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : (Self.path(of: "python3") ?? "python3")
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script.path]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        pointer = process
        pointerInput = input.fileHandleForWriting
        pointerOutput = output.fileHandleForReading
        let first = readPointerLine()
        guard first == "ready" else { throw Failure.toolFailed("the virtual pointer did not start: \(first)") }
    }

    /// Reads one line of the pointer script's answers (up to 10 s).
    private var pointerBuffer = ""
    private func readPointerLine() -> String {
        let deadline = Date().addingTimeInterval(10)
        while !pointerBuffer.contains("\n"), Date() < deadline, let handle = pointerOutput {
            let data = handle.availableData
            if data.isEmpty { break }
            pointerBuffer += String(decoding: data, as: UTF8.self)
        }
        guard let end = pointerBuffer.firstIndex(of: "\n") else { return pointerBuffer }
        let line = String(pointerBuffer[..<end])
        pointerBuffer = String(pointerBuffer[pointerBuffer.index(after: end)...])
        return line
    }

    /// Sends the pointer script a command and waits until the compositor has handled it.
    private func pointerCommand(_ command: String) throws {
        try pointerInput?.write(contentsOf: Data((command + "\n").utf8))
        let answer = readPointerLine()
        guard answer == "ok" else { throw Failure.toolFailed("the virtual pointer answered \(answer) to \(command)") }
    }

    /// The size of the layout the pointer moves over (every output), in the desktop's units.
    private func layoutSize() throws -> (Double, Double) {
        let all = try outputs().map(\.rect)
        guard let first = all.first else { throw Failure.toolFailed("sway has no output") }
        let union = all.reduce(first) { $0.union($1) }
        return (Double(union.maxX), Double(union.maxY))
    }

    /// Moves the pointer to a point of the window, in the desktop's units (points, where the app's scale is 1).
    func move(to p: CGPoint) throws {
        guard let rect = window()?.rect else { throw Failure.toolFailed("no window") }
        let (w, h) = try layoutSize()
        try pointerCommand("move \(Double(rect.minX + p.x)) \(Double(rect.minY + p.y)) \(w) \(h)")
    }

    /// Clicks at a point of the window.
    func click(at p: CGPoint) throws {
        try move(to: p)
        try pointerCommand("down")
        usleep(30_000)
        try pointerCommand("up")
    }

    /// Presses keys (xkb key names: Tab, Return, a) one after another, with modifiers held (ctrl, shift, alt, logo).
    func keys(_ names: [String], modifiers: [String] = []) throws {
        var arguments: [String] = []
        for m in modifiers { arguments += ["-M", m] }
        for name in names { arguments += ["-k", name] }
        for m in modifiers.reversed() { arguments += ["-m", m] }
        try run("wtype", ["-d", "20"] + arguments)
    }

    /// Types text, each character as the key that makes it.
    func type(_ text: String) throws {
        try run("wtype", ["-d", "20", text])
    }

    // MARK: The clipboard

    /// What the clipboard holds, as another program reads it (wl-paste).
    func clipboardText() throws -> String {
        try run("wl-paste", ["--no-newline"])
    }

    /// Puts text on the clipboard as another program copies it: wl-copy serves it until `stopClipboardServer()`.
    func copyToClipboard(_ text: String) throws {
        stopClipboardServer()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.path(of: "wl-copy")!)
        process.arguments = ["--foreground", "--type", "text/plain;charset=utf-8", text]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        clipboardServer = process
        // Served once wl-paste reads it back.
        for _ in 0..<100 {
            if (try? clipboardText()) == text { return }
            usleep(50_000)
        }
        throw Failure.toolFailed("wl-copy did not take the clipboard")
    }

    func stopClipboardServer() {
        guard let clipboardServer, clipboardServer.isRunning else { return }
        clipboardServer.terminate()
        clipboardServer.waitUntilExit()
    }

    // MARK: Tools

    @discardableResult
    func swaymsg(_ arguments: [String], raw: Bool = false) throws -> String {
        try run("swaymsg", (raw ? ["-r"] : []) + arguments)
    }

    @discardableResult
    private func run(_ tool: String, _ arguments: [String], timeout: Double = 15) throws -> String {
        guard let path = Self.path(of: tool) else { throw Failure.missingTool(tool) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        env["SWAYSOCK"] = controlSocket
        env["DISPLAY"] = nil
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        // Read while it runs: get_tree can be longer than a pipe holds.
        let collected = CollectedOutput()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            collected.data = out.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        let deadline = Date().addingTimeInterval(timeout)
        while p.isRunning && Date() < deadline { usleep(5_000) }
        if p.isRunning {
            p.terminate()
            p.waitUntilExit()
            throw Failure.toolFailed("\(tool) \(arguments.joined(separator: " ")) did not finish in \(Int(timeout)) s")
        }
        done.wait()
        let data = collected.data
        guard p.terminationStatus == 0 else {
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw Failure.toolFailed("\(tool) \(arguments.joined(separator: " ")) exited with \(p.terminationStatus): \(message)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    static func path(of tool: String) -> String? { XvfbSession.path(of: tool) }
}

/// A tool's output, read on another thread and handed over once it ends.
private final class CollectedOutput: @unchecked Sendable {
    var data = Data()
}
