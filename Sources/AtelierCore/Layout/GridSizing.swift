import Foundation

/// The column widths and row heights a Grid's cells give for one proposal.
///
/// Columns share the proposed width as a stack's children share its length, each column a child whose size
/// for an offer is the widest of its one-column cells at that offer (aligned on the column's guide): the
/// least flexible columns are offered an equal share of what is left first. Then each cell spanning several
/// columns, offered its columns and what no column took, widens them equally by what they lack: so a Divider
/// outside any row takes the width the grid is offered, and one unsized across takes what the others leave.
/// Rows share the height the same way, given the widths. An unspecified proposal asks every cell for its
/// ideal size.
@MainActor struct GridSizing {
    private(set) var widths: [CGFloat]
    private(set) var heights: [CGFloat]
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    init(_ proposal: ProposedViewSize, structure s: GridStructure, subviews: LayoutSubviews, alignment: Alignment,
         horizontalSpacing: CGFloat, verticalSpacing: CGFloat) {
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        let cells = s.cells
        let nodes = subviews.nodes
        let columnGuides = s.columnAlignments.map { ($0 ?? alignment.horizontal).key }
        let rowGuides = s.rowAlignments.map { ($0 ?? alignment.vertical).key }

        // Columns.
        let columnSpace = proposal.width.map { $0 - horizontalSpacing * CGFloat(max(0, s.columnCount - 1)) }
        var widths = Self.share(columnSpace, count: s.columnCount, sized: s.cellsSizingColumn.map { !$0.isEmpty }) { c, offer in
            Self.extent(of: s.cellsSizingColumn[c].map { k -> (ViewNode, CGSize) in
                let node = nodes[cells[k].index]
                return (node, node.sizeThatFits(ProposedViewSize(width: offer, height: nil)))
            }, along: .horizontal, guide: columnGuides[c])
        }
        let bySpan = s.spanningCells.sorted { cells[$0].span < cells[$1].span }
        for k in bySpan {
            let cell = cells[k]
            let columns = cell.column..<min(cell.column + cell.span, s.columnCount)
            guard !columns.isEmpty else { continue }
            let spanned = Self.length(widths[columns], spacing: horizontalSpacing)
            let offer: CGFloat? = columnSpace.map { space in
                space.isFinite ? spanned + max(0, space - widths.reduce(0, +)) : space
            }
            let wanted = nodes[cell.index].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            guard wanted > spanned else { continue }
            if !wanted.isFinite { widths[columns.upperBound - 1] = .infinity; continue }
            let more = (wanted - spanned) / CGFloat(columns.count)
            for c in columns { widths[c] += more }
        }
        self.widths = widths

        // Rows, given the widths.
        let rowSpace = proposal.height.map { $0 - verticalSpacing * CGFloat(max(0, s.rowCount - 1)) }
        let cellWidths = cells.map { cell in
            Self.length(widths[cell.column..<min(cell.column + cell.span, s.columnCount)], spacing: horizontalSpacing)
        }
        let sizingRows = s.cellsOfRow.map { $0.filter { cells[$0].sizesRow } }
        heights = Self.share(rowSpace, count: s.rowCount, sized: sizingRows.map { !$0.isEmpty }) { r, offer in
            Self.extent(of: sizingRows[r].map { k -> (ViewNode, CGSize) in
                let node = nodes[cells[k].index]
                return (node, node.sizeThatFits(ProposedViewSize(width: cellWidths[k], height: offer)))
            }, along: .vertical, guide: rowGuides[r])
        }
    }

    /// The grid's size.
    var size: CGSize {
        CGSize(width: Self.length(widths[...], spacing: horizontalSpacing), height: Self.length(heights[...], spacing: verticalSpacing))
    }

    /// Where each column starts, from the grid's leading edge.
    var columnOffsets: [CGFloat] { Self.offsets(widths, spacing: horizontalSpacing) }
    /// Where each row starts, from the grid's top.
    var rowOffsets: [CGFloat] { Self.offsets(heights, spacing: verticalSpacing) }

    /// The width of `span` columns from `column`, with the spacing between them.
    func width(column: Int, span: Int) -> CGFloat {
        Self.length(widths[column..<min(column + span, widths.count)], spacing: horizontalSpacing)
    }

    /// The lengths of tracks laid end to end with spacing between them.
    static func length(_ tracks: ArraySlice<CGFloat>, spacing: CGFloat) -> CGFloat {
        guard !tracks.isEmpty else { return 0 }
        return tracks.reduce(0, +) + spacing * CGFloat(tracks.count - 1)
    }

    private static func offsets(_ lengths: [CGFloat], spacing: CGFloat) -> [CGFloat] {
        var result: [CGFloat] = []
        result.reserveCapacity(lengths.count)
        var position: CGFloat = 0
        for length in lengths {
            result.append(position)
            position += length + spacing
        }
        return result
    }

    /// How far cells aligned on one guide reach before and after it, together: the length of their track.
    static func extent(of cells: [(ViewNode, CGSize)], along axis: Axis, guide: AlignmentKey) -> CGFloat {
        for (_, size) in cells where !(axis == .horizontal ? size.width : size.height).isFinite { return .infinity }
        let r = reach(cells, along: axis, guide: guide)
        return r.before + r.after
    }

    /// How far cells aligned on one guide reach before and after it.
    static func reach(_ cells: [(ViewNode, CGSize)], along axis: Axis, guide: AlignmentKey) -> (before: CGFloat, after: CGFloat) {
        var before: CGFloat = 0, after: CGFloat = 0
        for (node, size) in cells {
            let value = node.alignmentValue(guide, in: size)
            before = max(before, value)
            after = max(after, (axis == .horizontal ? size.width : size.height) - value)
        }
        return (before, after)
    }

    /// The lengths of `count` tracks sharing `space` as a stack's children share its length: nil or infinite
    /// space offers each track that; otherwise the least flexible track (the difference between its length
    /// for all and for nothing) is offered an equal share of what is left first. Tracks no cell sizes take 0.
    private static func share(_ space: CGFloat?, count: Int, sized: [Bool], extent: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        var lengths = [CGFloat](repeating: 0, count: count)
        guard let space, space.isFinite else {
            for i in 0..<count where sized[i] { lengths[i] = extent(i, space) }
            return lengths
        }
        guard space > 0 else {
            for i in 0..<count where sized[i] { lengths[i] = extent(i, 0) }
            return lengths
        }
        var order: [(index: Int, flexibility: CGFloat)] = []
        for i in 0..<count where sized[i] {
            let flexibility = extent(i, .infinity) - extent(i, 0)
            order.append((i, flexibility.isNaN ? .infinity : flexibility))
        }
        // Stable: equally flexible tracks keep their order.
        order = order.enumerated().sorted { a, b in
            a.element.flexibility != b.element.flexibility ? a.element.flexibility < b.element.flexibility : a.offset < b.offset
        }.map(\.element)
        var remaining = space
        var left = order.count
        for (i, _) in order {
            let length = extent(i, max(0, remaining / CGFloat(left)))
            lengths[i] = length
            remaining -= length
            left -= 1
        }
        return lengths
    }
}
