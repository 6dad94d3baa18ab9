import Foundation
import CGio
@_spi(Backend) import AtelierCore

/// Exports an app's windows' accessibility trees to the Linux desktop's screen readers over AT-SPI (D-Bus), as
/// GTK 4 does: the application registers with the accessibility registry once, each open window is one of its
/// children (a frame named by the window's title, added when it opens and removed when it closes, with
/// Activate and Deactivate as it gains and loses the desktop's focus), each element becomes an object
/// that answers Accessible, Component, Action, Value, Text, EditableText and Selection as its role and data
/// need, and every change of the tree is sent as the events screen readers listen to.
///
/// Nothing is connected until an assistive technology asks for it (at-spi-bus-launcher's IsEnabled or
/// ScreenReaderEnabled); `start()` follows the setting and connects when it turns on. The bus is served on
/// a GLib thread of the bridge's own, as `DesktopAppearance` serves its portal, so the host need not run a
/// GLib loop: reads are answered there from the latest tree, and requests that change the window (an
/// action, a value, a text, focus) and coordinate queries reach the window's source through the main queue,
/// which the host drains (the SDL host's loop wakes for it). An idle app keeps its CPU at zero: no timer polls.
@MainActor public final class AccessibilityBridge {
    /// One window: its tree's source, where it is, and what the bus was last given of it.
    private final class Window {
        let source: AccessibilityTreeSource
        /// The window's number: the top bits of its elements' bus ids, kept while it is open.
        let number: Int
        let screenOrigin: () -> CGPoint
        let scale: () -> CGFloat
        var isActive = false
        /// The tree the bus serves, while exporting.
        var tree: ExportedTree?
        /// The source's handler before the bridge took it over (still called, and given back).
        var previousHandler: (() -> Void)?
        /// Whether the handler is the bridge's now.
        var isFollowed = false
        /// Whether a read of the changed tree is queued on the main queue.
        var treeReadIsQueued = false

        init(source: AccessibilityTreeSource, number: Int, screenOrigin: @escaping () -> CGPoint,
             scale: @escaping () -> CGFloat) {
            self.source = source
            self.number = number
            self.screenOrigin = screenOrigin
            self.scale = scale
        }

        var geometry: WindowGeometry { WindowGeometry(origin: screenOrigin(), scale: scale()) }
    }

    private let applicationName: String
    /// The session bus to ask at-spi-bus-launcher on (the process's own when nil): a test's private bus.
    let sessionBusAddress: String?
    private var session: OpaquePointer?
    private var sessionIsPrivate = false
    private var thread: GLibServiceThread?
    private var statusSubscription: UInt32 = 0
    private var server: ATSPIServer?
    /// The open windows, in the order they opened (the application's children).
    private var windows: [Window] = []
    /// The number the next window gets (numbers are not reused while they last, so that a closed window's
    /// paths do not name a new window's elements).
    private var nextWindowNumber = 0
    /// What the bus serves, while exporting.
    private var application: ExportedApplication?
    /// How many connections the bridge made: a closed one's news is only heeded for the latest.
    private var connections = 0

    /// A bridge for an app's windows, which are added as they open (`addWindow`).
    public convenience init(applicationName: String) {
        self.init(applicationName: applicationName, sessionBusAddress: nil)
    }

    /// A bridge for an app of one window. `windowScreenOrigin` is the window's top left on the screen and
    /// `scale` the screen units per point (desktop pixels on X11), read whenever a screen reader asks where something is.
    @_spi(Backend) public convenience init(source: AccessibilityTreeSource, applicationName: String,
                            windowScreenOrigin: @escaping () -> CGPoint = { .zero },
                            scale: @escaping () -> CGFloat = { 1 }) {
        self.init(source: source, applicationName: applicationName, windowScreenOrigin: windowScreenOrigin,
                  scale: scale, sessionBusAddress: nil)
    }

    convenience init(source: AccessibilityTreeSource, applicationName: String, windowScreenOrigin: @escaping () -> CGPoint,
                     scale: @escaping () -> CGFloat, sessionBusAddress: String?) {
        self.init(applicationName: applicationName, sessionBusAddress: sessionBusAddress)
        addWindow(source, screenOrigin: windowScreenOrigin, scale: scale)
    }

    init(applicationName: String, sessionBusAddress: String?) {
        self.applicationName = applicationName
        self.sessionBusAddress = sessionBusAddress
    }

    isolated deinit {
        stop()
    }

