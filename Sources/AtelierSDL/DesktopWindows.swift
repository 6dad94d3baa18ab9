import Foundation
import CSDL2
@_spi(Backend) import AtelierAccessibility
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo

/// An app's windows on the desktop: an SDL window and a `WindowHost` for each window the session opens, and
/// the one loop that runs them all on the main queue. The loop sleeps in SDL's event wait until the earliest
/// window needs a frame, a timer comes due, main-queue work arrives or an event comes; each event goes to
/// the window it names.
@MainActor final class DesktopWindows: WindowPlatform {
    let startDate = Date()
    let stateDirectory: URL?
    private var settings: HostSettings
    private let appName: String
    /// The colour scheme the desktop asks for now (nil: the settings' own).
    private var desktopScheme: ColorScheme?
    /// Window coordinates per point now: the settings', until the desktop's scale changes.
    private var interfaceScale: CGFloat
    private var hosts: [ObjectIdentifier: WindowHost] = [:]
    private var hostsByWindowID: [UInt32: WindowHost] = [:]
    /// Hosts whose windows the session closed, closed at the end of the loop's turn (an event of theirs may
    /// still be on the stack).
    private var closing: [WindowHost] = []
    private var terminated = false
    private let waker = MainQueueWaker()
    /// Screen readers (AT-SPI) see the app once, with each open window as its child; made with the first window.
    private var accessibility: AccessibilityBridge?
    /// Set once the first window opened: later failures to open one are warnings, not the app's end.
    private(set) var openedAny = false
    /// Why the first window could not open, if it could not.
    private(set) var failure: String?
    /// Why the app lost its display while it ran (the Wayland compositor went away), if it did.
    private(set) var lostDisplay: String?

    init(settings: HostSettings, desktopScheme: ColorScheme?, appName: String) {
        self.settings = settings
        self.desktopScheme = desktopScheme
        interfaceScale = settings.interfaceScale
        self.appName = appName
        stateDirectory = Self.stateDirectory(appName: appName)
        UIPasteboard.general.storage = SDLPasteboardStorage()
        DesktopURLOpener.install()
        // Text input (and an input method) is on while a text field has focus.
        SDL_StopTextInput()
    }

    /// `$XDG_STATE_HOME/<app>` (by default `~/.local/state/<app>`): where scene storage is kept between runs.
    static func stateDirectory(appName: String) -> URL? {
        let env = ProcessInfo.processInfo.environment
        if let state = env["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent(appName)
        }
        guard let home = env["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state").appendingPathComponent(appName)
    }

    /// The desktop switched between light and dark: every window follows (a view's preferred scheme still wins).
    func desktopSchemeChanged(_ scheme: ColorScheme?) {
        desktopScheme = scheme
        for host in hosts.values {
            var env = host.graph.environment
            env.colorScheme = scheme ?? settings.colorScheme
            host.graph.environment = env
        }
    }

    /// The desktop's contrast preference changed: every window follows (colour sets with high-contrast variants
    /// switch), and windows opened later open with it.
    func desktopContrastChanged(_ contrast: ColorSchemeContrast) {
        settings.contrast = contrast
        for host in hosts.values where host.graph.environment.colorSchemeContrast != contrast {
            var env = host.graph.environment
            env.colorSchemeContrast = contrast
            host.graph.environment = env
        }
    }

    /// The desktop's interface scale changed (X11's settings): every window is drawn at it, keeping its size in
    /// points, and windows opened later open at it.
    func desktopScaleChanged(_ scale: CGFloat) {
        guard scale != interfaceScale else { return }
        interfaceScale = scale
        for host in hosts.values { host.setPointScale(scale) }
    }

    // MARK: WindowPlatform

    func environment(for window: SceneWindow) -> EnvironmentValues {
        var env = settings.environment(displayScale: interfaceScale)
        if let desktopScheme { env.colorScheme = desktopScheme }
        // fileImporter, fileExporter, fileMover and documents ask the desktop's chooser (the drawn one when no
        // portal answers).
        PortalFileChooser.install(in: &env)
        return env
    }

    func show(_ sceneWindow: SceneWindow) {
        guard let graph = sceneWindow.graph else { return }
        // The opening size within what the content allows (the menu bar's titles set a minimum width), so that
        // a default position places the window as it will be.
        let limits = AppRunner.sizeLimits(graph: graph, resizability: sceneWindow.scene.resizability ?? .automatic)
        var size = sceneWindow.scene.openingSize(graph: graph)
        size.width = max(size.width, limits.minimum.width)
        size.height = max(size.height, limits.minimum.height)
        if let maximum = limits.maximum {
            size.width = min(size.width, maximum.width)
            size.height = min(size.height, maximum.height)
        }
        guard let window = SDLWindow(title: sceneWindow.title, size: size, pointScale: interfaceScale,
                                     position: sceneWindow.scene.defaultPosition) else {
            let reason = "SDL could not open a window: \(SDLWindow.lastError)"
            if openedAny {
                Diagnostics.warn("\(reason); the window \"\(sceneWindow.title)\" is not shown", key: "sdl-window-open")
            } else {
                failure = reason
            }
            return
        }
        openedAny = true
        if graph.environment.displayScale != window.pixelsPerPoint {
            var env = graph.environment
            env.displayScale = window.pixelsPerPoint
            graph.environment = env
        }
        window.setSizeLimits(minimum: limits.minimum, maximum: limits.maximum)
        // Screen readers (AT-SPI): the window's tree is exported while one listens, and not before.
        graph.accessibilityWindowTitle = sceneWindow.title
        let bridge = accessibility ?? AccessibilityBridge(applicationName: appName)
        accessibility = bridge
        bridge.addWindow(graph, screenOrigin: { window.screenOrigin }, scale: { window.pointScale })
        bridge.start()
        let host = WindowHost(graph: graph, window: window)
        host.accessibilityBridge = bridge
        host.sceneWindow = sceneWindow
        hosts[ObjectIdentifier(sceneWindow)] = host
        hostsByWindowID[window.id] = host
    }

