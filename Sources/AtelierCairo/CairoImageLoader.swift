import Foundation
import CCairo
import CRsvg
@_spi(Backend) import AtelierCore

/// Finds and decodes named images: PNG through Cairo, JPEG through gdk-pixbuf, SVG through librsvg.
///
/// Lookup: `name` (or `name@3x`, `name@2x`, the highest scale found first, which sets the
/// image's scale) with the extensions png, jpg, jpeg and svg, in the given bundle; without a
/// bundle, in the main bundle, then in every `*.resources` and `*.bundle` directory beside the
/// running executable (SwiftPM's resource bundles on Linux) and the directories one level inside
/// them, and in `<name>.imageset` folders of asset catalogs found there. Results (and misses) are
/// cached by name and bundle. A missing image gives nil; the core warns.
///
/// SVG images stay vectors: they are drawn by librsvg at draw time, at whatever scale the
/// target has (sharp on screen, vector in PDF and SVG output). Only when an SVG image is used
/// as a tiled paint (`ImagePaint`) is it rasterized, once, at 2x (see `CairoImage.rasterSurface`).
@_spi(Backend) public final class CairoImageLoader: ImageLoader, @unchecked Sendable {
    private var cache: [String: LoadedImage?] = [:]
    private let lock = NSLock()

    /// Creates a loader with an empty cache; images are found and decoded on first use.
    public init() {}

    static let extensions = ["png", "jpg", "jpeg", "svg"]

    /// Finds `name` as a PNG, JPEG or SVG file in `bundle` (nil: the main bundle) and decodes it once; nil if missing.
    public func loadImage(named name: String, bundle: Bundle?) -> LoadedImage? {
        guard !name.isEmpty else { return nil }
        let key = (bundle?.bundlePath ?? "") + "\u{0}" + name
        lock.lock()
        if let hit = cache[key] { lock.unlock(); return hit }
        lock.unlock()
        var result: LoadedImage? = nil
        if let (path, scale) = find(name, in: searchDirectories(bundle)) {
            result = Self.loadImage(atPath: path, scale: scale)
        }
        lock.lock()
        cache[key] = .some(result)
        lock.unlock()
        return result
    }

    /// Decodes the image file at `path` (png, jpg/jpeg, svg; other formats gdk-pixbuf reads).
    public static func loadImage(atPath path: String, scale: CGFloat = 1) -> LoadedImage? {
        let ext = (path as NSString).pathExtension.lowercased()
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let image: CairoImage?
        switch ext {
        case "png": image = CairoImage(pngPath: path) ?? CairoImage(pixbufPath: path)
        case "svg": image = CairoImage(svgPath: path)
        default: image = CairoImage(pixbufPath: path)
        }
        guard let image else { return nil }
        return LoadedImage(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: scale, handle: image)
    }

    /// Decodes image data in any format gdk-pixbuf or librsvg reads; nil when it is not an image.
    public func decodeImage(data: Data, scale: CGFloat) -> LoadedImage? { Self.loadImage(data: data, scale: scale) }

    /// Decodes image data in any format gdk-pixbuf or librsvg reads.
    public static func loadImage(data: Data, scale: CGFloat = 1) -> LoadedImage? {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-image-\(UUID().uuidString)")
        let isSVG = data.prefix(512).range(of: Data("<svg".utf8)) != nil
        let path = tmp.path + (isSVG ? ".svg" : ".img")
        guard FileManager.default.createFile(atPath: path, contents: data) else { return nil }
        defer { try? FileManager.default.removeItem(atPath: path) }
        return loadImage(atPath: path, scale: scale)
    }

    /// Wraps a Cairo image surface (the loaded image takes a reference).
    public static func loadedImage(surface: OpaquePointer, scale: CGFloat = 1) -> LoadedImage {
        let image = CairoImage(surface: cairo_surface_reference(surface))
        return LoadedImage(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight,
                           scale: scale.isFinite && scale > 0 ? scale : 1, handle: image)
    }

    // MARK: Lookup

    func searchDirectories(_ bundle: Bundle?) -> [String] {
        var roots: [String] = []
        if let bundle {
            if let r = bundle.resourcePath { roots.append(r) }
            roots.append(bundle.bundlePath)
        } else {
            if let r = Bundle.main.resourcePath { roots.append(r) }
            roots.append(Bundle.main.bundlePath)
            let fm = FileManager.default
            var exeDirs: [String] = []
            if let exe = Bundle.main.executableURL?.deletingLastPathComponent().path { exeDirs.append(exe) }
            let argv0 = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
            if let argv0, !exeDirs.contains(argv0) { exeDirs.append(argv0) }
            for dir in exeDirs {
                roots.append(dir)
                for entry in (try? fm.contentsOfDirectory(atPath: dir))?.sorted() ?? []
                where entry.hasSuffix(".resources") || entry.hasSuffix(".bundle") {
                    let b = dir + "/" + entry
                    roots.append(b)
                    // One level within: Contents/Resources of a macOS-style bundle, or any folder.
                    for sub in (try? fm.contentsOfDirectory(atPath: b))?.sorted() ?? [] {
                        var isDir: ObjCBool = false
                        if fm.fileExists(atPath: b + "/" + sub, isDirectory: &isDir), isDir.boolValue { roots.append(b + "/" + sub) }
                    }
                }
            }
        }
        var seen = Set<String>()
        return roots.filter { seen.insert($0).inserted }
    }

