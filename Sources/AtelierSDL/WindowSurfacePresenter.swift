import Foundation
import CSDL2
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo

/// Shows frames in an X11 window through SDL's window surface (shared memory with the X server): the frame is
/// drawn by the CPU already, so a GL renderer only added a copy, and its start (SDL's GL probe window, Mesa,
/// LLVM) cost 310 M instructions, 15% of the gallery's way to its first frame.
@MainActor final class WindowSurfacePresenter {
    private let window: OpaquePointer
    /// The window surface the last frame went into: SDL makes a new one when the window's size changes, and a
    /// new one holds nothing yet.
    private var filled: UnsafeMutablePointer<SDL_Surface>?

    /// Nil when SDL gives the window no surface (`SDLWindow.lastError` says why).
    init?(window: OpaquePointer) {
        // SDL would otherwise open a hidden GL window to decide whether to emulate the surface with a texture.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard SDL_GetWindowSurface(window) != nil else { return nil }
        self.window = window
    }

    /// The window surface's size in pixels.
    var pixelSize: (width: Int, height: Int) {
        guard let target = SDL_GetWindowSurface(window) else { return (1, 1) }
        return (Int(target.pointee.w), Int(target.pointee.h))
    }

    /// Copies `frame` into the window surface (only `rects` when the surface holds the frame before), stretched
    /// over the whole window when it was drawn smaller, and shows the whole surface (an uncovered part of the
    /// window needs it again).
    func present(_ frame: RasterSurface, updating rects: [PixelRect]?) {
        guard let target = SDL_GetWindowSurface(window) else { return }
        frame.withPixels { pixels, stride in
            // SDL only reads a source surface's pixels.
            guard let source = SDL_CreateRGBSurfaceWithFormatFrom(
                UnsafeMutableRawPointer(mutating: pixels), Int32(frame.pixelWidth), Int32(frame.pixelHeight), 32, Int32(stride),
                SDL_PIXELFORMAT_ARGB8888.rawValue) else { return }
            defer { SDL_FreeSurface(source) }
            SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE)
            if Int(target.pointee.w) != frame.pixelWidth || Int(target.pointee.h) != frame.pixelHeight {
                if source.pointee.format.pointee.format != target.pointee.format.pointee.format
                    || SDL_SoftStretchLinear(source, nil, target, nil) != 0 {
                    _ = SDL_UpperBlitScaled(source, nil, target, nil)
                }
            } else if let rects, filled == target {
                for r in rects {
                    var area = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
                    var at = area
                    _ = SDL_UpperBlit(source, &area, target, &at)
                }
            } else {
                _ = SDL_UpperBlit(source, nil, target, nil)
            }
        }
        filled = target
        SDL_UpdateWindowSurface(window)
    }

    /// Forgets what the window surface holds: the next frame is copied whole.
    func forgetContents() {
        filled = nil
    }
}