    func remove(_ window: SceneWindow) {
        guard let host = hosts.removeValue(forKey: ObjectIdentifier(window)) else { return }
        hostsByWindowID[host.window.id] = nil
        closing.append(host)
    }

    func activate(_ window: SceneWindow) { hosts[ObjectIdentifier(window)]?.window.raise() }

    func minimize(_ window: SceneWindow) { hosts[ObjectIdentifier(window)]?.window.minimize() }

    func titleChanged(_ window: SceneWindow) {
        guard let host = hosts[ObjectIdentifier(window)] else { return }
        host.window.setTitle(window.title)
        host.graph.accessibilityWindowTitle = window.title
    }

    func terminate() { terminated = true }

    // MARK: The loop

    /// Runs the app's windows until the session ends.
    func run() {
        waker.start()
        defer { waker.stop() }
        var event = SDL_Event()
        while !terminated {
            // Work that comes due without events: main-queue blocks and tasks, then Foundation timers
            // (which may queue more); only then is it known whether a frame is needed and how long to sleep.
            MainQueueWaker.runQueuedWork()
            let nextTimer = RunLoop.main.limitDate(forMode: .default)
            MainQueueWaker.runQueuedWork()
            finishClosing()
            guard !terminated else { break }
            for host in hosts.values { host.turn() }
            let timeout = hosts.values.map { $0.waitTimeout(nextFoundationTimer: nextTimer) }.reduce(Int32(-1)) { a, b in
                a < 0 ? b : (b < 0 ? a : min(a, b))
            }
            let got = timeout < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, timeout)
            if got != 0 {
                dispatch(event)
                while !terminated, SDL_PollEvent(&event) != 0 { dispatch(event) }
            }
        }
        finishClosing()
        for host in hosts.values { host.close() }
        hosts.removeAll()
        hostsByWindowID.removeAll()
        accessibility?.stop()
    }

    /// Closes the windows the session took away during the last turn.
    private func finishClosing() {
        let done = closing
        closing.removeAll()
        for host in done { host.close() }
    }

    /// Hands an event to the window it belongs to; a quit request ends the app.
    private func dispatch(_ event: SDL_Event) {
        if let wayland = WaylandConnection.shared, event.type == wayland.eventType {
            for host in hosts.values { host.displayMayHaveChanged() }
            return
        }
        switch event.type {
        case SDL_QUIT.rawValue:
            // SDL says quit when its Wayland connection breaks: nothing can be shown or asked any more.
            if let broken = WaylandConnection.shared?.failure {
                lostDisplay = "the Wayland compositor closed the connection (\(broken)), so the app cannot go on"
                terminated = true
                return
            }
            // The desktop asks the app to end (its last window closed is handled by the session itself).
            hosts.values.first?.sceneWindow?.session?.quit()
            terminated = true
        case waker.eventType:
            break  // main-queue work: run after the events
        default:
            guard let id = Self.windowID(of: event) else { return }
            if let host = hostsByWindowID[id] {
                host.handle(event)
            } else if id == 0, Self.isKeyboardEvent(event), let active = activeHost {
                // SDL names no window for keys while no window of its own has the keyboard focus (a window just
                // raised without a window manager): they go to the window the session says is active.
                active.handle(event)
            }
        }
    }

    /// The host of the session's active window.
    private var activeHost: WindowHost? {
        hosts.values.first { $0.sceneWindow.map { $0.session?.activeWindow === $0 } ?? false }
    }

    /// Whether an event is a key or text event.
    private static func isKeyboardEvent(_ event: SDL_Event) -> Bool {
        [SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue, SDL_TEXTINPUT.rawValue, SDL_TEXTEDITING.rawValue].contains(event.type)
    }

    /// The window an event names, for the kinds that name one.
    private static func windowID(of event: SDL_Event) -> UInt32? {
        switch event.type {
        case SDL_WINDOWEVENT.rawValue: return event.window.windowID
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue: return event.key.windowID
        case SDL_TEXTINPUT.rawValue: return event.text.windowID
        case SDL_TEXTEDITING.rawValue: return event.edit.windowID
        case SDL_MOUSEMOTION.rawValue: return event.motion.windowID
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue: return event.button.windowID
        case SDL_MOUSEWHEEL.rawValue: return event.wheel.windowID
        case SDL_DROPBEGIN.rawValue, SDL_DROPFILE.rawValue, SDL_DROPTEXT.rawValue, SDL_DROPCOMPLETE.rawValue: return event.drop.windowID
        default: return nil
        }
    }
}
