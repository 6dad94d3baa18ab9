import Foundation

/// A long sequence split into runs of consecutive elements, each with the union of its elements'
/// bounds: what lets a long list be culled or hit-tested a run at a time, in order, instead of element by
/// element. Drawing (a node's retained list) and hit testing (a node's children) both use it.
@_spi(Backend) public struct BoundedRuns: Sendable {
    /// One run: the elements' indices and their bounds together.
    public struct Run: Sendable {
        public let elements: Range<Int>
        public let bounds: CGRect
    }

    /// How many elements a run holds.
    public static let length = 32

    /// The runs, in order.
    public let runs: [Run]
    /// The union of every run's bounds.
    public let bounds: CGRect

    /// Splits `count` elements into runs, asking `boundsOf` for each element's bounds once.
    init(count: Int, boundsOf: (Int) -> CGRect) {
        var runs: [Run] = []
        runs.reserveCapacity((count + Self.length - 1) / Self.length)
        var total = CGRect.null
        var start = 0
        while start < count {
            let end = min(start + Self.length, count)
            var run = CGRect.null
            for i in start..<end { run = run.boundsUnion(boundsOf(i)) }
            runs.append(Run(elements: start..<end, bounds: run))
            total = total.boundsUnion(run)
            start = end
        }
        self.runs = runs
        bounds = total
    }
}
