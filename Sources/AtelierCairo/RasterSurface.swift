import Foundation
import CCairo
@_spi(Backend) import AtelierCore

/// An ARGB32 Cairo image surface of `pixelWidth` x `pixelHeight` pixels that display lists
/// (in points) are drawn into at `scale` pixels per point.
@_spi(Backend) public final class RasterSurface {
    /// Width of the surface in device pixels (points times `scale`).
    public let pixelWidth: Int
    /// Height of the surface in device pixels (points times `scale`).
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: CGFloat
    /// The `cairo_surface_t *`; replaced by a fresh one when a failed drawing left it in an error state
    /// (Cairo then refuses every later drawing on it).
    public private(set) var surface: OpaquePointer

    /// The longest side, in pixels, of an image surface Cairo draws into.
    public static let maximumSide = 16384

    /// Creates a transparent surface; sizes are clamped to 1...16384 pixels (a larger one is cut there,
    /// with a warning: what lies beyond is not drawn and reads as clear).
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1) {
        self.pixelWidth = max(1, min(Self.maximumSide, pixelWidth))
        self.pixelHeight = max(1, min(Self.maximumSide, pixelHeight))
        if pixelWidth > Self.maximumSide || pixelHeight > Self.maximumSide {
            Diagnostics.warn("an image of \(pixelWidth)x\(pixelHeight) pixels is larger than the \(Self.maximumSide)-pixel side Cairo draws; "
                             + "it is cut to \(self.pixelWidth)x\(self.pixelHeight), and what lies beyond reads as clear",
                             key: "raster-surface-cap")
        }
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.pixelWidth), Int32(self.pixelHeight))
    }

    /// Creates a transparent surface for `size` points (rounded up to whole pixels) at `scale`;
    /// nil when the size has no area (zero, negative or not finite).
    public convenience init?(size: CGSize, scale: CGFloat = 1) {
        guard let pixels = Self.pixelSize(of: size, scale: scale) else { return nil }
        self.init(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: scale.isFinite && scale > 0 ? scale : 1)
    }

    /// The pixels a surface for `size` points at `scale` has before the cap (nil without area): whether a
    /// kept surface fits a new frame.
    public static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int)? {
        let s = scale.isFinite && scale > 0 ? scale : 1
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        // Past the cap only to say by how much (the designated initializer cuts and warns).
        func pixels(_ v: CGFloat) -> Int { max(1, Int(min(1e15, (v * s - 0.001).rounded(.up)))) }
        return (pixels(size.width), pixels(size.height))
    }

    deinit { cairo_surface_destroy(surface) }

    /// The surface's size in points.
    public var size: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }

    /// Replaces a surface in an error state by a fresh transparent one of the same size.
    private func reviveIfFailed() {
        guard cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS else { return }
        Diagnostics.warn("a drawing failed on the image surface (\(String(cString: cairo_status_to_string(cairo_surface_status(surface))))), "
                         + "which then refuses to draw anything; later frames draw on a new surface", key: "raster-surface-failed")
        cairo_surface_destroy(surface)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    }

    /// Fills every pixel with `color`.
    public func clear(_ color: RGBAColor = .clear) {
        reviveIfFailed()
        let cr = cairo_create(surface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, CairoRenderer.clamped(color.red), CairoRenderer.clamped(color.green),
                              CairoRenderer.clamped(color.blue), CairoRenderer.clamped(color.alpha))
        cairo_paint(cr)
        cairo_destroy(cr)
    }

    /// Draws the list (in points) over the surface's contents.
    public func draw(_ list: DisplayList) {
        reviveIfFailed()
        let cr = cairo_create(surface)!
        CairoRenderer(context: cr, scale: scale).draw(list)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    /// Paints the list again inside `rects` (device pixels) only, each first filled with `background`: for
    /// the damage of a frame, the same pixels as clearing and drawing the whole surface. Nil repaints it all.
    public func repaint(_ list: DisplayList, in rects: [PixelRect]?, background: RGBAColor) {
        guard let rects else {
            clear(background)
            return draw(list)
        }
        guard !rects.isEmpty else { return }
        reviveIfFailed()
        for r in rects {
            // Each band is drawn on the surface itself through a clip of whole rows, as a full repaint draws it:
            // through a sub-surface Cairo is no longer drawing on an image surface, and the renderer then
            // oversamples its offscreen work and Cairo shades rotated glyphs a level or two differently (a
            // rotated Text cut by a band; fuzzer seed 1, tree 7229).
            let cr = cairo_create(surface)!
            cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height))
            cairo_clip(cr)
            CairoRenderer(context: cr, scale: scale).draw(list, over: background)
            cairo_destroy(cr)
        }
        cairo_surface_flush(surface)
    }

    /// Lends the pixels (premultiplied ARGB32 in native byte order, rows `stride` bytes apart) to `body`.
    public func withPixels<T>(_ body: (UnsafeRawPointer, _ stride: Int) -> T) -> T? {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        return body(UnsafeRawPointer(data), Int(cairo_image_surface_get_stride(surface)))
    }

    /// The pixel at (`x`, `y`) in pixels, not premultiplied, 0...255; transparent black outside.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight, let data = cairo_image_surface_get_data(surface) else {
            return (0, 0, 0, 0)
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let p = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)[x]
        let a = p >> 24
        func channel(_ shift: UInt32) -> UInt8 {
            let c = (p >> shift) & 0xFF
            guard a > 0 else { return 0 }
            return UInt8(min(255, (c * 255 + a / 2) / a))
        }
        return (channel(16), channel(8), channel(0), UInt8(a))
    }

    /// The pixel under the point (`x`, `y`) in points.
    public func pixel(at point: CGPoint) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard point.x.isFinite, point.y.isFinite else { return (0, 0, 0, 0) }
        return pixel(x: Int(floor(point.x * scale)), y: Int(floor(point.y * scale)))
    }

    /// The surface encoded as PNG.
    public func pngData() -> Data? {
        cairo_surface_flush(surface)
        let sink = DataSink()
        let status = cairo_surface_write_to_png_stream(surface, DataSink.write, Unmanaged.passUnretained(sink).toOpaque())
        return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
    }

    /// Writes the surface as a PNG file.
    @discardableResult
    public func writePNG(to path: String) -> Bool {
        guard let data = pngData() else { return false }
        return FileManager.default.createFile(atPath: path, contents: data)
    }
}

/// Collects the bytes a Cairo stream writes.
final class DataSink {
    var data = Data()

    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue()
        if let bytes, length > 0 { sink.data.append(bytes, count: Int(length)) }
        return CAIRO_STATUS_SUCCESS
    }
}
