import Foundation

/// Finds and decodes named images. The Cairo backend provides the real one.
@_spi(Backend) public protocol ImageLoader: AnyObject, Sendable {
    /// Finds `name` (png, jpg/jpeg or svg) in `bundle`, or in the main bundle and every resource bundle beside the executable when nil.
    func loadImage(named name: String, bundle: Bundle?) -> LoadedImage?
}
