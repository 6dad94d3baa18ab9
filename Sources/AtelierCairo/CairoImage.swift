import Foundation
import CCairo
import CPangoCairo
import CLazyImageCodecs
@_spi(Backend) import AtelierCore

/// A decoded image as the Cairo backend holds it: an image surface, an SVG document (librsvg) or a PDF page
/// (poppler). Vectors are drawn as vectors at draw time, at whatever scale the target has. librsvg, poppler and
/// gdk-pixbuf are loaded on the first image that needs them (CLazyImageCodecs), not at the app's start.
final class CairoImage: @unchecked Sendable {
    /// The raster image (ARGB32, or whatever format the PNG decoded to).
    let surface: OpaquePointer?
    /// The vector image, when an SVG document.
    let svg: UnsafeMutableRawPointer?
    /// The vector image, when the first page of a PDF document (which the page keeps alive).
    let pdfPage: UnsafeMutableRawPointer?
    /// The vector's size in points (an SVG's CSS pixels, a PDF page's points).
    let vectorSize: CGSize
    let pixelWidth: Int
    let pixelHeight: Int
    /// The vector drawn to pixels, by pixels per point (see `raster(density:)`).
    private var rasters: [Double: OpaquePointer] = [:]

    /// Why a file could not be decoded, for the one warning that names it.
    enum Failure: Error {
        case unreadable(String)
        case tooLarge(width: Int, height: Int)
        /// The library that decodes the format is not installed; its one warning has been given.
        case libraryMissing
    }

    /// The most pixels on a side a raster image may have: Cairo draws no larger surface.
    static let maximumSide = 16384
    /// The most pixels a raster image may have (256 MB decoded): a 30000 x 30000 header in a small file is
    /// refused before anything is allocated.
    static let maximumPixelCount = 64 * 1024 * 1024

    var isVector: Bool { svg != nil || pdfPage != nil }

    init(surface: OpaquePointer) {
        self.surface = surface
        svg = nil; pdfPage = nil; vectorSize = .zero
        pixelWidth = Int(cairo_image_surface_get_width(surface))
        pixelHeight = Int(cairo_image_surface_get_height(surface))
    }

    private init(svg: UnsafeMutableRawPointer?, pdfPage: UnsafeMutableRawPointer?, size: CGSize) {
        surface = nil
        self.svg = svg
        self.pdfPage = pdfPage
        vectorSize = size
        pixelWidth = max(1, Int(size.width.rounded(.up)))
        pixelHeight = max(1, Int(size.height.rounded(.up)))
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
        for r in rasters.values { cairo_surface_destroy(r) }
        if let svg { g_object_unref(svg) }
        if let pdfPage { g_object_unref(pdfPage) }
    }

    // MARK: Decoding

    /// Decodes the file at `path` by its extension: PNG through Cairo (then gdk-pixbuf), SVG through librsvg,
    /// PDF through poppler, anything else through gdk-pixbuf.
    static func decode(path: String) -> Result<CairoImage, Failure> {
        switch (path as NSString).pathExtension.lowercased() {
        case "svg": return svgImage(path: path)
        case "pdf": return pdfImage(path: path)
        default:
            if let failure = checkRasterSize(path: path) { return .failure(failure) }
            if (path as NSString).pathExtension.lowercased() == "png", let image = CairoImage(pngPath: path) { return .success(image) }
            return pixbufImage(path: path)
        }
    }

    /// The raster file's size from its header (read without decoding it); a failure when it is too large.
    static func checkRasterSize(path: String) -> Failure? {
        guard let (width, height) = pngSize(path: path) ?? pixbufSize(path: path) else { return nil }
        if width > maximumSide || height > maximumSide || width * height > maximumPixelCount {
            return .tooLarge(width: width, height: height)
        }
        return nil
    }

