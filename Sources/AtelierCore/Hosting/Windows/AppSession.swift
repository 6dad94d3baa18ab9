import Foundation

/// A running app: its scenes, the windows open now and which one is active. Opening, closing, activating
/// and quitting go through it, whatever the host; each window has a view graph of its own, all on the main
/// queue. Closing the last window ends the app.
@MainActor @_spi(Backend) public final class AppSession {
    /// The app's name, shown where a window has no title of its own and in the app menu.
    public let appName: String
    /// The app's scenes, in the order its body gives them.
    public let scenes: [WindowDescription]
    /// The windows open now, in the order they opened.
    public private(set) var windows: [SceneWindow] = []
    /// The window with the focus.
    public private(set) var activeWindow: SceneWindow?
    /// Whether the app has ended.
    public private(set) var isTerminated = false
    private unowned let platform: any WindowPlatform
    private var nextNumber = 1
    /// How many untitled documents were made, for their names.
    var untitledCount = 0
    /// Windows in the order they were last active, the active one last.
    private var activationOrder: [SceneWindow] = []
    /// Scene storage kept from the last run, by scene, not yet given to a window.
    private var archive: SceneStorageArchive

    /// A session for `scenes`, shown by `platform`.
    public init(scenes: [WindowDescription], appName: String, platform: any WindowPlatform) {
        self.scenes = scenes
        self.appName = appName
        self.platform = platform
        archive = SceneStorageArchive(directory: platform.stateDirectory)
    }

    /// Opens the window the app starts with: one of its first scene that opens at launch (not Settings).
    /// Returns false (with a warning) when there is none.
    @discardableResult public func launch() -> Bool {
        guard let first = scenes.firstIndex(where: { $0.kind != .settings }) else {
            Diagnostics.warn("the app's body has no WindowGroup, Window or DocumentGroup, so there is no window to open",
                             key: "app-no-window")
            return false
        }
        if scenes[first].kind == .documentGroup {
            openDocumentWindow(sceneAt: first, controller: scenes[first].documents?.makeNew?())
        } else {
            open(sceneAt: first, value: nil)
        }
        return true
    }

    // MARK: Opening

    /// Opens a window of the scene `id` (or, without one, of the scene presenting the value's type); a `Window`
    /// or a window already presenting the value is brought forward instead.
    func openWindow(id: String?, value: AnyHashable?) {
        let index: Int?
        if let id {
            index = scenes.firstIndex { $0.id == id }
            if index == nil {
                Diagnostics.warn("openWindow: the app has no scene with id \"\(id)\" (its ids: \(scenes.compactMap(\.id)))",
                                 key: "open-window-unknown-\(id)")
            }
        } else if let value {
            let type = Swift.type(of: value.base)
            index = scenes.firstIndex { $0.presentedType.map { $0 == type } ?? false }
            if index == nil {
                Diagnostics.warn("openWindow(value:): no WindowGroup(for: \(type).self) in the app", key: "open-window-type-\(type)")
            }
        } else {
            index = nil
        }
        guard let index else { return }
        open(sceneAt: index, value: value)
    }

    /// Opens a new window of the scene at `index`, or brings forward the one it already has.
    @discardableResult public func open(sceneAt index: Int, value: AnyHashable?) -> SceneWindow? {
        guard !isTerminated, scenes.indices.contains(index) else { return nil }
        let scene = scenes[index]
        if scene.kind == .window || scene.kind == .settings, let existing = windows.first(where: { $0.sceneIndex == index }) {
            activate(existing)
            return existing
        }
        if let value, let existing = windows.first(where: { $0.sceneIndex == index && $0.presentedValue == value }) {
            activate(existing)
            return existing
        }
        if scene.kind == .documentGroup {
            return openDocumentWindow(sceneAt: index, controller: scene.documents?.makeNew?())
        }
        return makeWindow(sceneAt: index) { $0.presentedValue = value ?? scene.defaultPresentedValue?() }
    }

    /// Makes and shows a window of the scene at `index`; `prepare` sets it up before its graph is made.
    @discardableResult func makeWindow(sceneAt index: Int, prepare: (SceneWindow) -> Void) -> SceneWindow {
        let scene = scenes[index]
        let window = SceneWindow(number: nextNumber, scene: scene, sceneIndex: index,
                                 storage: archive.take(for: sceneKey(index)))
        nextNumber += 1
        window.session = self
        prepare(window)
        var environment = platform.environment(for: window)
        environment.sceneStorageValues = window.storage
        window.graph = ViewGraph(root: WindowRoot(window: window, session: self), environment: environment,
                                 startDate: platform.startDate)
        windows.append(window)
        platform.show(window)
        activate(window)
        return window
    }

    /// Opens the Settings window, or brings it forward; warns when the app has no `Settings` scene.
    public func openSettings() {
        guard let index = scenes.firstIndex(where: { $0.kind == .settings }) else {
            Diagnostics.warn("openSettings: the app has no Settings scene", key: "open-settings-none")
            return
        }
        open(sceneAt: index, value: nil)
    }

    // MARK: Focus

    /// Gives `window` the focus: it becomes active, the one before inactive.
    public func activate(_ window: SceneWindow) {
        guard !window.isClosed, windows.contains(where: { $0 === window }) else { return }
        window.isMinimized = false
        if activeWindow !== window {
            activeWindow = window
            activationOrder.removeAll { $0 === window }
            activationOrder.append(window)
        }
        updatePhases()
        platform.activate(window)
    }

