import Foundation

/// Finds and decodes named images. The Cairo backend provides the real one.
@_spi(Backend) public protocol ImageLoader: AnyObject, Sendable {
    /// Finds `name` (png, jpg/jpeg or svg) in `bundle`, or in the main bundle and every resource bundle beside the executable when nil.
    func loadImage(named name: String, bundle: Bundle?) -> LoadedImage?
    /// Decodes image data (PNG, JPEG, SVG and what else the backend reads) at a scale in pixels per point; nil when
    /// the data is not an image. Called off the main thread.
    func decodeImage(data: Data, scale: CGFloat) -> LoadedImage?
}

extension ImageLoader {
    /// A loader that only finds named images decodes no data.
    public func decodeImage(data: Data, scale: CGFloat) -> LoadedImage? { nil }
}
