import Foundation

/// The most pixels a frame is drawn with: a larger window is drawn at a lower resolution and stretched,
/// a larger snapshot is written at a lower scale (a 10000x10000-pixel frame would take 400 MB a buffer).
enum FrameBudget {
    static let maxPixels = 4096 * 4096
    /// Cairo image surfaces and most textures stop at 16384 pixels a side.
    static let maxSide = 16384

    /// The factor, at most 1, that brings a frame of `width` x `height` pixels within the budget.
    static func reduction(width: Int, height: Int, maxSide: Int = maxSide) -> Double {
        guard width > 0, height > 0 else { return 1 }
        var factor = 1.0
        if width * height > maxPixels { factor = (Double(maxPixels) / Double(width * height)).squareRoot() }
        factor = min(factor, Double(maxSide) / Double(width), Double(maxSide) / Double(height))
        return min(1, factor)
    }
}