    /// Whether the tree is exported now (an assistive technology asked and the registry is reachable).
    public var isExporting: Bool { server != nil }

    // MARK: Windows

    /// Adds a window that opened: screen readers see it as the application's last child, named by its window
    /// element's label (the title). `screenOrigin` is its top left on the screen and `scale` the screen units
    /// per point, read whenever a screen reader asks where something is.
    @_spi(Backend) public func addWindow(_ source: AccessibilityTreeSource, screenOrigin: @escaping () -> CGPoint = { .zero },
                          scale: @escaping () -> CGFloat = { 1 }) {
        guard window(of: source) == nil else {
            Diagnostics.warn("a window was added to the accessibility bridge twice; it is exported once",
                             key: "atspi-window-twice")
            return
        }
        guard let number = freeWindowNumber() else {
            Diagnostics.warn("more than \(AccessibilityElementID.maximumWindowNumber + 1) windows are open; "
                + "screen readers will not see the new one", key: "atspi-window-count")
            return
        }
        let window = Window(source: source, number: number, screenOrigin: screenOrigin, scale: scale)
        windows.append(window)
        guard let server, var application else { return }
        let tree = ExportedTree(root: source.accessibilityRoot, window: number, windowIsActive: window.isActive)
        window.tree = tree
        follow(window)
        application.update(tree)
        self.application = application
        server.publish(application)
        let index = application.windows.count - 1
        server.emit([.childAdded(parent: .application, index: index, child: tree.windowID)]
                    + tree.order.map { .cacheAdded($0) }, in: tree)
    }

    /// Removes a window that closed: it leaves the application's children (ChildrenChanged) and clients'
    /// caches, and its source has its own handler back.
    @_spi(Backend) public func removeWindow(_ source: AccessibilityTreeSource) {
        guard let window = window(of: source) else {
            Diagnostics.warn("a window the accessibility bridge does not have was removed from it", key: "atspi-window-unknown")
            return
        }
        windows.removeAll { $0 === window }
        unfollow(window)
        window.tree = nil
        guard let server, var application, let (index, tree) = application.remove(window: window.number) else { return }
        self.application = application
        server.publish(application)
        server.emit([.childRemoved(parent: .application, index: index, child: tree.windowID)]
                    + tree.order.map { .cacheRemoved($0) }, in: tree)
    }

    /// Tells screen readers a window gained the desktop's focus (the host calls it on the window's focus
    /// event); another window that was active is deactivated first, as the desktop has one active window.
    @_spi(Backend) public func windowActivated(_ source: AccessibilityTreeSource) {
        guard let window = window(of: source) else { return }
        for other in windows where other !== window && other.isActive { setActive(other, false) }
        setActive(window, true)
    }

    /// Tells screen readers a window lost the desktop's focus.
    @_spi(Backend) public func windowDeactivated(_ source: AccessibilityTreeSource) {
        guard let window = window(of: source) else { return }
        setActive(window, false)
    }

    /// Tells screen readers the first window gained the desktop's focus (an app of one window).
    public func windowActivated() { windows.first.map { windowActivated($0.source) } }

    /// Tells screen readers the first window lost the desktop's focus (an app of one window).
    public func windowDeactivated() { windows.first.map { windowDeactivated($0.source) } }

    /// Sends the events for a window's current tree. The bridge calls it when the main queue comes round
    /// after the source's `onAccessibilityTreeChanged`; a host may call it itself after a frame (not from
    /// inside the semantics phase, whose tree is not read until the phase ends).
    @_spi(Backend) public func treeDidChange(_ source: AccessibilityTreeSource) {
        window(of: source).map(readTree)
    }

    /// Sends the events for every window's current tree.
    public func treeDidChange() {
        for window in windows { readTree(window) }
    }

    private func window(of source: AccessibilityTreeSource) -> Window? {
        windows.first { $0.source === source }
    }

    private func window(numbered number: Int) -> Window? {
        windows.first { $0.number == number }
    }

    /// The next number, or after the last one was given, the lowest that no open window has.
    private func freeWindowNumber() -> Int? {
        if nextWindowNumber <= AccessibilityElementID.maximumWindowNumber {
            defer { nextWindowNumber += 1 }
            return nextWindowNumber
        }
        let used = Set(windows.map(\.number))
        return (0...AccessibilityElementID.maximumWindowNumber).first { !used.contains($0) }
    }

