import Foundation
import CSDL2
@_spi(Backend) import AtelierAccessibility
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo

/// Starts an app: opens its first window and runs its windows until the last closes or it quits; without a
/// display, says so in one line, and with `--snapshot FILE.png [WIDTHxHEIGHT]` renders the first frame to a file
/// instead. Other arguments that are not options are files for its `onOpenURL` handlers.
@_spi(Backend) @MainActor public enum AppRunner {

    /// Whether a window can be opened (SDL finds a display).
    public static var displayIsAvailable: Bool { displayProblem == nil }

    /// Why no window can be opened; nil when one can. SDL's offscreen and dummy drivers count as no
    /// display unless the user picks them with SDL_VIDEODRIVER.
    static var displayProblem: String? {
        if SDL_WasInit(SDL_INIT_VIDEO) != 0 { return nil }
        let env = ProcessInfo.processInfo.environment
        let chosen = env["SDL_VIDEODRIVER"]
        let wayland = !(env["WAYLAND_DISPLAY"] ?? "").isEmpty, x11 = !(env["DISPLAY"] ?? "").isEmpty
        if chosen == nil, !x11, !wayland {
            return "neither DISPLAY nor WAYLAND_DISPLAY is set"
        }
        // A Wayland session sets DISPLAY too (for XWayland), where SDL 2.26 would pick X11: Wayland is asked first,
        // and X11 when no Wayland connection can be made. Without a Wayland socket, X11 straight away (probing
        // Wayland first prints an error of libwayland's).
        var useWayland = wayland
        // (Not when the compositor handed over a connected socket, WAYLAND_SOCKET: the look would use it up.)
        if chosen == nil, wayland, env["WAYLAND_SOCKET"] == nil, let reason = WaylandConnection.unusabilityOfCompositor() {
            // A compositor SDL cannot use: X11 where there is one, else this is why there is no window.
            let problem = "the Wayland compositor at \(env["WAYLAND_DISPLAY"] ?? "") cannot be used (\(reason))"
            guard x11 else { return problem }
            Diagnostics.warn("\(problem); the window opens on X11", key: "wayland-unusable")
            useWayland = false
        }
        if chosen == nil { SDL_SetHint(SDL_HINT_VIDEODRIVER, useWayland ? (x11 ? "wayland,x11" : "wayland") : "x11") }
        // A desktop app, unlike a game, lets the screensaver run and keeps the compositor.
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        var started = SDL_Init(SDL_INIT_VIDEO) == 0
        if !started, chosen == nil, useWayland, x11 {
            // Connected, but the compositor would not do (no xdg-shell, say): X11, with one line saying why.
            let reason = SDLWindow.lastError
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
            started = SDL_Init(SDL_INIT_VIDEO) == 0
            if started {
                Diagnostics.warn("the Wayland display \(env["WAYLAND_DISPLAY"] ?? "") cannot be used (\(reason)); the window opens on X11",
                                 key: "wayland-unusable")
            }
        }
        guard started else { return "SDL: \(SDLWindow.lastError)" }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if chosen == nil, driver == "offscreen" || driver == "dummy" {
            SDL_Quit()
            return "SDL found only its \(driver) video driver"
        }
        return nil
    }