    /// A PNG file's size from its IHDR chunk (signature, chunk length and type, then width and height big-endian),
    /// read without gdk-pixbuf, which a PNG does not otherwise need.
    private static func pngSize(path: String) -> (Int, Int)? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        guard let header = try? file.read(upToCount: 24), header.count == 24,
              header.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              header[header.startIndex + 12 ..< header.startIndex + 16].elementsEqual("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { header[header.startIndex + at ..< header.startIndex + at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// The size gdk-pixbuf reads from the file's header; nil when it does not know the format or is not installed.
    private static func pixbufSize(path: String) -> (Int, Int)? {
        var w: Int32 = 0, h: Int32 = 0
        guard load(ATELIER_IMAGE_LIBRARY_GDK_PIXBUF), atelier_gdk_pixbuf_get_file_info(path, &w, &h) else { return nil }
        return (Int(w), Int(h))
    }

    /// Loads `library` on first use; false, with one warning naming it and the Debian package, when it cannot be.
    static func load(_ library: AtelierImageLibrary) -> Bool {
        guard let failure = atelier_image_library_load(library) else { return true }
        let name = String(cString: atelier_image_library_name(library))
        let (package, kind) = switch library {
        case ATELIER_IMAGE_LIBRARY_RSVG: ("librsvg2-2", "SVG")
        case ATELIER_IMAGE_LIBRARY_POPPLER: ("libpoppler-glib8", "PDF")
        default: ("libgdk-pixbuf-2.0-0", "JPEG and other non-PNG raster")
        }
        Diagnostics.warn("\(name) could not be loaded (\(String(cString: failure))): \(kind) images are not drawn; "
                         + "install the Debian package \(package)", key: "image-library-missing:\(name)")
        return false
    }

    convenience init?(pngPath: String) {
        guard let s = cairo_image_surface_create_from_png(pngPath) else { return nil }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS,
              cairo_image_surface_get_width(s) > 0, cairo_image_surface_get_height(s) > 0 else {
            cairo_surface_destroy(s); return nil
        }
        self.init(surface: s)
    }

    /// Decodes through gdk-pixbuf into a premultiplied ARGB32 surface.
    static func pixbufImage(path: String) -> Result<CairoImage, Failure> {
        guard load(ATELIER_IMAGE_LIBRARY_GDK_PIXBUF) else { return .failure(.libraryMissing) }
        var error: UnsafeMutableRawPointer? = nil
        guard let pixbuf = atelier_gdk_pixbuf_new_from_file(path, &error) else {
            return .failure(.unreadable(take(error) ?? "not an image gdk-pixbuf reads"))
        }
        defer { g_object_unref(pixbuf) }
        // Apply the EXIF orientation, as Apple's decoders do.
        let oriented = atelier_gdk_pixbuf_apply_embedded_orientation(pixbuf) ?? pixbuf
        defer { if oriented != pixbuf { g_object_unref(oriented) } }
        guard let s = surface(from: oriented) else { return .failure(.unreadable("a pixel format Atelier does not draw")) }
        return .success(CairoImage(surface: s))
    }

    static func surface(from pixbuf: UnsafeMutableRawPointer) -> OpaquePointer? {
        let w = Int(atelier_gdk_pixbuf_get_width(pixbuf)), h = Int(atelier_gdk_pixbuf_get_height(pixbuf))
        let channels = Int(atelier_gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = atelier_gdk_pixbuf_get_has_alpha(pixbuf) != 0
        let srcStride = Int(atelier_gdk_pixbuf_get_rowstride(pixbuf))
        guard w > 0, h > 0, channels >= 3, atelier_gdk_pixbuf_get_bits_per_sample(pixbuf) == 8,
              let src = atelier_gdk_pixbuf_get_pixels(pixbuf) else { return nil }
        guard let s = cairo_image_surface_create(hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24, Int32(w), Int32(h)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let dst = cairo_image_surface_get_data(s) else { return nil }
        let dstStride = Int(cairo_image_surface_get_stride(s))
        for y in 0..<h {
            let srow = src + y * srcStride
            let drow = UnsafeMutableRawPointer(dst + y * dstStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let p = srow + x * channels
                var r = UInt32(p[0]), g = UInt32(p[1]), b = UInt32(p[2])
                var a: UInt32 = 255
                if hasAlpha, channels >= 4 {
                    a = UInt32(p[3])
                    r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255
                }
                drow[x] = (a << 24) | (r << 16) | (g << 8) | b
            }
        }
        cairo_surface_mark_dirty(s)
        return s
    }

    static func svgImage(path: String) -> Result<CairoImage, Failure> {
        guard load(ATELIER_IMAGE_LIBRARY_RSVG) else { return .failure(.libraryMissing) }
        var error: UnsafeMutableRawPointer? = nil
        guard let handle = atelier_rsvg_handle_new_from_file(path, &error) else {
            return .failure(.unreadable(take(error) ?? "not an SVG document"))
        }
        var w: Double = 0, h: Double = 0
        if atelier_rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h) == 0 || !(w > 0 && h > 0) {
            // No absolute width and height: use the viewBox.
            var hasViewBox: Int32 = 0
            var viewBox = AtelierRsvgRectangle()
            atelier_rsvg_handle_get_intrinsic_viewbox(handle, &hasViewBox, &viewBox)
            if hasViewBox != 0, viewBox.width > 0, viewBox.height > 0 { w = viewBox.width; h = viewBox.height }
            else { w = 100; h = 100 }
        }
        guard w.isFinite, h.isFinite else {
            g_object_unref(handle)
            return .failure(.unreadable("its size is not a finite number"))
        }
        return .success(CairoImage(svg: handle, pdfPage: nil, size: CGSize(width: w, height: h)))
    }

    /// The first page of a PDF document, at its size in points.
    static func pdfImage(path: String) -> Result<CairoImage, Failure> {
        guard load(ATELIER_IMAGE_LIBRARY_POPPLER) else { return .failure(.libraryMissing) }
        var gerror: UnsafeMutablePointer<GError>? = nil
        guard let uri = g_filename_to_uri(path, nil, &gerror) else {
            return .failure(.unreadable(take(UnsafeMutableRawPointer(gerror)) ?? "no URI for the path"))
        }
        defer { g_free(uri) }
        var error: UnsafeMutableRawPointer? = nil
        guard let document = atelier_poppler_document_new_from_file(uri, nil, &error) else {
            return .failure(.unreadable(take(error) ?? "not a PDF document"))
        }
        defer { g_object_unref(document) }
        guard atelier_poppler_document_get_n_pages(document) > 0, let page = atelier_poppler_document_get_page(document, 0) else {
            return .failure(.unreadable("the PDF document has no page"))
        }
        var w: Double = 0, h: Double = 0
        atelier_poppler_page_get_size(page, &w, &h)
        guard w.isFinite, h.isFinite, w > 0, h > 0 else {
            g_object_unref(page)
            return .failure(.unreadable("its page has no area"))
        }
        return .success(CairoImage(svg: nil, pdfPage: page, size: CGSize(width: w, height: h)))
    }

    /// The message of a GError (which the decoders pass untyped), which is freed.
    private static func take(_ error: UnsafeMutableRawPointer?) -> String? {
        guard let error = error?.assumingMemoryBound(to: GError.self) else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0).split(whereSeparator: \.isNewline).joined(separator: " ") }
    }

