import Foundation

extension CGRect {
    /// `(x, y, w x h)` with short numbers, for failure details.
    var compact: String {
        let n = { (v: CGFloat) in FuzzTree.number(Double(v)) }
        return "(\(n(minX)), \(n(minY)), \(n(width))x\(n(height)))"
    }
}
