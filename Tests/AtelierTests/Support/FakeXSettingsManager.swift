import Foundation
import CX11
@testable import AtelierSDL

/// An XSETTINGS manager of the test's own on an X display: it takes the screen's settings selection, announces
/// itself as managers do (a MANAGER message to the root window), and publishes whatever bytes a test gives it as
/// its `_XSETTINGS_SETTINGS` property, malformed ones included.
final class FakeXSettingsManager {
    private let display: OpaquePointer
    private let window: CX11.Window
    private let settingsProperty: Atom

    /// Takes the settings selection of screen 0 of `name`.
    init(display name: String) throws {
        guard let display = XOpenDisplay(name) else { throw XvfbSession.Failure.toolFailed("cannot open \(name)") }
        self.display = display
        let root = XRootWindow(display, 0)
        window = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
        settingsProperty = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
        let selection = XInternAtom(display, "_XSETTINGS_S0", 0)
        XSetSelectionOwner(display, selection, window, 0)
        guard XGetSelectionOwner(display, selection) == window else {
            throw XvfbSession.Failure.toolFailed("another manager keeps the settings selection")
        }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = root
        event.xclient.message_type = XInternAtom(display, "MANAGER", 0)
        event.xclient.format = 32
        event.xclient.data.l = (0, Int(bitPattern: selection), Int(bitPattern: window), 0, 0)
        XSendEvent(display, root, 0, StructureNotifyMask, &event)
        XSync(display, 0)
    }

    deinit {
        XDestroyWindow(display, window)
        XCloseDisplay(display)
    }

    /// Sets the settings property to `bytes`.
    func publish(_ bytes: [UInt8]) {
        XChangeProperty(display, window, settingsProperty, settingsProperty, 8, PropModeReplace, bytes, Int32(bytes.count))
        XSync(display, 0)
    }

    /// A settings property as the specification lays it out (names padded to 4 bytes, values after their serials).
    static func encode(_ settings: [(String, XSettings.Value)], serial: UInt32 = 1, bigEndian: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0]
        func card16(_ v: UInt16) { bytes += bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func card32(_ v: UInt32) {
            let le = [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
            bytes += bigEndian ? le.reversed() : le
        }
        func padded(_ text: String) {
            bytes += Array(text.utf8)
            bytes += [UInt8](repeating: 0, count: (4 - text.utf8.count % 4) % 4)
        }
        card32(serial)
        card32(UInt32(settings.count))
        for (name, value) in settings {
            switch value {
            case .integer: bytes.append(0)
            case .string: bytes.append(1)
            case .color: bytes.append(2)
            }
            bytes.append(0)
            card16(UInt16(name.utf8.count))
            padded(name)
            card32(serial)
            switch value {
            case .integer(let v): card32(UInt32(bitPattern: v))
            case .string(let text):
                card32(UInt32(text.utf8.count))
                padded(text)
            case .color(let r, let g, let b, let a):
                card16(r); card16(g); card16(b); card16(a)
            }
        }
        return bytes
    }
}