    /// The platform says a window got the focus (the user clicked it).
    public func windowDidBecomeActive(_ window: SceneWindow) {
        guard activeWindow !== window, windows.contains(where: { $0 === window }) else { return }
        window.isMinimized = false
        activeWindow = window
        activationOrder.removeAll { $0 === window }
        activationOrder.append(window)
        updatePhases()
    }

    /// Minimizes `window`: its phase becomes background, and the focus goes to the window active before.
    public func minimize(_ window: SceneWindow) {
        guard !window.isClosed else { return }
        window.isMinimized = true
        platform.minimize(window)
        windowDidMinimize(window)
    }

    /// The platform says a window was minimized.
    public func windowDidMinimize(_ window: SceneWindow) {
        window.isMinimized = true
        if activeWindow === window {
            activeWindow = activationOrder.last { $0 !== window && !$0.isMinimized }
        }
        updatePhases()
    }

    /// The platform says a minimized window was shown again.
    public func windowDidRestore(_ window: SceneWindow) {
        window.isMinimized = false
        updatePhases()
    }

    private func updatePhases() {
        for window in windows {
            window.phase = window.isMinimized ? .background : (window === activeWindow ? .active : .inactive)
        }
    }

    // MARK: Closing

    /// Closes `window` (its graph goes at the end of the main-queue turn, so an action in it that closes it
    /// returns safely); closing the last window ends the app.
    public func close(_ window: SceneWindow) {
        guard !window.isClosed, windows.contains(where: { $0 === window }) else { return }
        // A document with unsaved changes asks first; its answer closes the window or keeps it.
        if let state = window.documentState, state.controller?.isEdited == true {
            askToSaveBeforeClosing(window, state: state, then: { _ in })
            return
        }
        closeNow(window)
    }

    /// Closes `window` without asking.
    func closeNow(_ window: SceneWindow) {
        guard !window.isClosed, let index = windows.firstIndex(where: { $0 === window }) else { return }
        if windows.count == 1 {
            // The app ends with this window: what it kept is saved for the next run.
            archive.save(windows.map { (sceneKey($0.sceneIndex), $0.storage.values) })
        }
        window.isClosed = true
        windows.remove(at: index)
        activationOrder.removeAll { $0 === window }
        if activeWindow === window {
            activeWindow = activationOrder.last { !$0.isMinimized } ?? activationOrder.last
            if let next = activeWindow { platform.activate(next) }
        }
        updatePhases()
        platform.remove(window)
        if windows.isEmpty { terminate() }
    }

    /// Closes the windows `matching` says.
    func closeWindows(where matching: (SceneWindow) -> Bool) {
        for window in windows where matching(window) { close(window) }
    }

    /// Ends the app: each document with unsaved changes asks first (Cancel stops quitting), then its windows'
    /// scene storage is saved and every window closes.
    public func quit() {
        guard !isTerminated else { return }
        if let edited = windows.first(where: { $0.documentState?.controller?.isEdited == true }), let state = edited.documentState {
            activate(edited)
            askToSaveBeforeClosing(edited, state: state) { [weak self] closed in
                if closed { self?.quit() }
            }
            return
        }
        archive.save(windows.map { (sceneKey($0.sceneIndex), $0.storage.values) })
        for window in windows {
            window.isClosed = true
            platform.remove(window)
        }
        windows.removeAll()
        activationOrder.removeAll()
        activeWindow = nil
        terminate()
    }

    private func terminate() {
        guard !isTerminated else { return }
        isTerminated = true
        platform.terminate()
    }

    // MARK: URLs

    /// Opens URLs given to the app (files on its command line): a document group opens the files it reads;
    /// otherwise the active window's `onOpenURL` actions get them, else another window's; with none, a warning
    /// says they were not opened.
    public func open(_ urls: [URL]) {
        let documentURLs = urls.filter { url in url.isFileURL && scenes.contains { $0.documents?.reads(url) ?? false } }
        if !documentURLs.isEmpty { openDocuments(documentURLs) }
        for url in urls where !documentURLs.contains(url) {
            let candidates = [activeWindow].compactMap { $0 } + activationOrder.reversed() + windows
            if candidates.contains(where: { $0.openURLHandlers.open(url) }) { continue }
            Diagnostics.warn("\(url.path.isEmpty ? url.absoluteString : url.path) was given to the app, but no view handles it "
                + "(onOpenURL) and the app has no DocumentGroup", key: "open-url-unhandled")
        }
    }

    // MARK: What windows report

    /// A document window's name or edited mark changed.
    func documentTitleChanged(_ window: SceneWindow) {
        if !window.isClosed { platform.titleChanged(window) }
    }

    /// A window's content set another navigation title.
    func contentTitleChanged(_ window: SceneWindow, to title: String?) {
        guard window.contentTitle != title else { return }
        window.contentTitle = title
        if !window.isClosed { platform.titleChanged(window) }
    }

    /// The name scene storage is kept under for the scene at `index`: its id, else its place.
    private func sceneKey(_ index: Int) -> String { scenes[index].id ?? "scene-\(index)" }
}
