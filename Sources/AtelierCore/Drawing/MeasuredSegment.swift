import Foundation

/// A segment with a table of arc lengths at equal parameter steps, to turn a length along it into a parameter.
struct MeasuredSegment {
    var segment: Path.Segment
    var lengths: [CGFloat]
    var length: CGFloat { lengths.last ?? 0 }

    init(_ segment: Path.Segment) {
        self.segment = segment
        let n: Int
        if case .line = segment { n = 1 } else { n = max(16, segment.stepCount(tolerance: 0.01)) }
        var lengths: [CGFloat] = [0]
        var previous = segment.start
        var sum: CGFloat = 0
        for i in 1...n {
            let p = i == n ? segment.end : segment.point(at: CGFloat(i) / CGFloat(n))
            sum += ((p.x - previous.x) * (p.x - previous.x) + (p.y - previous.y) * (p.y - previous.y)).squareRoot()
            lengths.append(sum)
            previous = p
        }
        self.lengths = lengths
    }

    func parameter(atLength s: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        if s <= 0 { return 0 }
        if s >= length { return 1 }
        var lo = 0, hi = lengths.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if lengths[mid] < s { lo = mid } else { hi = mid }
        }
        let span = lengths[hi] - lengths[lo]
        let frac = span > 0 ? (s - lengths[lo]) / span : 0
        return (CGFloat(lo) + frac) / CGFloat(lengths.count - 1)
    }
}
