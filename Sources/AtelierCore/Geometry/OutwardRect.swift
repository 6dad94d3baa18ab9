import Foundation

/// A rect kept in single precision, rounded outward, so that it always contains the rect it was made from:
/// a bound for culling (a node's hit extent), in half the bytes every node would otherwise spend on it.
/// The null rect stays null; a rect with an infinite or non-finite edge reads back as the infinite rect.
struct OutwardRect: Equatable {
    private var minX: Float, minY: Float, maxX: Float, maxY: Float

    /// The zero rect (computed: a static constant is read through a once-check, and every node starts with it).
    static var zero: OutwardRect { OutwardRect(minX: 0, minY: 0, maxX: 0, maxY: 0) }

    private init(minX: Float, minY: Float, maxX: Float, maxY: Float) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    init(_ rect: CGRect) {
        if rect.isNull {
            minX = .nan; minY = .nan; maxX = .nan; maxY = .nan
            return
        }
        if rect.isInfinite {
            minX = -.infinity; minY = -.infinity; maxX = .infinity; maxY = .infinity
            return
        }
        minX = Self.down(rect.minX); minY = Self.down(rect.minY)
        maxX = Self.up(rect.maxX); maxY = Self.up(rect.maxY)
    }

    /// The rect, at least as large as the one stored.
    var rect: CGRect {
        if minX.isNaN && maxX.isNaN { return .null }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .infinite }
        return CGRect(x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(maxX) - CGFloat(minX), height: CGFloat(maxY) - CGFloat(minY))
    }

    /// The largest float not above `value` (a NaN edge makes the rect infinite).
    private static func down(_ value: CGFloat) -> Float {
        guard !value.isNaN else { return -.infinity }
        let f = Float(value)
        return CGFloat(f) > value ? f.nextDown : f
    }

    /// The smallest float not below `value`.
    private static func up(_ value: CGFloat) -> Float {
        guard !value.isNaN else { return .infinity }
        let f = Float(value)
        return CGFloat(f) < value ? f.nextUp : f
    }
}
