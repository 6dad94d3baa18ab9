import Foundation

/// What a view tells the Grid it sits in about its cell; each a layout value the grid reads of its subviews.
enum GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
enum GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
enum GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
enum GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

extension GridCellColumnsKey {
    /// The most columns one cell spans: a span past it is taken as this many (a cell of `Int.max` columns
    /// would otherwise make as many empty columns).
    static let maximum = 1_000

    /// `count` within 1...maximum, with one warning when it is not.
    static func clamped(_ count: Int) -> Int {
        if count < 1 {
            Diagnostics.warn("gridCellColumns(\(count)) is treated as 1: a cell spans at least one column", key: "grid-cell-columns-low")
            return 1
        }
        if count > maximum {
            Diagnostics.warn("gridCellColumns(\(count)) is treated as \(maximum), the most columns a cell spans", key: "grid-cell-columns-high")
            return maximum
        }
        return count
    }
}

nonisolated extension View {
    /// Makes this view, as a cell of a grid row, span `count` columns (at least 1).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: GridCellColumnsKey.clamped(count))
    }

    /// Aligns every cell of the grid column this view sits in by `guide`; the column's first such cell wins.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Places this cell in its grid cell with `anchor` of the view on `anchor` of the cell, instead of the
    /// grid's, row's or column's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Keeps this cell from sizing its row or column along `axes`: it takes the size the other cells give
    /// them there (a Divider or Color that would otherwise stretch the grid).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
