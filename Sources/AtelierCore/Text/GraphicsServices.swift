import Foundation

/// The services a backend installs before any view is laid out.
@_spi(Backend) public enum GraphicsServices {
    nonisolated(unsafe) public static var textEngine: TextEngine = EstimatingTextEngine()
    nonisolated(unsafe) public static var imageLoader: ImageLoader? = nil
}