    private func readTree(_ window: Window) {
        guard let server, var application, let old = window.tree else { return }
        let new = ExportedTree(root: window.source.accessibilityRoot, window: window.number, windowIsActive: window.isActive)
        let index = application.windows.firstIndex { $0.window == window.number } ?? 0
        let events = TreeDiff.events(from: old, to: new, windowIndex: index)
        window.tree = new
        application.update(new)
        self.application = application
        server.publish(application)
        server.emit(events, in: new)
    }

    /// The source tells of a change from inside its semantics phase, where its tree cannot be read yet: a
    /// graph's tree getter runs the phase, which would tell of the change again, and so on until the stack ran
    /// out. The tree is read once the main queue comes round, once for any number of changes before then.
    private func queueTreeRead(_ window: Window) {
        guard !window.treeReadIsQueued else { return }
        window.treeReadIsQueued = true
        DispatchQueue.main.async { [weak self, weak window] in
            MainActor.assumeIsolated {
                guard let window else { return }
                window.treeReadIsQueued = false
                // A window removed meanwhile is no longer read.
                guard let self, self.windows.contains(where: { $0 === window }) else { return }
                self.readTree(window)
            }
        }
    }

    private func setActive(_ window: Window, _ active: Bool) {
        guard active != window.isActive else { return }
        window.isActive = active
        guard let server, var application, let old = window.tree else { return }
        var new = old
        new.windowIsActive = active
        let events = [ATSPIEvent.windowActivated(new.windowID, active)] + TreeDiff.events(from: old, to: new)
        window.tree = new
        application.update(new)
        self.application = application
        server.publish(application)
        server.emit(events, in: new)
    }

    /// Takes over the source's handler (calling the one it replaces): a change is read when the main queue
    /// comes round.
    private func follow(_ window: Window) {
        guard !window.isFollowed else { return }
        window.isFollowed = true
        window.previousHandler = window.source.onAccessibilityTreeChanged
        window.source.onAccessibilityTreeChanged = { [weak self, weak window] in
            guard let window else { return }
            window.previousHandler?()
            self?.queueTreeRead(window)
        }
    }

    /// Gives the source its handler back.
    private func unfollow(_ window: Window) {
        guard window.isFollowed else { return }
        window.isFollowed = false
        window.source.onAccessibilityTreeChanged = window.previousHandler
        window.previousHandler = nil
    }

    // MARK: Connection

