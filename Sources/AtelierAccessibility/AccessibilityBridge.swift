import Foundation
import CGio
@_spi(Backend) import AtelierCore

/// Exports a window's accessibility tree to the Linux desktop's screen readers over AT-SPI (D-Bus), as
/// GTK 4 does: the application registers with the accessibility registry, each element becomes an object
/// that answers Accessible, Component, Action, Value, Text, EditableText and Selection as its role and data
/// need, and every change of the tree is sent as the events screen readers listen to.
///
/// Nothing is connected until an assistive technology asks for it (at-spi-bus-launcher's IsEnabled or
/// ScreenReaderEnabled); `start()` follows the setting and connects when it turns on. The bus is served on
/// a GLib thread of the bridge's own, as `DesktopAppearance` serves its portal, so the host need not run a
/// GLib loop: reads are answered there from the latest tree, and requests that change the window (an
/// action, a value, a text, focus) and coordinate queries reach the source through the main queue, which the
/// host drains (the SDL host's loop wakes for it). An idle window keeps its CPU at zero: no timer polls.
@MainActor public final class AccessibilityBridge {
    private let source: AccessibilityTreeSource
    private let applicationName: String
    private let windowScreenOrigin: () -> CGPoint
    private let scale: () -> CGFloat
    /// The session bus to ask at-spi-bus-launcher on (the process's own when nil): a test's private bus.
    let sessionBusAddress: String?
    private var session: OpaquePointer?
    private var sessionIsPrivate = false
    private var thread: GLibServiceThread?
    private var statusSubscription: UInt32 = 0
    private var server: ATSPIServer?
    private var tree: ExportedTree?
    private var windowIsActive = false
    /// The source's handler before the bridge took it over (still called, and given back by `stop()`).
    private var previousHandler: (() -> Void)?
    /// How many connections the bridge made: a closed one's news is only heeded for the latest.
    private var connections = 0
    /// Whether a read of the changed tree is queued on the main queue.
    private var treeReadIsQueued = false

    /// A bridge for one window. `windowScreenOrigin` is the window's top left on the screen and `scale` the
    /// screen units per point (desktop pixels on X11), read whenever a screen reader asks where something is.
    public convenience init(source: AccessibilityTreeSource, applicationName: String,
                            windowScreenOrigin: @escaping () -> CGPoint = { .zero },
                            scale: @escaping () -> CGFloat = { 1 }) {
        self.init(source: source, applicationName: applicationName, windowScreenOrigin: windowScreenOrigin,
                  scale: scale, sessionBusAddress: nil)
    }

    init(source: AccessibilityTreeSource, applicationName: String, windowScreenOrigin: @escaping () -> CGPoint,
         scale: @escaping () -> CGFloat, sessionBusAddress: String?) {
        self.source = source
        self.applicationName = applicationName
        self.windowScreenOrigin = windowScreenOrigin
        self.scale = scale
        self.sessionBusAddress = sessionBusAddress
    }

    isolated deinit {
        stop()
    }

    /// Whether the tree is exported now (an assistive technology asked and the registry is reachable).
    public var isExporting: Bool { server != nil }

