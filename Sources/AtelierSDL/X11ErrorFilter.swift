import Foundation
import CX11

/// Keeps X errors on the host's own connections from ending the app: Xlib's default handler exits on any error,
/// and a settings manager that quits while its window is being read is one. Errors on other connections (SDL's)
/// go on to the handler that was installed before.
enum X11ErrorFilter {
    private nonisolated(unsafe) static var ignored: Set<OpaquePointer> = []
    private nonisolated(unsafe) static var previous: XErrorHandler?
    private nonisolated(unsafe) static var installed = false
    private static let lock = NSLock()

    /// Ignores the errors of `display` from now on (installing the filter once, over whatever handler is set).
    static func ignoreErrors(of display: OpaquePointer) {
        lock.lock()
        ignored.insert(display)
        let install = !installed
        installed = true
        lock.unlock()
        guard install else { return }
        // Xlib's handler is process-wide; the one before is kept and called for the errors of other connections.
        let before = XSetErrorHandler { display, event in
            X11ErrorFilter.lock.lock()
            let ours = display.map { X11ErrorFilter.ignored.contains($0) } ?? false
            let next = X11ErrorFilter.previous
            X11ErrorFilter.lock.unlock()
            if ours { return 0 }
            return next?(display, event) ?? 0
        }
        lock.lock()
        previous = before
        lock.unlock()
    }

    /// Stops ignoring a connection's errors (it is being closed).
    static func forget(_ display: OpaquePointer) {
        lock.lock()
        ignored.remove(display)
        lock.unlock()
    }
}
