import Foundation

// MARK: Geometry along and across

extension LazyStackNode {
    var vertical: Bool { spec.axis == .vertical }
    func main(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
    func cross(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }
    func size(main m: CGFloat, cross c: CGFloat) -> CGSize { vertical ? CGSize(width: c, height: m) : CGSize(width: m, height: c) }
    private func proposal(main m: CGFloat?, cross c: CGFloat?) -> ProposedViewSize {
        vertical ? ProposedViewSize(width: c, height: m) : ProposedViewSize(width: m, height: c)
    }

    /// The tracks across for a length across (a stack has one, the whole length).
    func tracks(for crossLength: CGFloat?) -> [GridTrack] {
        if let c = trackCache, c.cross == crossLength { return c.tracks }
        let tracks: [GridTrack]
        if let items = spec.tracks {
            tracks = items.isEmpty ? [] : GridTrack.resolve(items, in: crossLength)
        } else {
            tracks = [GridTrack(offset: 0, length: crossLength ?? 0, alignment: nil)]
        }
        trackCache = (crossLength, tracks)
        return tracks
    }

    /// How many cells a line holds, for the length across of the latest placement or sizing.
    var perLine: Int { max(1, tracks(for: measuredCross).count) }

    var lineCount: Int {
        let n = elements.count, k = perLine
        return n / k + (n % k == 0 ? 0 : 1)
    }

    var gap: CGFloat { spec.lineGap }

    /// The estimated length of a line not made: the mean of those measured.
    var estimate: CGFloat { measuredLines > 0 ? measuredLength / CGFloat(measuredLines) : 0 }

    /// What a cell is proposed: its track's length across (a stack's width; nil when the stack's is unspecified),
    /// and nothing along, where it takes its ideal length.
    func cellProposal(_ track: GridTrack?, stackCross: CGFloat?) -> ProposedViewSize {
        if spec.tracks == nil { return proposal(main: nil, cross: stackCross) }
        return proposal(main: nil, cross: track?.length)
    }

    /// The views a cell stands for (a ForEach element whose content is several views is several).
    func items(of cell: Cell) -> [ViewNode] {
        var result: [ViewNode] = []
        cell.node.collectLayoutItems(into: &result)
        return result
    }

    /// A cell's size: its views stacked along the axis.
    func cellSize(_ cell: Cell, _ p: ProposedViewSize) -> CGSize {
        let views = items(of: cell)
        var m: CGFloat = 0, c: CGFloat = 0
        for (i, v) in views.enumerated() {
            let s = v.sizeThatFits(p)
            m += main(s) + (i > 0 ? gap : 0)
            c = max(c, cross(s))
        }
        return size(main: m, cross: c)
    }

    /// A line's length along the axis: its longest cell.
    func length(of line: [Cell], crossLength: CGFloat?) -> CGFloat {
        let t = tracks(for: crossLength)
        var m: CGFloat = 0
        for (i, cell) in line.enumerated() {
            m = max(m, main(cellSize(cell, cellProposal(i < t.count ? t[i] : nil, stackCross: crossLength))))
        }
        return m
    }

    /// The lengths of the live lines, in order.
    func liveLengths(_ crossLength: CGFloat?) -> [CGFloat] { lines.map { length(of: $0, crossLength: crossLength) } }

    /// The container's length along the axis: the lines before the live ones as placed, the live ones as
    /// measured, those after at the estimate.
    func totalLength(_ lengths: [CGFloat]) -> CGFloat {
        let n = lineCount
        guard n > 0 else { return 0 }
        let step = estimate + gap
        if lines.isEmpty { return CGFloat(n) * step - gap }
        let live = lengths.reduce(0, +) + CGFloat(lengths.count - 1) * gap
        let after = n - firstLine - lines.count
        return firstLineOffset + live + (after > 0 ? CGFloat(after) * step : 0)
    }
}
