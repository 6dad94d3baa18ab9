import Foundation

/// Watches an X server's top-level windows being shown (MapNotify on the root window, on a connection of the
/// test's own): what a user sees appear, including a window shown and then replaced too fast for a screenshot.
final class XMapWatcher {
    private typealias Open = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias Close = @convention(c) (OpaquePointer?) -> Int32
    private typealias Root = @convention(c) (OpaquePointer?) -> UInt
    private typealias SelectInput = @convention(c) (OpaquePointer?, UInt, Int) -> Int32
    private typealias Sync = @convention(c) (OpaquePointer?, Int32) -> Int32
    private typealias Pending = @convention(c) (OpaquePointer?) -> Int32
    private typealias NextEvent = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer) -> Int32

    private let display: OpaquePointer
    private let close: Close, sync: Sync, pending: Pending, nextEvent: NextEvent
    private var seen: [UInt] = []

    /// Starts watching the server at `display` (":N"); windows shown before this are not counted.
    init(display name: String) throws {
        guard let x11 = dlopen("libX11.so.6", RTLD_NOW) else { throw XvfbSession.Failure.toolFailed("libX11.so.6 cannot be loaded") }
        func symbol<T>(_ symbolName: String, as: T.Type) throws -> T {
            guard let s = dlsym(x11, symbolName) else { throw XvfbSession.Failure.toolFailed("no \(symbolName)") }
            return unsafeBitCast(s, to: T.self)
        }
        let open = try symbol("XOpenDisplay", as: Open.self)
        close = try symbol("XCloseDisplay", as: Close.self)
        sync = try symbol("XSync", as: Sync.self)
        pending = try symbol("XPending", as: Pending.self)
        nextEvent = try symbol("XNextEvent", as: NextEvent.self)
        let root = try symbol("XDefaultRootWindow", as: Root.self)
        let selectInput = try symbol("XSelectInput", as: SelectInput.self)
        guard let display = open(name) else { throw XvfbSession.Failure.toolFailed("cannot open \(name)") }
        self.display = display
        _ = selectInput(display, root(display), 1 << 19)  // SubstructureNotifyMask
        _ = sync(display, 0)
    }

    deinit {
        _ = close(display)
    }

    /// The windows shown so far (X ids, in order; a window shown twice is listed twice).
    func shownWindows() -> [UInt] {
        _ = sync(display, 0)
        // An XEvent is 192 bytes on 64-bit; an XMapEvent has type, serial, send_event, display, event, then window.
        let event = UnsafeMutableRawPointer.allocate(byteCount: 192, alignment: 8)
        defer { event.deallocate() }
        while pending(display) > 0 {
            _ = nextEvent(display, event)
            if event.load(as: Int32.self) == 19 { seen.append(event.load(fromByteOffset: 40, as: UInt.self)) }  // MapNotify
        }
        return seen
    }
}
