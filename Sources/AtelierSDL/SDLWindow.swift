import Foundation
import CSDL2
import CWaylandSupport
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo

/// An SDL window whose frames, drawn by Cairo, are copied into its window surface on X11
/// (`WindowSurfacePresenter`), and into the host's own buffers on Wayland (`WaylandPresenter`), drawn at the
/// output's scale.
@MainActor final class SDLWindow {
    private let window: OpaquePointer
    /// The window's frames on X11.
    private let x11: WindowSurfacePresenter?
    /// The window's frames on Wayland, where SDL 2.26 would draw at a scale fixed when the window opened.
    private let wayland: WaylandPresenter?
    /// Window coordinates per point: the user's scale (ATELIER_SCALE, GDK_SCALE or the X11 desktop's) where the
    /// window system does not scale windows itself, as X11 does not. Changed only through `setPointScale(_:)`.
    private(set) var pointScale: CGFloat
    /// The size limits last set, in points: a new scale sets them again in window coordinates.
    private var sizeLimits: (minimum: CGSize, maximum: CGSize?)?

    /// Opens a resizable window of `size` points, at `position` of the screen's usable area (a unit point;
    /// nil centres it); nil (with SDL's reason in `lastError`) when SDL cannot.
    init?(title: String, size: CGSize, pointScale: CGFloat, position: UnitPoint? = nil) {
        let onWayland = SDL_GetCurrentVideoDriver().map { String(cString: $0) } == "wayland"
        // On Wayland the host draws at the output's scale itself: SDL, told nothing of it, keeps the surface at 1.
        let flags = (onWayland ? 0 : SDL_WINDOW_ALLOW_HIGHDPI.rawValue) | SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue
        let centered = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED, a macro Swift cannot import
        let w = Int32(max(1, min(16384, (size.width * pointScale).rounded())))
        let h = Int32(max(1, min(16384, (size.height * pointScale).rounded())))
        var x = centered, y = centered
        var usable = SDL_Rect()
        if let position, position.x.isFinite, position.y.isFinite, SDL_GetDisplayUsableBounds(0, &usable) == 0 {
            let ux = min(max(position.x, 0), 1), uy = min(max(position.y, 0), 1)
            x = usable.x + Int32((CGFloat(max(0, usable.w - w)) * ux).rounded())
            y = usable.y + Int32((CGFloat(max(0, usable.h - h)) * uy).rounded())
        }
        guard let window = SDL_CreateWindow(title, x, y, w, h, flags) else { return nil }
        var display: OpaquePointer?, surface: OpaquePointer?
        if onWayland, atelier_sdl_wayland_handles(UnsafeMutableRawPointer(window), &display, &surface) != 0,
           let display, let surface, let connection = WaylandConnection.connection(to: display) {
            self.window = window
            self.wayland = WaylandPresenter(connection: connection, surface: surface)
            self.x11 = nil
            self.pointScale = pointScale
            return
        }
        wayland = nil
        guard let presenter = WindowSurfacePresenter(window: window) else {
            SDL_DestroyWindow(window)
            return nil
        }
        self.window = window
        self.x11 = presenter
        self.pointScale = pointScale
    }

    /// SDL's description of its last failure.
    static var lastError: String { String(cString: SDL_GetError()) }

    /// The window's size in window coordinates.
    var windowSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// The size of the area drawn into, in pixels (larger than the window size on HiDPI Wayland).
    var outputSize: (width: Int, height: Int) {
        if let wayland {
            let (w, h) = windowSize
            let scale = wayland.connection.scale(forDisplayNamed: displayName)
            return (max(1, Int((CGFloat(w) * scale).rounded())), max(1, Int((CGFloat(h) * scale).rounded())))
        }
        return x11?.pixelSize ?? windowSize
    }

    /// The name of the display SDL places the window on (on Wayland, its output's description).
    private var displayName: String? {
        let index = SDL_GetWindowDisplayIndex(window)
        guard index >= 0, let name = SDL_GetDisplayName(index) else { return nil }
        return String(cString: name)
    }

    /// The window's size in points.
    /// The window's top-left corner on the screen, in the desktop's units (pixels on X11).
    var screenOrigin: CGPoint {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return CGPoint(x: CGFloat(x), y: CGFloat(y))
    }

    var sizeInPoints: CGSize {
        let (w, h) = windowSize
        return CGSize(width: CGFloat(w) / pointScale, height: CGFloat(h) / pointScale)
    }