    /// Runs an app of `scenes` with the command line `arguments` (without the program name) until its last
    /// window closes or it quits; returns the exit status.
    public static func run(_ scenes: [WindowDescription], arguments: [String]) -> Int32 {
        CairoBackend.install()
        let name = ProcessInfo.processInfo.processName
        guard scenes.contains(where: { $0.kind != .settings }) else {
            report("\(name): the app's body has no WindowGroup, Window or DocumentGroup, so there is no window to open")
            return 1
        }
        var settings = HostSettings.fromEnvironment()
        // The desktop's appearance settings: its colour scheme, unless ATELIER_COLOR_SCHEME chose one, and its contrast.
        let appearance = DesktopAppearance()
        if !settings.schemeIsExplicit, let scheme = appearance?.read() { settings.colorScheme = scheme }
        settings.contrast = appearance?.readContrast() ?? .standard
        if let i = arguments.firstIndex(of: "--snapshot") {
            guard i + 1 < arguments.count else {
                report("\(name): --snapshot needs a file: --snapshot FILE.png [WIDTHxHEIGHT]")
                return 2
            }
            var size: CGSize?
            if i + 2 < arguments.count, !arguments[i + 2].hasPrefix("--") {
                guard let parsed = parseSize(arguments[i + 2]) else {
                    report("\(name): \(arguments[i + 2]) is not a size; write it as WIDTHxHEIGHT in points, e.g. 800x600")
                    return 2
                }
                size = parsed
            }
            return snapshot(scenes, to: arguments[i + 1], size: size, settings: settings)
        }
        if let problem = displayProblem {
            report("\(name): no display to open a window on (\(problem)); "
                + "run with --snapshot FILE.png [WIDTHxHEIGHT] to render the first frame to a file")
            return 1
        }
        defer { SDL_Quit() }
        // On X11, which leaves scaling to the app, the desktop's scale unless ATELIER_SCALE or GDK_SCALE set one
        // (a Wayland compositor scales windows itself).
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) }
        if driver == "wayland" { settings.ignoreX11OnlyScale() }
        if driver == "x11" { X11ConnectionLoss.install(appName: name) }
        let x11Scale = settings.scaleIsExplicit || driver != "x11" ? nil : X11DesktopScale()
        if let scale = x11Scale?.read() { settings.interfaceScale = scale.scale }
        let windows = DesktopWindows(settings: settings, desktopScheme: settings.schemeIsExplicit ? nil : appearance?.read(),
                                     appName: name)
        // Live: the desktop switching between light and dark switches every window, and so does a new scale.
        let schemeIsExplicit = settings.schemeIsExplicit
        appearance?.follow { change in
            MainActor.assumeIsolated {
                switch change {
                case .colorScheme(let scheme): if !schemeIsExplicit { windows.desktopSchemeChanged(scheme) }
                case .contrast(let contrast): windows.desktopContrastChanged(contrast)
                }
            }
        }
        x11Scale?.follow { scale in
            MainActor.assumeIsolated { windows.desktopScaleChanged(scale?.scale ?? 1) }
        }
        let session = AppSession(scenes: scenes, appName: name, platform: windows)
        session.launch()
        if let failure = windows.failure {
            report("\(name): \(failure)")
            return 1
        }
        // Files named on the command line go to the app once its first window has appeared.
        let files = urlsToOpen(in: arguments)
        if !files.isEmpty {
            for window in session.windows { window.graph?.flush(through: .update) }
            session.open(files)
        }
        windows.run()
        if let lost = windows.lostDisplay {
            report("\(name): \(lost)")
            return 1
        }
        return 0
    }

    /// The arguments that name something to open: existing files (not folders: a program's own arguments may
    /// name those) and URLs with a scheme.
    static func urlsToOpen(in arguments: [String]) -> [URL] {
        arguments.compactMap { argument in
            guard !argument.hasPrefix("-") else { return nil }
            if argument.contains("://") || argument.hasPrefix("file:"), let url = URL(string: argument), url.scheme != nil { return url }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
            return URL(fileURLWithPath: argument).standardizedFileURL
        }
    }

    /// Writes a line saying what went wrong to standard error.
    private static func report(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// "800x600" as a size in points; nil unless both are positive numbers up to 16384.
    static func parseSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w > 0, h > 0, w <= 16384, h <= 16384 else { return nil }
        return CGSize(width: w, height: h)
    }

    /// The window's opening size: the scene's default, else the content's ideal size where it has one.
    static func windowSize(_ description: WindowDescription, graph: ViewGraph) -> CGSize {
        description.openingSize(graph: graph)
    }

    /// The sizes the content allows a window: its size for a zero proposal, and for an infinite one when
    /// the resizability binds the maximum too (nil: no limit).
    static func sizeLimits(graph: ViewGraph, resizability: WindowResizability) -> (minimum: CGSize, maximum: CGSize?) {
        let minimum = graph.sizeThatFits(.zero)
        let sane = CGSize(width: minimum.width.isFinite ? max(1, minimum.width) : 1,
                          height: minimum.height.isFinite ? max(1, minimum.height) : 1)
        guard resizability.windowGroupLimits == .minimumAndMaximum else { return (sane, nil) }
        let maximum = graph.sizeThatFits(.infinity)
        return (sane, CGSize(width: maximum.width.isFinite ? max(sane.width, maximum.width) : .infinity,
                             height: maximum.height.isFinite ? max(sane.height, maximum.height) : .infinity))
    }

    /// Renders the app's first window's first frame (its menu bar included) to a PNG file, headless.
    static func snapshot(_ scenes: [WindowDescription], to path: String, size: CGSize?, settings: HostSettings) -> Int32 {
        let name = ProcessInfo.processInfo.processName
        var scale = settings.interfaceScale
        let windows = SnapshotWindows(environment: settings.environment(displayScale: scale))
        let session = AppSession(scenes: scenes, appName: name, platform: windows)
        guard session.launch(), let window = windows.first, let graph = window.graph else {
            report("\(name): the app has no window to draw")
            return 1
        }
        let size = size ?? window.scene.openingSize(graph: graph)
        let reduction = FrameBudget.reduction(width: Int((size.width * scale).rounded(.up)),
                                              height: Int((size.height * scale).rounded(.up)))
        if reduction < 1 {
            scale *= reduction
            Diagnostics.warn("a \(Int(size.width))x\(Int(size.height))-point snapshot is more pixels than a frame can hold; "
                + "it is written at \(scale)x", key: "snapshot-too-large")
            var env = graph.environment
            env.displayScale = scale
            graph.environment = env
        }
        graph.flush(through: .update)
        MainQueueWaker.runQueuedWork()
        let list = graph.render(size: size)
        guard let surface = RasterSurface(size: size, scale: scale) else {
            report("\(name): cannot draw a \(size.width)x\(size.height) frame")
            return 1
        }
        surface.clear(HostSettings.background(for: graph.environment.colorScheme))
        surface.draw(list)
        guard surface.writePNG(to: path) else {
            report("\(name): cannot write \(path)")
            return 1
        }
        print("\(name): wrote the first frame (\(Int(size.width))x\(Int(size.height)) points at \(scale)x) to \(path)")
        return 0
    }
}