    /// Exports the tree if an assistive technology listens, and otherwise follows the desktop's setting and
    /// exports it once one does. Returns whether the tree is exported now. `NO_AT_BRIDGE=1` turns the bridge
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
        guard AccessibilityBusStatus.isEnabled(on: session) else { return false }
        guard let address = explicitAddress ?? AccessibilityBusStatus.address(on: session) else { return false }
        return connect(to: address)
    }

    /// Stops exporting: the application leaves the registry, and the setting is no longer followed.
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

    /// Tells screen readers the window gained the desktop's focus (the host calls it on its focus event).
    public func windowActivated() { setWindowActive(true) }

    /// Tells screen readers the window lost the desktop's focus.
    public func windowDeactivated() { setWindowActive(false) }

    /// Sends the events for the source's current tree. The bridge calls it when the main queue comes round
    /// after the source's `onAccessibilityTreeChanged`; a host may call it itself after a frame (not from
    /// inside the semantics phase, whose tree is not read until the phase ends).
    public func treeDidChange() {
        guard let server, let old = tree else { return }
        let new = ExportedTree(root: source.accessibilityRoot, windowIsActive: windowIsActive)
        let events = TreeDiff.events(from: old, to: new)
        tree = new
        server.publish(new)
        server.emit(events, in: new)
    }

    /// The source tells of a change from inside its semantics phase, where its tree cannot be read yet: a
    /// graph's tree getter runs the phase, which would tell of the change again, and so on until the stack ran
    /// out. The tree is read once the main queue comes round, once for any number of changes before then.
    private func queueTreeRead() {
        guard !treeReadIsQueued else { return }
        treeReadIsQueued = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.treeReadIsQueued = false
                self?.treeDidChange()
            }
        }
    }

    private func setWindowActive(_ active: Bool) {
        guard active != windowIsActive else { return }
        windowIsActive = active
        guard let server, let old = tree else { return }
        var new = old
        new.windowIsActive = active
        let events = [ATSPIEvent.windowActivated(new.windowID, active)] + TreeDiff.events(from: old, to: new)
        tree = new
        server.publish(new)
        server.emit(events, in: new)
    }

    /// Follows the launcher's setting from the bridge's thread: turning it on starts the bridge.
    private func followStatus(_ session: OpaquePointer) {
        guard statusSubscription == 0 else { return }
        let thread = serviceThread
        let bus = SendablePointer(session)
        statusSubscription = thread.sync {
            AccessibilityBusStatus.follow(on: bus.pointer) { [weak self] in
                DispatchQueue.main.async { MainActor.assumeIsolated { _ = self?.start() } }
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
        let tree = ExportedTree(root: source.accessibilityRoot, windowIsActive: windowIsActive)
        let host = ATSPIHost(perform: { [weak self] request in self?.perform(request) ?? false },
                             geometry: { [weak self] in self?.geometry ?? WindowGeometry(origin: .zero, scale: 1) },
                             characterFrame: { [weak self] range, id in self?.source.accessibilityFrame(ofCharacters: range, in: id) },
                             characterOffset: { [weak self] point, id in self?.source.accessibilityCharacterOffset(at: point, in: id) })
        connections += 1
        let number = connections
        let closed: @Sendable () -> Void = { [weak self] in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.busClosed(connection: number) } }
        }
        guard let server = ATSPIServer(address: address, tree: tree, applicationName: applicationName,
                                       thread: serviceThread, host: host, onClosed: closed) else { return false }
        guard server.register() else {
            server.close()
            return false
        }
        self.server = server
        self.tree = tree
        previousHandler = source.onAccessibilityTreeChanged
        source.onAccessibilityTreeChanged = { [weak self] in
            self?.previousHandler?()
            self?.queueTreeRead()
        }
        return true
    }

    /// Forgets the server and gives the source its handler back.
    private func disconnect() {
        server = nil
        tree = nil
        source.onAccessibilityTreeChanged = previousHandler
        previousHandler = nil
    }

    /// The accessibility bus went away (its launcher ended or restarted): the bridge forgets it and connects
    /// again if a bus is there, else when the setting next turns on.
    private func busClosed(connection number: Int) {
        guard let server, number == connections else { return }
        server.close()
        disconnect()
        start()
    }

    private var geometry: WindowGeometry { WindowGeometry(origin: windowScreenOrigin(), scale: scale()) }

    private func perform(_ request: ATSPIRequest) -> Bool {
        switch request {
        case .action(let action, let id): return source.performAccessibilityAction(action, on: id)
        case .setValue(let value, let id): return source.setAccessibilityValue(value, on: id)
        case .setText(let text, let id): return source.setAccessibilityText(text, on: id)
        case .focus(let id): return source.focusAccessibilityElement(id)
        }
    }
}