    /// Pixels per point on this window's display.
    var pixelsPerPoint: CGFloat {
        let (w, _) = windowSize
        let (pw, _) = outputSize
        return w > 0 && pw > 0 ? CGFloat(pw) / CGFloat(w) * pointScale : pointScale
    }

    /// The pixel size and scale to draw a frame at: the output's, reduced for windows too large to draw whole.
    func frameGeometry() -> (width: Int, height: Int, scale: CGFloat) {
        var (w, h) = outputSize
        var scale = pixelsPerPoint
        let reduction = FrameBudget.reduction(width: w, height: h)
        if reduction < 1 {
            w = max(1, Int(Double(w) * reduction))
            h = max(1, Int(Double(h) * reduction))
            scale *= reduction
        }
        return (max(1, w), max(1, h), scale)
    }

    /// Shows a frame, of which `rects` changed since the last (nil: all of it), over the whole window.
    func present(_ surface: RasterSurface, updating rects: [PixelRect]? = nil) {
        if let wayland {
            let (w, h) = windowSize
            return wayland.present(surface, updating: rects, windowSize: (w, h))
        }
        x11?.present(surface, updating: rects)
    }

    /// Applies what the window system's side left pending on the surface without a new frame (on Wayland,
    /// libdecor's decorations redrawn for a change of focus wait for the window's next commit).
    func commitPendingState() {
        wayland?.commitPendingState()
    }

    /// Takes a new number of window coordinates per point, the window keeping its size in points: its size in
    /// pixels and its limits change with the scale.
    func setPointScale(_ scale: CGFloat) {
        guard scale != pointScale, scale.isFinite, scale > 0 else { return }
        let size = sizeInPoints
        pointScale = scale
        // The old limits out of the way first (SDL clamps a new size to them), then the new size and limits.
        SDL_SetWindowMinimumSize(window, 1, 1)
        SDL_SetWindowMaximumSize(window, 16384, 16384)
        SDL_SetWindowSize(window, Int32(max(1, min(16384, (size.width * scale).rounded()))),
                          Int32(max(1, min(16384, (size.height * scale).rounded()))))
        if let sizeLimits { setSizeLimits(minimum: sizeLimits.minimum, maximum: sizeLimits.maximum) }
    }

    /// Limits the sizes the user can give the window, in points (infinite: no maximum that way).
    func setSizeLimits(minimum: CGSize, maximum: CGSize?) {
        sizeLimits = (minimum, maximum)
        func coordinate(_ v: CGFloat) -> Int32 { Int32(max(1, min(16384, (v * pointScale).rounded(.up)))) }
        SDL_SetWindowMinimumSize(window, coordinate(minimum.width), coordinate(minimum.height))
        if let maximum {
            SDL_SetWindowMaximumSize(window, maximum.width.isFinite ? coordinate(maximum.width) : 16384,
                                     maximum.height.isFinite ? coordinate(maximum.height) : 16384)
        }
    }

    /// Forgets what the window shows, which a new window size may have dropped: the next frame is copied whole.
    func forgetShownFrame() {
        x11?.forgetContents()
    }

    /// SDL's number for the window, which its events carry.
    var id: UInt32 { SDL_GetWindowID(window) }

    /// Sets the title in the window's frame.
    func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

    /// Brings the window to the front and gives it the keyboard.
    func raise() {
        SDL_RestoreWindow(window)
        SDL_RaiseWindow(window)
    }

    /// Minimizes the window.
    func minimize() { SDL_MinimizeWindow(window) }

    /// Whether the window has the keyboard focus.
    var hasKeyboardFocus: Bool { SDL_GetKeyboardFocus() == window }

    /// Closes the window.
    func close() {
        wayland?.destroy()
        SDL_DestroyWindow(window)
    }

    /// Where the pointer is over the window, in window pixels, wherever it is on the screen: SDL's drop events
    /// carry no position, so a drop lands where the pointer is when it arrives.
    var pointerPositionInWindow: (x: Int32, y: Int32) {
        var gx: Int32 = 0, gy: Int32 = 0, wx: Int32 = 0, wy: Int32 = 0
        _ = SDL_GetGlobalMouseState(&gx, &gy)
        SDL_GetWindowPosition(window, &wx, &wy)
        return (gx - wx, gy - wy)
    }
}
