import Foundation

/// Input and window changes sent straight to an X server on a connection of the test's own: XTEST's fake key,
/// button and motion events (libXtst, which xdotool uses) and XResizeWindow, any number of them before one
/// `sync()`. A tool run per event cannot make such a burst: the server gets them all at once, as from a
/// stuck key or a runaway macro.
final class XTestInput {
    private let x11: UnsafeMutableRawPointer
    private let xtst: UnsafeMutableRawPointer
    private let display: OpaquePointer

    private typealias Open = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias Close = @convention(c) (OpaquePointer?) -> Int32
    private typealias Sync = @convention(c) (OpaquePointer?, Int32) -> Int32
    private typealias KeysymToKeycode = @convention(c) (OpaquePointer?, UInt) -> UInt8
    private typealias FakeKey = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32
    private typealias FakeButton = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32
    private typealias FakeMotion = @convention(c) (OpaquePointer?, Int32, Int32, Int32, UInt) -> Int32
    private typealias Resize = @convention(c) (OpaquePointer?, UInt, UInt32, UInt32) -> Int32

    private let close: Close, syncCall: Sync, keycode: KeysymToKeycode
    private let fakeKey: FakeKey, fakeButton: FakeButton, fakeMotion: FakeMotion, resizeCall: Resize

    /// Connects to the X server at `display` (":N").
    init(display name: String) throws {
        guard let x11 = dlopen("libX11.so.6", RTLD_NOW), let xtst = dlopen("libXtst.so.6", RTLD_NOW) else {
            throw XvfbSession.Failure.toolFailed("libX11.so.6 or libXtst.so.6 cannot be loaded (xdotool's libraries)")
        }
        self.x11 = x11
        self.xtst = xtst
        func symbol<T>(_ library: UnsafeMutableRawPointer, _ symbolName: String, as: T.Type) throws -> T {
            guard let s = dlsym(library, symbolName) else { throw XvfbSession.Failure.toolFailed("no \(symbolName)") }
            return unsafeBitCast(s, to: T.self)
        }
        let open = try symbol(x11, "XOpenDisplay", as: Open.self)
        close = try symbol(x11, "XCloseDisplay", as: Close.self)
        syncCall = try symbol(x11, "XSync", as: Sync.self)
        keycode = try symbol(x11, "XKeysymToKeycode", as: KeysymToKeycode.self)
        resizeCall = try symbol(x11, "XResizeWindow", as: Resize.self)
        fakeKey = try symbol(xtst, "XTestFakeKeyEvent", as: FakeKey.self)
        fakeButton = try symbol(xtst, "XTestFakeButtonEvent", as: FakeButton.self)
        fakeMotion = try symbol(xtst, "XTestFakeMotionEvent", as: FakeMotion.self)
        guard let display = open(name) else { throw XvfbSession.Failure.toolFailed("cannot open \(name)") }
        self.display = display
    }

    deinit {
        _ = close(display)
    }

    /// Presses and releases the key of an X keysym (0x61 is "a").
    func key(_ keysym: UInt) {
        let code = UInt32(keycode(display, keysym))
        _ = fakeKey(display, code, 1, 0)
        _ = fakeKey(display, code, 0, 0)
    }

    /// Presses and releases a pointer button (1 is the left one) where the pointer is.
    func click(_ button: UInt32 = 1) {
        _ = fakeButton(display, button, 1, 0)
        _ = fakeButton(display, button, 0, 0)
    }

    /// Moves the pointer to a point of the screen (pixels).
    func move(toScreenX x: Int, y: Int) {
        _ = fakeMotion(display, 0, Int32(x), Int32(y), 0)
    }

    /// Resizes a window (by its X id, as xdotool prints it) to `width` by `height` pixels.
    func resize(window: String, width: Int, height: Int) {
        guard let id = UInt(window) else { return }
        _ = resizeCall(display, id, UInt32(width), UInt32(height))
    }

    /// Sends what was queued and waits until the server has handled it.
    func sync() {
        _ = syncCall(display, 0)
    }
}
