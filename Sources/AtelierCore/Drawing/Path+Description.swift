import Foundation

extension Path: LosslessStringConvertible {
    /// The path in Core Graphics' string form, e.g. "0 0 m 10 0 l h".
    public var description: String {
        func n(_ v: CGFloat) -> String {
            if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
            return "\(Double(v))"
        }
        func pt(_ p: CGPoint) -> String { "\(n(p.x)) \(n(p.y))" }
        return elements.map { e -> String in
            switch e {
            case .move(let p): return "\(pt(p)) m"
            case .line(let p): return "\(pt(p)) l"
            case .quadCurve(let p, let c): return "\(pt(c)) \(pt(p)) q"
            case .curve(let p, let c1, let c2): return "\(pt(c1)) \(pt(c2)) \(pt(p)) c"
            case .closeSubpath: return "h"
            }
        }.joined(separator: " ")
    }

    /// Parses a path from the string form `description` produces; returns nil if it is malformed.
    public init?(_ string: String) {
        self.init()
        var stack: [CGFloat] = []
        for token in string.split(whereSeparator: { $0.isWhitespace }) {
            if let v = Double(token) {
                stack.append(CGFloat(v))
                continue
            }
            let arity: Int
            switch token {
            case "m", "l": arity = 2
            case "q", "re": arity = 4
            case "c": arity = 6
            case "h": arity = 0
            default: return nil
            }
            guard stack.count == arity else { return nil }
            let v = stack
            stack.removeAll()
            switch token {
            case "m": move(to: CGPoint(x: v[0], y: v[1]))
            case "l": addLine(to: CGPoint(x: v[0], y: v[1]))
            case "q": addQuadCurve(to: CGPoint(x: v[2], y: v[3]), control: CGPoint(x: v[0], y: v[1]))
            case "c": addCurve(to: CGPoint(x: v[4], y: v[5]), control1: CGPoint(x: v[0], y: v[1]),
                               control2: CGPoint(x: v[2], y: v[3]))
            case "re": addRect(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
            default: closeSubpath()
            }
        }
        guard stack.isEmpty else { return nil }
    }
}
