import Foundation

extension CGRect {
    /// Whether the rectangle covers an area: positive, finite width and height (only such a frame is hit).
    var hasFiniteArea: Bool { width > 0 && height > 0 && width.isFinite && height.isFinite }
}
