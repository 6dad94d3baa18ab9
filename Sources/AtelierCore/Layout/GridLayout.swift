import Foundation

/// A grid as a `Layout`: what Grid lays its rows out with, and what `AnyLayout(GridLayout())` uses.
/// Its subviews are GridRows' cells and views outside any row, each such view a row across every column.
public struct GridLayout: Layout {
    /// How cells sit in their space when no row, column or cell says otherwise; `.center` by default.
    public var alignment: Alignment
    /// The gap between columns, in points; nil for the default.
    public var horizontalSpacing: CGFloat?
    /// The gap between rows, in points; nil for the default.
    public var verticalSpacing: CGFloat?

    /// Creates a grid layout with SwiftUI's defaults: cells centred, default spacing.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The grid's rows and columns, and the track sizes of its latest proposals.
    public struct Cache {
        let structure: GridStructure
        /// A few proposals' sizings: a container asks for several, and placement for one of them again.
        fileprivate var sizings: [(proposal: ProposedViewSize, sizing: GridSizing)] = []
    }

    /// Finds the rows and columns the subviews make.
    public func makeCache(subviews: Subviews) -> Cache { MainThreadLayout.run { Cache(structure: GridStructure(subviews)) } }

    /// The columns' widths and the rows' heights with the spacing between them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        nonisolated(unsafe) var kept = cache
        defer { cache = kept }
        return MainThreadLayout.run { sizing(proposal, subviews, &kept).size }
    }

    /// Places each cell in its row and columns, aligned by its anchor, else its column's and its row's guides.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        nonisolated(unsafe) var kept = cache
        defer { cache = kept }
        MainThreadLayout.run {
            let s = kept.structure
            guard !s.cells.isEmpty else { return }
            let sizing = self.sizing(proposal, subviews, &kept)
            let columnX = sizing.columnOffsets, rowY = sizing.rowOffsets
            let columnGuides = s.columnAlignments.map { ($0 ?? alignment.horizontal).key }
            let rowGuides = s.rowAlignments.map { ($0 ?? alignment.vertical).key }
            let nodes = subviews.nodes

            // Each cell is offered its space; then the cells sizing a column (or row) line up on its guide.
            var offers: [ProposedViewSize] = [], sizes: [CGSize] = []
            for cell in s.cells {
                let offer = ProposedViewSize(width: sizing.width(column: cell.column, span: cell.span), height: sizing.heights[cell.row])
                offers.append(offer)
                sizes.append(nodes[cell.index].sizeThatFits(offer))
            }
            let columnExtents = (0..<s.columnCount).map { c in
                GridSizing.reach(s.cellsSizingColumn[c].map { (nodes[s.cells[$0].index], sizes[$0]) }, along: .horizontal, guide: columnGuides[c])
            }
            let rowExtents = (0..<s.rowCount).map { r in
                GridSizing.reach(s.cellsOfRow[r].filter { s.cells[$0].sizesRow }.map { (nodes[s.cells[$0].index], sizes[$0]) },
                           along: .vertical, guide: rowGuides[r])
            }

            for (k, cell) in s.cells.enumerated() {
                let node = nodes[cell.index], size = sizes[k]
                let space = CGRect(x: bounds.minX + columnX[cell.column], y: bounds.minY + rowY[cell.row],
                                   width: offers[k].width ?? 0, height: offers[k].height ?? 0)
                var origin: CGPoint
                if let anchor = cell.anchor {
                    origin = CGPoint(x: space.minX + anchor.x * (space.width - size.width), y: space.minY + anchor.y * (space.height - size.height))
                } else {
                    let hGuide = columnGuides[cell.column], vGuide = rowGuides[cell.row]
                    let hValue = node.alignmentValue(hGuide, in: size), vValue = node.alignmentValue(vGuide, in: size)
                    // A cell that sizes its column lines up with the column's others; any other sits alone in its space.
                    let h: (before: CGFloat, after: CGFloat) = cell.sizesColumn ? columnExtents[cell.column] : (hValue, size.width - hValue)
                    let v: (before: CGFloat, after: CGFloat) = cell.sizesRow ? rowExtents[cell.row] : (vValue, size.height - vValue)
                    origin = CGPoint(x: space.minX + Self.offset(hGuide, extra: space.width - h.before - h.after) + h.before - hValue,
                                     y: space.minY + Self.offset(vGuide, extra: space.height - v.before - v.after) + v.before - vValue)
                }
                subviews[cell.index].place(at: origin, anchor: .topLeading, proposal: offers[k])
            }
    
        }
    }

    /// The sizing for a proposal, kept in the cache.
    @MainActor private func sizing(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> GridSizing {
        if let kept = cache.sizings.first(where: { $0.proposal == proposal }) { return kept.sizing }
        let made = GridSizing(proposal, structure: cache.structure, subviews: subviews, alignment: alignment,
                              horizontalSpacing: Self.spacing(horizontalSpacing, "horizontalSpacing"),
                              verticalSpacing: Self.spacing(verticalSpacing, "verticalSpacing"))
        if cache.sizings.count >= 4 { cache.sizings.removeFirst() }
        cache.sizings.append((proposal, made))
        return made
    }

    /// A spacing as laid out: nil is the default; NaN, infinite and negative spacings are 0, with a warning.
    private static func spacing(_ value: CGFloat?, _ name: String) -> CGFloat {
        guard let value else { return ViewSpacing.standard }
        guard value.isFinite, value >= 0 else {
            Diagnostics.warn("a Grid's \(name) of \(value) is treated as 0 (spacing must be finite and not negative)",
                             key: "grid-spacing-\(name)")
            return 0
        }
        return value
    }

    /// Where aligned content sits in a space `extra` points larger than it: the guide's default for that size.
    private static func offset(_ guide: AlignmentKey, extra: CGFloat) -> CGFloat {
        guard extra.isFinite else { return 0 }
        return guide.defaultValue(ViewDimensions(size: CGSize(width: extra, height: extra)) { _ in nil })
    }
}
