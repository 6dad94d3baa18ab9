import Foundation

/// How a backend samples an image drawn at another size than its own: `Image.Interpolation` as the
/// display list carries it.
@_spi(Backend) public enum ImageInterpolation: Hashable, Sendable {
    /// Nearest neighbour.
    case none
    /// Low quality.
    case low
    /// Medium quality.
    case medium
    /// High quality.
    case high
}