    /// Exports the windows if an assistive technology listens, and otherwise follows the desktop's setting and
    /// exports them once one does. Returns whether they are exported now. `NO_AT_BRIDGE=1` turns the bridge
    /// off, as in GTK; `AT_SPI_BUS_ADDRESS` names the accessibility bus instead of asking the launcher.
    @discardableResult public func start() -> Bool {
        if server != nil { return true }
        let environment = ProcessInfo.processInfo.environment
        if environment["NO_AT_BRIDGE"] == "1" { return false }
        let explicitAddress = environment["AT_SPI_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
        if session == nil {
            session = AccessibilityBusStatus.sessionBus(address: sessionBusAddress)
            sessionIsPrivate = sessionBusAddress != nil
        }
        guard let session else {
            // No session bus, so no launcher: only an accessibility bus named outright can be used.
            return explicitAddress.map(connect(to:)) ?? false
        }
        followStatus(session)
        // A launcher that took the call and never answered is not asked again as windows open (each would wait as
        // long); its news that a screen reader started still comes (`launcherEnabled`).
        guard !launcherIsSilent else { return false }
        switch AccessibilityBusStatus.isEnabled(on: session) {
        case nil:
            launcherIsSilent = true
            Diagnostics.warn("the accessibility bus launcher did not answer in \(AccessibilityBusStatus.statusTimeout) ms; "
                + "screen readers will see this app once it says one listens", key: "atspi-silent")
            return false
        case false?: return false
        case true?: break
        }
        guard let address = explicitAddress ?? AccessibilityBusStatus.address(on: session) else { return false }
        return connect(to: address)
    }

    /// Whether the launcher once took a call without answering.
    private var launcherIsSilent = false
    /// Whether an address asked for without waiting is on its way.
    private var addressIsAsked = false

    /// The launcher says a screen reader listens now: the windows are exported once the accessibility bus's
    /// address comes, asked for on the bridge's thread, so that the windows keep drawing however long it takes.
    private func launcherEnabled() {
        launcherIsSilent = false
        guard server == nil, !addressIsAsked, let session, let thread else { return }
        if let explicit = ProcessInfo.processInfo.environment["AT_SPI_BUS_ADDRESS"], !explicit.isEmpty {
            _ = connect(to: explicit)
            return
        }
        addressIsAsked = true
        let bus = SendablePointer(session)
        thread.async {
            AccessibilityBusStatus.askAddress(on: bus.pointer) { [weak self] address in
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        guard let self else { return }
                        self.addressIsAsked = false
                        if let address, self.server == nil, self.session != nil { _ = self.connect(to: address) }
                    }
                }
            }
        }
    }

    /// Stops exporting: the application leaves the registry, and the setting is no longer followed. The
    /// windows stay the bridge's: `start()` exports them again.
    public func stop() {
        if let server {
            server.close()
            disconnect()
        }
        if let thread, let session, statusSubscription != 0 {
            let subscription = statusSubscription, bus = SendablePointer(session)
            thread.sync { g_dbus_connection_signal_unsubscribe(bus.pointer, subscription) }
            statusSubscription = 0
        }
        thread?.stop()
        thread = nil
        if let session {
            if sessionIsPrivate { g_dbus_connection_close_sync(session, nil, nil) }
            g_object_unref(UnsafeMutableRawPointer(session))
        }
        session = nil
    }

    /// Follows the launcher's setting from the bridge's thread: turning it on starts the bridge.
    private func followStatus(_ session: OpaquePointer) {
        guard statusSubscription == 0 else { return }
        let thread = serviceThread
        let bus = SendablePointer(session)
        statusSubscription = thread.sync {
            AccessibilityBusStatus.follow(on: bus.pointer) { [weak self] in
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.launcherEnabled() } }
            }
        }
    }

    private var serviceThread: GLibServiceThread {
        if let thread { return thread }
        let made = GLibServiceThread(name: "atelier.accessibility")
        thread = made
        return made
    }

    private func connect(to address: String) -> Bool {
        var application = ExportedApplication()
        for window in windows {
            let tree = ExportedTree(root: window.source.accessibilityRoot, window: window.number, windowIsActive: window.isActive)
            window.tree = tree
            application.update(tree)
        }
        // Requests name elements by bus id: each goes to the window its id's top bits number.
        let host = ATSPIHost(perform: { [weak self] request in self?.perform(request) ?? false },
                             geometry: { [weak self] id in
                                 self?.window(numbered: id.exportedWindow)?.geometry ?? WindowGeometry(origin: .zero, scale: 1)
                             },
                             characterFrame: { [weak self] range, id in
                                 self?.window(numbered: id.exportedWindow)?.source.accessibilityFrame(ofCharacters: range, in: id.sourceID)
                             },
                             characterOffset: { [weak self] point, id in
                                 self?.window(numbered: id.exportedWindow)?.source.accessibilityCharacterOffset(at: point, in: id.sourceID)
                             })
        connections += 1
        let number = connections
        let closed: @Sendable () -> Void = { [weak self] in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.busClosed(connection: number) } }
        }
        guard let server = ATSPIServer(address: address, application: application, applicationName: applicationName,
                                       thread: serviceThread, host: host, onClosed: closed) else {
            for window in windows { window.tree = nil }
            return false
        }
        guard server.register() else {
            server.close()
            for window in windows { window.tree = nil }
            return false
        }
        self.server = server
        self.application = application
        for window in windows { follow(window) }
        return true
    }

    /// Forgets the server and gives the sources their handlers back.
    private func disconnect() {
        server = nil
        application = nil
        for window in windows {
            window.tree = nil
            unfollow(window)
        }
    }

    /// The accessibility bus went away (its launcher ended or restarted): the bridge forgets it and connects
    /// again if a bus is there, else when the setting next turns on.
    private func busClosed(connection number: Int) {
        guard let server, number == connections else { return }
        server.close()
        disconnect()
        start()
    }

    /// Carries out a request on the window that holds its element (by the element's id in that window).
    private func perform(_ request: ATSPIRequest) -> Bool {
        switch request {
        case .action(let action, let id):
            return window(numbered: id.exportedWindow)?.source.performAccessibilityAction(action, on: id.sourceID) ?? false
        case .setValue(let value, let id):
            return window(numbered: id.exportedWindow)?.source.setAccessibilityValue(value, on: id.sourceID) ?? false
        case .setText(let text, let id):
            return window(numbered: id.exportedWindow)?.source.setAccessibilityText(text, on: id.sourceID) ?? false
        case .focus(let id):
            return window(numbered: id.exportedWindow)?.source.focusAccessibilityElement(id.sourceID) ?? false
        }
    }
}