    /// The best file for `name` in the directories, with its scale.
    func find(_ name: String, in directories: [String]) -> (String, CGFloat)? {
        let fm = FileManager.default
        let given = (name as NSString).pathExtension.lowercased()
        for dir in directories {
            // A name with its extension: that file.
            if Self.extensions.contains(given) {
                let path = dir + "/" + name
                if fm.fileExists(atPath: path) { return (path, Self.scale(ofFile: name)) }
                continue
            }
            for suffix in ["@3x", "@2x", ""] {
                for ext in Self.extensions {
                    let file = name + suffix + "." + ext
                    let path = dir + "/" + file
                    if fm.fileExists(atPath: path) { return (path, Self.scale(ofFile: file)) }
                }
            }
            // Asset catalogs copied as resources: <catalog>.xcassets/<name>.imageset/*.
            for entry in (try? fm.contentsOfDirectory(atPath: dir)) ?? [] where entry.hasSuffix(".xcassets") {
                let set = dir + "/" + entry + "/" + name + ".imageset"
                let files = ((try? fm.contentsOfDirectory(atPath: set)) ?? [])
                    .filter { Self.extensions.contains(($0 as NSString).pathExtension.lowercased()) }
                if let best = files.max(by: { Self.scale(ofFile: $0) < Self.scale(ofFile: $1) }) {
                    return (set + "/" + best, Self.scale(ofFile: best))
                }
            }
        }
        return nil
    }

    static func scale(ofFile file: String) -> CGFloat {
        let base = (file as NSString).deletingPathExtension
        if base.hasSuffix("@3x") { return 3 }
        if base.hasSuffix("@2x") { return 2 }
        return 1
    }
}

/// A decoded image as the Cairo backend holds it: an image surface, or an SVG document.
final class CairoImage: @unchecked Sendable {
    /// The raster image (ARGB32, or whatever format the PNG decoded to).
    let surface: OpaquePointer?
    /// The vector image.
    let svg: UnsafeMutablePointer<RsvgHandle>?
    /// The SVG document's size in CSS pixels.
    let svgSize: CGSize
    let pixelWidth: Int
    let pixelHeight: Int
    private var svgRaster: OpaquePointer?

    init(surface: OpaquePointer) {
        self.surface = surface
        svg = nil; svgSize = .zero
        pixelWidth = Int(cairo_image_surface_get_width(surface))
        pixelHeight = Int(cairo_image_surface_get_height(surface))
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
    convenience init?(pixbufPath: String) {
        var error: UnsafeMutablePointer<GError>? = nil
        guard let pixbuf = gdk_pixbuf_new_from_file(pixbufPath, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        // Apply the EXIF orientation, as Apple's decoders do.
        let oriented = gdk_pixbuf_apply_embedded_orientation(pixbuf) ?? pixbuf
        defer { if oriented != pixbuf { g_object_unref(UnsafeMutableRawPointer(oriented)) } }
        guard let s = Self.surface(from: oriented) else { return nil }
        self.init(surface: s)
    }

    static func surface(from pixbuf: OpaquePointer) -> OpaquePointer? {
        let w = Int(gdk_pixbuf_get_width(pixbuf)), h = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        let srcStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard w > 0, h > 0, channels >= 3, gdk_pixbuf_get_bits_per_sample(pixbuf) == 8,
              let src = gdk_pixbuf_get_pixels(pixbuf) else { return nil }
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

    init?(svgPath: String) {
        var error: UnsafeMutablePointer<GError>? = nil
        guard let handle = rsvg_handle_new_from_file(svgPath, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        var w: Double = 0, h: Double = 0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h) == 0 || !(w > 0 && h > 0) {
            // No absolute width and height: use the viewBox.
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            if hasViewBox != 0, viewBox.width > 0, viewBox.height > 0 { w = viewBox.width; h = viewBox.height }
            else { w = 100; h = 100 }
        }
        svg = handle
        surface = nil
        svgSize = CGSize(width: w, height: h)
        pixelWidth = max(1, Int(w.rounded(.up)))
        pixelHeight = max(1, Int(h.rounded(.up)))
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
        if let svgRaster { cairo_surface_destroy(svgRaster) }
        if let svg { g_object_unref(UnsafeMutableRawPointer(svg)) }
    }

    /// Draws the SVG document stretched into `rect` (user space of `cr`).
    func renderSVG(into cr: OpaquePointer, rect: CGRect) {
        guard let svg else { return }
        guard rect.width > 0, rect.height > 0, svgSize.width > 0, svgSize.height > 0 else { return }
        // Stretch like a resizable raster image rather than letterboxing.
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / svgSize.width, rect.height / svgSize.height)
        var viewport = RsvgRectangle(x: 0, y: 0, width: svgSize.width, height: svgSize.height)
        var error: UnsafeMutablePointer<GError>? = nil
        _ = rsvg_handle_render_document(svg, cr, &viewport, &error)
        if let error { g_error_free(error) }
        cairo_restore(cr)
    }

    /// The raster form: the image surface, or the SVG rendered once at 2x.
    var rasterSurface: OpaquePointer? {
        if let surface { return surface }
        if let svgRaster { return svgRaster }
        guard svg != nil else { return nil }
        let w = pixelWidth * 2, h = pixelHeight * 2
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        let cr = cairo_create(s)!
        renderSVG(into: cr, rect: CGRect(x: 0, y: 0, width: w, height: h))
        cairo_destroy(cr)
        cairo_surface_flush(s)
        svgRaster = s
        return s
    }

    /// Width and height of `rasterSurface`, in pixels.
    var rasterSize: (Int, Int) {
        guard let s = rasterSurface else { return (0, 0) }
        return (Int(cairo_image_surface_get_width(s)), Int(cairo_image_surface_get_height(s)))
    }
}
