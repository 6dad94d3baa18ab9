import Foundation
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo
import Atelier

/// A running app, headless: its windows open, close and take focus as on a desktop, each a `TestHost` of its
/// own (sized as the window would open), all on the main queue. Tests drive the app through its windows.
@MainActor public final class AppTestHost {
    /// The app's session: its scenes and open windows.
    @_spi(Backend) public private(set) var session: AppSession!
    private let platform: HeadlessWindows
    /// The app's body, evaluated once with its properties kept.
    private let appBody: AppBody
    private var hosts: [ObjectIdentifier: TestHost] { platform.hosts }
    /// The URLs the app's views asked the system to open, in order.
    public private(set) var openedURLs: [URL] = []
    /// Whether the app has ended (its last window closed, or it quit).
    public var isTerminated: Bool { session.isTerminated }

    /// Starts `app`: its first window opens; `urls` are then given to it as files on its command line would
    /// be. Scene storage is kept in `stateDirectory` between hosts (nil keeps none); the drawn file chooser
    /// starts in `chooserDirectory` (the home folder when nil). The app is named `appName` (the app menu's title),
    /// by default its type's name.
    public init<A: App>(_ app: A, appName: String? = nil, urls: [URL] = [], stateDirectory: URL? = nil, chooserDirectory: URL? = nil,
                        startDate: Date = TestHost.defaultStartDate) {
        CairoBackend.install()
        UIPasteboard.general.storage = MemoryPasteboardStorage()
        platform = HeadlessWindows(startDate: startDate, stateDirectory: stateDirectory, chooserDirectory: chooserDirectory)
        appBody = AppBody(app)
        let name = appName ?? String(describing: A.self)
        OpenURLAction.systemOpener = { [weak self] url in
            self?.openedURLs.append(url)
            return self != nil
        }
        session = AppSession(scenes: appBody.scenes, appName: name, platform: platform)
        session.launch()
        if !urls.isEmpty {
            activeWindow?.refresh()
            session.open(urls)
            activeWindow?.refresh()
        }
    }

    /// The open windows, in the order they opened.
    public var windows: [TestHost] { session.windows.compactMap { hosts[ObjectIdentifier($0)] } }

    /// The window with the focus.
    public var activeWindow: TestHost? { session.activeWindow.flatMap { hosts[ObjectIdentifier($0)] } }

    /// The titles of the open windows, in the order they opened.
    public var windowTitles: [String] { session.windows.map(\.title) }

    /// The title of a window.
    public func title(of window: TestHost) -> String? { sceneWindow(of: window)?.title }

    /// The first open window titled `title`.
    public func window(titled title: String) -> TestHost? {
        session.windows.first { $0.title == title }.flatMap { hosts[ObjectIdentifier($0)] }
    }

    /// Gives a window the focus, as a click on it would.
    public func activate(_ window: TestHost) {
        guard let scene = sceneWindow(of: window) else { return }
        session.activate(scene)
        refreshAll()
    }

    /// Minimizes a window.
    public func minimize(_ window: TestHost) {
        guard let scene = sceneWindow(of: window) else { return }
        session.minimize(scene)
        refreshAll()
    }

    /// Closes a window as its close button would.
    public func close(_ window: TestHost) {
        guard let scene = sceneWindow(of: window) else { return }
        session.close(scene)
        refreshAll()
    }

    /// Quits the app.
    public func quit() {
        session.quit()
    }

    /// Presses a key in the active window; returns whether anything handled it.
    @discardableResult
    public func keyDown(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
        guard let window = activeWindow else { return false }
        let handled = window.keyDown(key, modifiers: modifiers)
        refreshAll()
        return handled
    }

    /// Brings every open window up to date (what one window's action changed in another shows).
    public func refreshAll() {
        for window in windows { window.refresh() }
    }

    private func sceneWindow(of host: TestHost) -> SceneWindow? {
        session.windows.first { hosts[ObjectIdentifier($0)] === host }
    }
}

/// The app's windows without a screen: each window's graph in a TestHost of the window's opening size.
@MainActor private final class HeadlessWindows: WindowPlatform {
    let startDate: Date
    let stateDirectory: URL?
    let chooserDirectory: URL?
    var hosts: [ObjectIdentifier: TestHost] = [:]

    init(startDate: Date, stateDirectory: URL?, chooserDirectory: URL?) {
        self.startDate = startDate
        self.stateDirectory = stateDirectory
        self.chooserDirectory = chooserDirectory
    }

    func environment(for window: SceneWindow) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.fileChooser = DrawnFileChooser(startDirectory: chooserDirectory)
        return environment
    }

    func show(_ window: SceneWindow) {
        guard let graph = window.graph else { return }
        let size = window.scene.openingSize(graph: graph)
        hosts[ObjectIdentifier(window)] = TestHost(graph: graph, size: size, ownsSystemServices: false)
    }

    func remove(_ window: SceneWindow) {
        // The window's host goes once the action that closed it has returned.
        let id = ObjectIdentifier(window)
        DispatchQueue.main.async { [weak self] in self?.hosts[id] = nil }
    }

    func activate(_ window: SceneWindow) {}
    func minimize(_ window: SceneWindow) {}
    func titleChanged(_ window: SceneWindow) {}
    func terminate() {}
}
