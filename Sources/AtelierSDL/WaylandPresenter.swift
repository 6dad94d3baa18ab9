import Foundation
import CWaylandClient
import CWaylandSupport
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo

/// Shows a window's frames on Wayland with buffers of the host's own: each frame is copied into a shared-memory
/// buffer attached to SDL's surface and shown at the window's size through a viewport, so that a buffer of any
/// pixel size covers the window: the output's scale, fractional ones included, drawn pixel for pixel. SDL keeps
/// the window itself (its role, title, decorations, size and input) and is told nothing of the scale, so that it
/// leaves the surface's scale at 1.
@MainActor final class WaylandPresenter {
    /// The most buffers a window uses: one shown, one the compositor may still read, one to draw into.
    static let maxBuffers = 3

    let connection: WaylandConnection
    private let surface: OpaquePointer
    private var viewport: OpaquePointer?
    private var buffers: [WaylandBuffer] = []
    /// Buffers of an old size that the compositor still holds; given up when it returns them.
    private var retired: [WaylandBuffer] = []
    /// The window size the viewport shows the buffer at.
    private var destination: (width: Int, height: Int)?
    /// The last committed buffer's size.
    private var committedSize: (width: Int, height: Int)?
    /// What changed since the last commit (nil: everything), the damage the next commit reports.
    private var uncommitted: [PixelRect]? = nil
    /// Whether a frame found every buffer busy: the next one to come back wakes the loop to show it.
    private(set) var waitsForBuffer = false

    init(connection: WaylandConnection, surface: OpaquePointer) {
        self.connection = connection
        self.surface = surface
        if let viewporter = connection.viewporter { viewport = atelier_wp_viewporter_get_viewport(viewporter, surface) }
    }

    /// Shows `frame`, whose `rects` changed since the last frame (nil: all), over a window of `windowSize` units.
    func present(_ frame: RasterSurface, updating rects: [PixelRect]?, windowSize: (width: Int, height: Int)) {
        let width = frame.pixelWidth, height = frame.pixelHeight
        retireBuffers { $0.width != width || $0.height != height }
        for buffer in buffers { buffer.markStale(rects) }
        if let rects, uncommitted != nil { uncommitted?.append(contentsOf: rects) } else { uncommitted = nil }
        var chosen = buffers.first { !$0.isBusy }
        if chosen == nil, buffers.count < Self.maxBuffers, let shm = connection.shm,
           let made = WaylandBuffer(shm: shm, width: width, height: height) {
            made.onRelease = { [weak self, unowned made] in self?.returned(made) }
            buffers.append(made)
            chosen = made
        }
        guard let chosen else {
            waitsForBuffer = true
            return
        }
        waitsForBuffer = false
        chosen.fill(from: frame, attachTo: surface)
        let sameSize = committedSize.map { $0 == (width, height) } ?? false
        damage(sameSize ? uncommitted : nil, width: width, height: height)
        uncommitted = []
        committedSize = (width, height)
        let target = (width: max(1, windowSize.width), height: max(1, windowSize.height))
        if let viewport, destination.map({ $0 != target }) ?? true {
            atelier_wp_viewport_set_destination(viewport, Int32(target.width), Int32(target.height))
            destination = target
        }
        wl_surface_commit(surface)
        wl_display_flush(connection.display)
    }

    /// Commits the surface without a new buffer, so that state others left pending on it (decorations drawn in
    /// subsurfaces, an acknowledged configure) takes effect; nothing before the first frame.
    func commitPendingState() {
        guard committedSize != nil else { return }
        wl_surface_commit(surface)
        wl_display_flush(connection.display)
    }

    /// Tells the compositor which pixels of the attached buffer changed (in buffer pixels where the surface
    /// knows how, else the whole surface).
    private func damage(_ rects: [PixelRect]?, width: Int, height: Int) {
        guard wl_proxy_get_version(surface) >= 4 else {
            wl_surface_damage(surface, 0, 0, Int32.max, Int32.max)
            return
        }
        for r in rects ?? [PixelRect(x: 0, y: 0, width: width, height: height)] {
            wl_surface_damage_buffer(surface, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
        }
    }

    /// Takes out of use the buffers `isOld` picks: free ones now, busy ones when the compositor returns them.
    private func retireBuffers(where isOld: (WaylandBuffer) -> Bool) {
        for buffer in buffers where isOld(buffer) {
            if buffer.isBusy { retired.append(buffer) } else { buffer.destroy() }
        }
        buffers.removeAll(where: isOld)
    }

    private func returned(_ buffer: WaylandBuffer) {
        if let i = retired.firstIndex(where: { $0 === buffer }) {
            retired.remove(at: i)
            buffer.destroy()
        }
        if waitsForBuffer { connection.wake() }
    }

    /// Gives up the viewport and the buffers, before SDL destroys the surface.
    func destroy() {
        if let viewport { atelier_wp_viewport_destroy(viewport) }
        viewport = nil
        for buffer in buffers + retired { buffer.destroy() }
        buffers.removeAll()
        retired.removeAll()
    }
}
