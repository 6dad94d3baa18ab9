import Foundation
import CX11

/// Ends the app with one line when its X server goes away (killed, crashed, the session ended), in the words the
/// Wayland host uses for a compositor that went away: Xlib's own handler prints "XIO: fatal IO error" or "X
/// connection broken" depending on where the loss is noticed, then exits. Xlib's handlers are process-wide, so
/// SDL's connection and the XSettings thread's own both end here.
enum X11ConnectionLoss {
    nonisolated(unsafe) private static var line = Data()

    /// Installs the handler; `appName` starts the line.
    static func install(appName: String) {
        let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        line = Data("\(appName): the X server \(display) closed the connection, so the app cannot go on\n".utf8)
        _ = XSetIOErrorHandler { _ in
            // Nothing more can be drawn or asked; Xlib would exit when this returned, so it exits itself.
            X11ConnectionLoss.line.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
            exit(1)
        }
    }
}