    // MARK: Drawing vectors

    /// Draws the vector stretched into `rect` (user space of `cr`).
    func renderVector(into cr: OpaquePointer, rect: CGRect) {
        guard isVector, rect.width > 0, rect.height > 0, vectorSize.width > 0, vectorSize.height > 0 else { return }
        // Stretch like a resizable raster image rather than letterboxing.
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / vectorSize.width, rect.height / vectorSize.height)
        if let svg {
            var viewport = AtelierRsvgRectangle(x: 0, y: 0, width: vectorSize.width, height: vectorSize.height)
            var error: UnsafeMutableRawPointer? = nil
            _ = atelier_rsvg_handle_render_document(svg, UnsafeMutableRawPointer(cr), &viewport, &error)
            if let error { g_error_free(error.assumingMemoryBound(to: GError.self)) }
        } else if let pdfPage {
            atelier_poppler_page_render(pdfPage, UnsafeMutableRawPointer(cr))
        }
        cairo_restore(cr)
    }

    /// The vector drawn at its own size at `density` pixels per point (kept per density), or the raster image
    /// itself; nil when that would be larger than Cairo draws.
    func raster(density: Double) -> OpaquePointer? {
        if let surface { return surface }
        let density = (density.isFinite && density > 0 ? density : 1)
        if let kept = rasters[density] { return kept }
        let w = Int((Double(vectorSize.width) * density).rounded(.up)), h = Int((Double(vectorSize.height) * density).rounded(.up))
        guard w > 0, h > 0, w <= Self.maximumSide, h <= Self.maximumSide,
              let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(s)!
        renderVector(into: cr, rect: CGRect(x: 0, y: 0, width: w, height: h))
        cairo_destroy(cr)
        cairo_surface_flush(s)
        rasters[density] = s
        return s
    }

    /// The raster form for tiling: the image surface, or the vector drawn once at 2x.
    var rasterSurface: OpaquePointer? { raster(density: 2) }

    /// Width and height of `rasterSurface`, in pixels.
    var rasterSize: (Int, Int) {
        guard let s = rasterSurface else { return (0, 0) }
        return (Int(cairo_image_surface_get_width(s)), Int(cairo_image_surface_get_height(s)))
    }
}
