import Foundation

/// Decodes image files and data. The Cairo backend provides the real one; `NamedImages` finds the files.
@_spi(Backend) public protocol ImageLoader: AnyObject, Sendable {
    /// Decodes the image file at `path` (PNG, JPEG, SVG, PDF) at a scale in pixels per point; nil, after one
    /// warning naming the file and why, when it cannot (not an image, corrupt, too large). A vector that does
    /// not preserve its vector representation is drawn from pixels at its own size when drawn at another.
    func decodeImage(atPath path: String, scale: CGFloat, preservesVector: Bool) -> LoadedImage?
    /// Decodes image data (PNG, JPEG, SVG and what else the backend reads) at a scale in pixels per point; nil when
    /// the data is not an image. Called off the main thread.
    func decodeImage(data: Data, scale: CGFloat) -> LoadedImage?
}

extension ImageLoader {
    /// A loader that only decodes files decodes no data.
    public func decodeImage(data: Data, scale: CGFloat) -> LoadedImage? { nil }
}
