import Foundation
import CX11
@_spi(Backend) import AtelierCore

/// The X11 desktop's interface scale (`DesktopScale.fromX11`): the XSETTINGS manager's settings and the root
/// window's resource database, read over an X connection of its own and followed on a thread that sleeps until the
/// server reports a change: the manager's settings changing, the manager leaving or a new one announcing itself
/// (its MANAGER message), or `RESOURCE_MANAGER` changing (`xrdb -merge`). Event masks are per connection, so
/// SDL's connection, masks and loop are left as they are; changes reach the main queue.
final class X11DesktopScale: @unchecked Sendable {
    private let display: OpaquePointer
    private let root: CX11.Window
    /// `_XSETTINGS_S<screen>`: the selection the screen's settings manager owns.
    private let managerSelection: Atom
    private let settingsProperty: Atom
    private let resourceProperty: Atom
    private let managerMessage: Atom
    /// The settings manager's window, 0 when none runs.
    private var owner: CX11.Window = 0
    /// Whether the manager's window (and the root) report their changes to this connection.
    private var following = false
    /// The display is used by one thread at a time: the caller's, then the follower's.
    private let lock = NSLock()
    /// The scale last read, which a change is told against.
    private var current: DesktopScale?
    /// A pipe whose write end wakes the follower to stop.
    private var wakePipe: [Int32] = [-1, -1]
    private var stopped: DispatchSemaphore?

    /// Connects to `displayName` (nil: `DISPLAY`); nil when no X server answers there.
    init?(displayName: String? = nil) {
        guard let display = XOpenDisplay(displayName) else { return nil }
        self.display = display
        X11ErrorFilter.ignoreErrors(of: display)
        let screen = XDefaultScreen(display)
        root = XRootWindow(display, screen)
        managerSelection = XInternAtom(display, "_XSETTINGS_S\(screen)", 0)
        settingsProperty = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
        resourceProperty = XInternAtom(display, "RESOURCE_MANAGER", 0)
        managerMessage = XInternAtom(display, "MANAGER", 0)
    }

    deinit {
        stop()
        X11ErrorFilter.forget(display)
        XCloseDisplay(display)
    }

    /// The desktop's scale now; nil when it sets none (or none usable).
    func read() -> DesktopScale? {
        lock.lock()
        defer { lock.unlock() }
        let scale = readLocked()
        current = scale
        return scale
    }

    private func readLocked() -> DesktopScale? {
        // The server held while the owner is found, watched and read: it cannot go away in between, so the
        // settings read are the owner's (an error about a window gone anyway is ignored: X11ErrorFilter).
        XGrabServer(display)
        owner = XGetSelectionOwner(display, managerSelection)
        var settingsBytes: (bytes: [UInt8], format: Int32, complete: Bool)?
        if owner != 0 {
            if following { XSelectInput(display, owner, PropertyChangeMask | StructureNotifyMask) }
            settingsBytes = property(settingsProperty, of: owner, maxBytes: 1 << 20)
        }
        XUngrabServer(display)
        let resources = property(resourceProperty, of: root, maxBytes: 16 << 20)
        XFlush(display)
        var settings: XSettings?
        if let settingsBytes {
            switch Self.settings(from: settingsBytes) {
            case .success(let parsed): settings = parsed
            case .failure(let problem):
                Diagnostics.warn("the desktop's XSETTINGS property cannot be read (\(problem)); its settings are ignored",
                                 key: "desktop-scale xsettings \(problem)")
            }
        }
        let text = resources.map { String(decoding: $0.bytes, as: UTF8.self) }
        return DesktopScale.fromX11(settings: settings, resources: text)
    }

    /// The manager's property as settings: bytes of 8 bits, whole.
    static func settings(from property: (bytes: [UInt8], format: Int32, complete: Bool)) -> Result<XSettings, XSettings.Malformed> {
        guard property.format == 8 else {
            return .failure(XSettings.Malformed(description: "its items are \(property.format) bits, not 8"))
        }
        guard property.complete else {
            return .failure(XSettings.Malformed(description: "it is larger than \(property.bytes.count) bytes"))
        }
        return XSettings.parse(property.bytes)
    }

    /// A window's property: its bytes (up to `maxBytes`), its item size, and whether that was all of it.
    private func property(_ atom: Atom, of window: CX11.Window, maxBytes: Int) -> (bytes: [UInt8], format: Int32, complete: Bool)? {
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // Lengths are counted in 32-bit units; any type is accepted (the manager's is its own atom).
        let status = XGetWindowProperty(display, window, atom, 0, maxBytes / 4, 0, 0, &type, &format, &items, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == 0, type != 0, let data else { return nil }
        let count = Int(items) * (format == 32 ? MemoryLayout<Int>.size : Int(format) / 8)
        return (Array(UnsafeBufferPointer(start: data, count: count)), format, remaining == 0)
    }

    /// Starts following the settings on a thread of their own (the object is kept until `stop`); each change of
    /// the scale (or of the source it comes from) calls `onChange` on the main queue with the new one (nil: none
    /// set, so 1).
    func follow(onChange: @escaping @Sendable (DesktopScale?) -> Void) {
        lock.lock()
        guard !following, pipe(&wakePipe) == 0 else { return lock.unlock() }
        following = true
        XSelectInput(display, root, PropertyChangeMask | StructureNotifyMask)
        // Read again now that changes are reported: one made since the last read is not missed.
        let before = current
        let now = readLocked()
        current = now
        lock.unlock()
        if now != before { DispatchQueue.main.async { onChange(now) } }
        let stopped = DispatchSemaphore(value: 0)
        self.stopped = stopped
        let thread = Thread { [self] in
            serve(onChange: onChange)
            stopped.signal()
        }
        thread.name = "atelier.x11-desktop-scale"
        thread.start()
    }

    /// Stops following and waits for the follower to end.
    func stop() {
        guard let stopped else { return }
        self.stopped = nil
        var byte: UInt8 = 1
        _ = write(wakePipe[1], &byte, 1)
        stopped.wait()
        close(wakePipe[0])
        close(wakePipe[1])
    }

    private func serve(onChange: @escaping @Sendable (DesktopScale?) -> Void) {
        let connection = XConnectionNumber(display)
        while true {
            lock.lock()
            var changed = false
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                changed = isChange(event) || changed
            }
            if changed {
                let before = current
                current = readLocked()
                let now = current
                lock.unlock()
                if now != before { DispatchQueue.main.async { onChange(now) } }
                continue  // reading may have queued more events
            }
            lock.unlock()
            var fds = [pollfd(fd: connection, events: Int16(POLLIN), revents: 0), pollfd(fd: wakePipe[0], events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 2, -1) >= 0 || errno == EINTR else { return }
            if fds[1].revents != 0 { return }
            // The server went away: SDL's connection ends the app; nothing is left to follow.
            if fds[0].revents & Int16(POLLHUP | POLLERR) != 0 { return }
        }
    }

    /// Whether an event is one of the changes followed.
    private func isChange(_ event: XEvent) -> Bool {
        switch event.type {
        case PropertyNotify:
            let e = event.xproperty
            return (e.window == root && e.atom == resourceProperty) || (e.window == owner && e.atom == settingsProperty)
        case ClientMessage:
            // A new manager announces itself to the root window with the selection it took.
            let e = event.xclient
            return e.window == root && e.message_type == managerMessage && Atom(bitPattern: e.data.l.1) == managerSelection
        case DestroyNotify:
            return event.xdestroywindow.window == owner
        default:
            return false
        }
    }
}
