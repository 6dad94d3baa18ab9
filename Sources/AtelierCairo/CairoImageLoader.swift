import Foundation
import CCairo
@_spi(Backend) import AtelierCore

/// Decodes images: PNG through Cairo, JPEG (and what else gdk-pixbuf reads) through gdk-pixbuf, SVG through
/// librsvg, PDF (the first page) through poppler. The core's `NamedImages` finds the file for a name.
///
/// SVG and PDF images stay vectors: they are drawn at draw time, at whatever scale the target has (sharp on
/// screen, vector in PDF and SVG output). When one that does not preserve its vector representation (an asset
/// catalog's default) is drawn at another size than its own, it is drawn from pixels at its own size, as
/// Xcode's compiled catalogs do. A tiled paint (`ImagePaint`) rasterizes a vector once, at 2x.
///
/// Raster files larger than 16384 pixels on a side or 64 megapixels are refused from their header, before
/// anything is allocated. Each file that cannot be decoded gives one warning naming it and why. The decoders'
/// libraries are loaded on first use; one that is not installed gives one warning, and its images are not drawn.
@_spi(Backend) public final class CairoImageLoader: ImageLoader, @unchecked Sendable {
    /// Creates a loader.
    public init() {}

    /// Decodes the file at `path` at `scale` pixels per point; nil, with one warning, when it cannot.
    public func decodeImage(atPath path: String, scale: CGFloat, preservesVector: Bool) -> LoadedImage? {
        switch CairoImage.decode(path: path) {
        case .success(let image):
            return Self.loadedImage(image, scale: scale, preservesVector: preservesVector)
        case .failure(.tooLarge(let w, let h)):
            Diagnostics.warn("the image file at \(path) is \(w)x\(h) pixels, more than Atelier decodes (at most "
                             + "\(CairoImage.maximumSide) on a side and \(CairoImage.maximumPixelCount / (1024 * 1024)) megapixels); it is not drawn",
                             key: "image-too-large:\(path)")
        case .failure(.unreadable(let why)):
            Diagnostics.warn("the image file at \(path) could not be decoded (\(why)); it is not drawn", key: "image-undecodable:\(path)")
        case .failure(.libraryMissing):
            break  // The one warning naming the library and its package has been given; the image is missing.
        }
        return nil
    }

    /// Decodes the image file at `path` (png, jpg/jpeg, svg, pdf; other formats gdk-pixbuf reads); nil, without a
    /// warning, when it cannot.
    public static func loadImage(atPath path: String, scale: CGFloat = 1) -> LoadedImage? {
        guard case .success(let image) = CairoImage.decode(path: path) else { return nil }
        return loadedImage(image, scale: scale, preservesVector: true)
    }

    private static func loadedImage(_ image: CairoImage, scale: CGFloat, preservesVector: Bool) -> LoadedImage {
        LoadedImage(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: scale.isFinite && scale > 0 ? scale : 1,
                    handle: image, preservesVectorRepresentation: preservesVector)
    }

    /// Decodes image data in any format gdk-pixbuf, librsvg or poppler reads; nil when it is not an image.
    public func decodeImage(data: Data, scale: CGFloat) -> LoadedImage? { Self.loadImage(data: data, scale: scale) }

    /// Decodes image data in any format gdk-pixbuf, librsvg or poppler reads.
    public static func loadImage(data: Data, scale: CGFloat = 1) -> LoadedImage? {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-image-\(UUID().uuidString)")
        let isSVG = data.prefix(512).range(of: Data("<svg".utf8)) != nil
        let isPDF = data.starts(with: Data("%PDF".utf8))
        let path = tmp.path + (isSVG ? ".svg" : isPDF ? ".pdf" : ".img")
        guard FileManager.default.createFile(atPath: path, contents: data) else { return nil }
        defer { try? FileManager.default.removeItem(atPath: path) }
        return loadImage(atPath: path, scale: scale)
    }

    /// Wraps a Cairo image surface (the loaded image takes a reference).
    public static func loadedImage(surface: OpaquePointer, scale: CGFloat = 1) -> LoadedImage {
        loadedImage(CairoImage(surface: cairo_surface_reference(surface)), scale: scale, preservesVector: true)
    }
}
