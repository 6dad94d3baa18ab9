import Foundation

/// The cubic Bézier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1), as y over x.
struct UnitBezier {
    var x1: Double, y1: Double, x2: Double, y2: Double

    private func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let m = 1 - s
        return 3 * m * m * s * p1 + 3 * m * s * s * p2 + s * s * s
    }

    private func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let m = 1 - s
        return 3 * m * m * p1 + 6 * m * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The curve parameter whose x is `x` (x is monotonic for control x values in 0...1): Newton, then bisection.
    func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-12 { return s }
            let slope = derivative(s, x1, x2)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<64 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-12 { return s }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// y at `x`, and dy/dx there.
    func valueAndSlope(at x: Double) -> (y: Double, slope: Double) {
        let x = min(max(x, 0), 1)
        let s = parameter(forX: x)
        let y = coordinate(s, y1, y2)
        let dx = derivative(s, x1, x2)
        let slope: Double
        if abs(dx) > 1e-6 {
            slope = derivative(s, y1, y2) / dx
        } else {
            // A flat spot of x(s) (e.g. an end with a control point on it): difference quotient of y(x).
            let h = 1e-6
            let lo = max(0, x - h), hi = min(1, x + h)
            slope = (coordinate(parameter(forX: hi), y1, y2) - coordinate(parameter(forX: lo), y1, y2)) / (hi - lo)
        }
        return (y, slope)
    }
}
