import Foundation

/// One thing a user does to a hosted tree, at a point in points (possibly outside the canvas).
enum FuzzInput: Codable, Hashable, Sendable {
    case tap(x: Double, y: Double)
    case drag(fromX: Double, fromY: Double, toX: Double, toY: Double)
    case scroll(dx: Double, dy: Double, x: Double, y: Double)
    case advance(seconds: Double)

    /// How the input reads in a printed program's comment.
    var summary: String {
        let n = FuzzTree.number
        switch self {
        case .tap(let x, let y): return "tap at (\(n(x)), \(n(y)))"
        case .drag(let a, let b, let c, let d): return "drag (\(n(a)), \(n(b))) -> (\(n(c)), \(n(d)))"
        case .scroll(let dx, let dy, let x, let y): return "scroll by (\(n(dx)), \(n(dy))) at (\(n(x)), \(n(y)))"
        case .advance(let s): return "advance \(n(s)) s"
        }
    }
}
