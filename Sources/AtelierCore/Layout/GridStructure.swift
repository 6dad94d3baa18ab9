import Foundation

/// The rows and columns a Grid's subviews make: consecutive cells of one GridRow form a row, one cell to a
/// column (or as many as it spans); a view outside any row is a row of its own across every column.
/// Made once per change of the subviews and kept in the layout's cache.
@MainActor struct GridStructure {
    /// One cell: the subview it is, where it sits, and what it asked of the grid.
    struct Cell {
        let index: Int
        let row: Int
        let column: Int
        var span: Int
        let unsizedAxes: Axis.Set
        let anchor: UnitPoint?
        /// Whether the cell sizes its column (and is aligned with the column's other cells).
        var sizesColumn: Bool { span == 1 && !unsizedAxes.contains(.horizontal) }
        /// Whether the cell sizes its row (and is aligned with the row's other cells).
        var sizesRow: Bool { !unsizedAxes.contains(.vertical) }
    }

    private(set) var cells: [Cell] = []
    private(set) var rowCount = 0
    private(set) var columnCount = 0
    /// Each row's own vertical alignment (its GridRow's), or nil for the grid's.
    private(set) var rowAlignments: [VerticalAlignment?] = []
    /// Each column's horizontal alignment (the first `gridColumnAlignment` among its cells), or nil for the grid's.
    private(set) var columnAlignments: [HorizontalAlignment?] = []
    /// The cells of each row, and the cells that size each column, as indices into `cells`.
    private(set) var cellsOfRow: [[Int]] = []
    private(set) var cellsSizingColumn: [[Int]] = []
    /// The cells spanning several columns (or unsized across), which share out what the columns lack.
    private(set) var spanningCells: [Int] = []

    init(_ subviews: LayoutSubviews) {
        var spansAll: [Int] = []
        var currentRow: GridRowNode?
        var column = 0
        var alignments: [ColumnAlignmentRequest] = []
        for i in subviews.indices {
            let subview = subviews[i]
            let rowNode = GridRowNode.row(of: subview.node)
            // A view outside a row is a row of its own; so is each run of one GridRow's cells.
            if rowNode == nil || rowNode !== currentRow {
                rowCount += 1
                rowAlignments.append(rowNode?.alignment)
                column = 0
            }
            currentRow = rowNode
            let span = rowNode == nil ? 1 : subview[GridCellColumnsKey.self]
            if rowNode == nil { spansAll.append(cells.count) }
            cells.append(Cell(index: i, row: rowCount - 1, column: column, span: span,
                              unsizedAxes: subview[GridCellUnsizedAxesKey.self], anchor: subview[GridCellAnchorKey.self]))
            if let guide = subview[GridColumnAlignmentKey.self] { alignments.append(.init(column: column, guide: guide)) }
            column += span
            if rowNode != nil { columnCount = max(columnCount, column) }
        }
        if columnCount == 0, !cells.isEmpty { columnCount = 1 }
        for i in spansAll { cells[i].span = columnCount }
        columnAlignments = Array(repeating: nil, count: columnCount)
        for request in alignments where request.column < columnCount && columnAlignments[request.column] == nil {
            columnAlignments[request.column] = request.guide
        }
        cellsOfRow = Array(repeating: [], count: rowCount)
        cellsSizingColumn = Array(repeating: [], count: columnCount)
        for (k, cell) in cells.enumerated() {
            cellsOfRow[cell.row].append(k)
            if cell.sizesColumn { cellsSizingColumn[cell.column].append(k) } else if !cell.unsizedAxes.contains(.horizontal) { spanningCells.append(k) }
        }
    }

    private struct ColumnAlignmentRequest {
        let column: Int
        let guide: HorizontalAlignment
    }
}
