import Foundation
import CWaylandClient
import CWaylandSupport
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo

/// A frame's pixels shared with the compositor: a memory file mapped here and handed over as a wl_buffer
/// (XRGB8888, Cairo's layout of an opaque image). While the compositor shows it, it is busy; it comes back
/// (wl_buffer.release) when a newer one has replaced it.
@MainActor final class WaylandBuffer {
    let width: Int, height: Int
    private let stride: Int
    private let byteCount: Int
    private let memory: UnsafeMutableRawPointer
    private var buffer: OpaquePointer?
    /// Whether the compositor holds the buffer.
    private(set) var isBusy = false
    /// The parts that changed since this buffer was last filled; nil: all of it (a new buffer).
    private var stale: [PixelRect]? = nil
    /// Called when the compositor gives the buffer back.
    var onRelease: (() -> Void)?

    /// A buffer of `width` x `height` pixels from the compositor's shared memory `shm`; nil when the memory
    /// cannot be had.
    init?(shm: OpaquePointer, width: Int, height: Int) {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else { return nil }
        self.width = width
        self.height = height
        stride = width * 4
        byteCount = stride * height
        let fd = atelier_shared_memory_file(byteCount)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), mapped != MAP_FAILED else { return nil }
        memory = mapped
        guard let pool = wl_shm_create_pool(shm, fd, Int32(byteCount)) else {
            munmap(mapped, byteCount)
            return nil
        }
        buffer = wl_shm_pool_create_buffer(pool, 0, Int32(width), Int32(height), Int32(stride), WL_SHM_FORMAT_XRGB8888.rawValue)
        // The buffer keeps the pool's memory; the pool itself is no longer needed.
        wl_shm_pool_destroy(pool)
        guard let buffer else {
            munmap(mapped, byteCount)
            return nil
        }
        wl_buffer_add_listener(buffer, bufferListener, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Notes pixels of the frame that changed (nil: all), which this buffer must take before it is shown again.
    func markStale(_ rects: [PixelRect]?) {
        guard let rects, var current = stale else { stale = nil; return }
        current.append(contentsOf: rects)
        // Past a few dozen rectangles, copying the whole frame costs less than keeping count.
        stale = current.count > 32 ? nil : current
    }

    /// Copies what is stale from `frame` (of this buffer's size) and hands the buffer to `surface`, attached
    /// for the next commit.
    func fill(from frame: RasterSurface, attachTo surface: OpaquePointer) {
        guard let buffer else { return }
        let rects = stale ?? [PixelRect(x: 0, y: 0, width: width, height: height)]
        frame.withPixels { pixels, sourceStride in
            for r in rects {
                let x = max(0, r.x), y = max(0, r.y)
                let w = min(width, r.x + r.width) - x, h = min(height, r.y + r.height) - y
                guard w > 0, h > 0 else { continue }
                for row in y..<(y + h) {
                    memcpy(memory + row * stride + x * 4, pixels + row * sourceStride + x * 4, w * 4)
                }
            }
        }
        stale = []
        wl_surface_attach(surface, buffer, 0, 0)
        isBusy = true
    }

    fileprivate func released() {
        isBusy = false
        onRelease?()
    }

    /// Gives the buffer up (the compositor may still show its last contents until another replaces them).
    func destroy() {
        guard let buffer else { return }
        wl_buffer_destroy(buffer)
        self.buffer = nil
        munmap(memory, byteCount)
    }
}

private nonisolated(unsafe) let bufferListener: UnsafeMutablePointer<wl_buffer_listener> = {
    let listener = UnsafeMutablePointer<wl_buffer_listener>.allocate(capacity: 1)
    listener.initialize(to: wl_buffer_listener(release: { data, _ in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated { Unmanaged<WaylandBuffer>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue().released() }
    }))
    return listener
}()
