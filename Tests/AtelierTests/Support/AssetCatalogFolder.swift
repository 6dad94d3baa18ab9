import Foundation
import CCairo
import CRsvg
import Atelier
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo

/// A bundle folder in the temporary directory with an asset catalog in it, written as Xcode writes one, for tests
/// of image and colour sets. `catalogPath` places the catalog: `Assets.xcassets` at the top, as SwiftPM's
/// `.process` and `.copy("Assets.xcassets")` leave it, or `Resources/Assets.xcassets`, as `.copy("Resources")` does.
struct AssetCatalogFolder {
    let root: URL
    let catalog: URL

    init(catalogPath: String = "Assets.xcassets") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-catalog-\(UUID().uuidString)")
        catalog = root.appendingPathComponent(catalogPath)
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try Data(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#.utf8).write(to: catalog.appendingPathComponent("Contents.json"))
    }

    var bundle: Bundle { Bundle(path: root.path)! }

    /// Writes `path` (`Name.imageset`, `Group/Name.colorset`) with its Contents.json and files.
    @discardableResult
    func set(_ path: String, json: String?, files: [String: Data] = [:]) throws -> URL {
        let dir = catalog.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        if let json { try Data(json.utf8).write(to: dir.appendingPathComponent("Contents.json")) }
        for (name, data) in files { try data.write(to: dir.appendingPathComponent(name)) }
        return dir
    }

    /// An image set's Contents.json: `(file, scale or nil, appearances)` entries and the set's properties.
    static func imageSetJSON(_ images: [(file: String, scale: String?, appearances: String?)], properties: String? = nil) -> String {
        let entries = images.map { image in
            var fields = [#""filename" : "\#(image.file)""#, #""idiom" : "universal""#]
            if let scale = image.scale { fields.append(#""scale" : "\#(scale)""#) }
            if let appearances = image.appearances { fields.append(#""appearances" : \#(appearances)"#) }
            return "{ " + fields.joined(separator: ", ") + " }"
        }
        var json = #"{ "images" : [ "# + entries.joined(separator: ", ") + #" ], "info" : { "author" : "xcode", "version" : 1 }"#
        if let properties { json += #", "properties" : \#(properties)"# }
        return json + " }"
    }

    /// The appearances of a dark image, a high-contrast one, and a dark high-contrast one.
    static let dark = #"[ { "appearance" : "luminosity", "value" : "dark" } ]"#
    static let highContrast = #"[ { "appearance" : "contrast", "value" : "high" } ]"#
    static let darkHighContrast = #"[ { "appearance" : "luminosity", "value" : "dark" }, { "appearance" : "contrast", "value" : "high" } ]"#

    // MARK: Image files

    /// A PNG of `width` x `height` pixels: `color` on the left `filled` fraction, transparent on the right.
    @MainActor static func png(_ width: Int, _ height: Int, _ color: RGBAColor, filled: CGFloat = 1) -> Data {
        let surface = RasterSurface(pixelWidth: width, pixelHeight: height)
        surface.clear(.clear)
        surface.draw(DisplayList([.fill(Path(CGRect(x: 0, y: 0, width: CGFloat(width) * filled, height: CGFloat(height))),
                                        .color(color), FillStyle())]))
        return surface.pngData()!
    }

    /// A JPEG of one colour, through gdk-pixbuf.
    static func jpeg(_ width: Int, _ height: Int, rgba: UInt32) -> Data {
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height))!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, rgba)
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        let ok = gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", nil, nil, &error)
        if let error { g_error_free(error) }
        guard ok != 0, let buffer else { return Data() }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }

    /// An SVG of `width` x `height` CSS pixels whose left half is red.
    static func svg(_ width: Int, _ height: Int) -> Data {
        Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(width)" height="\##(height)"><rect width="\##(width / 2)" height="\##(height)" fill="#ff0000"/></svg>"##.utf8)
    }

    /// A one-page PDF of `width` x `height` points whose left half is red, drawn by Atelier's own PDF output.
    @MainActor static func pdf(_ width: CGFloat, _ height: CGFloat) -> Data {
        ImageRenderer(content: HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: width / 2, height: height)
            Color.clear.frame(width: width / 2, height: height)
        }).pdfData()!
    }

    /// A PNG header for `width` x `height` pixels (valid signature, IHDR and CRCs) followed by a scrap of data:
    /// what a decoder sees first of a huge image.
    static func pngHeader(width: Int, height: Int) -> Data {
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return c ^ 0xFFFF_FFFF
        }
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return be(UInt32(body.count)) + typed + be(crc(typed))
        }
        let ihdr = be(UInt32(width)) + be(UInt32(height)) + [8, 6, 0, 0, 0]  // 8-bit RGBA
        let idat: [UInt8] = [0x78, 0x9C, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", idat) + chunk("IEND", []))
    }
}
