import Foundation

/// A decoded image, in the backend's own form.
@_spi(Backend) public final class LoadedImage: @unchecked Sendable {
    /// Size in pixels.
    public let pixelWidth: Int
    /// Height in pixels.
    public let pixelHeight: Int
    /// Pixels per point (2 for a name@2x file).
    public let scale: CGFloat
    /// The backend's own object (for Cairo: the image surface), or nil for vector data the backend renders on demand.
    public let handle: AnyObject?
    /// Whether a vector image stays a vector when drawn at another size than its own (an asset catalog's
    /// `preserves-vector-representation`); when false it is drawn from pixels at its own size, as Xcode's
    /// compiled catalogs do. Raster images ignore it.
    public let preservesVectorRepresentation: Bool
    /// Wraps a decoded image of the given pixel size and pixel-per-point scale; the backend keeps its own object in `handle`.
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, handle: AnyObject?, preservesVectorRepresentation: Bool = true) {
        self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.scale = scale; self.handle = handle
        self.preservesVectorRepresentation = preservesVectorRepresentation
    }
    /// Size in points.
    public var size: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }
}
