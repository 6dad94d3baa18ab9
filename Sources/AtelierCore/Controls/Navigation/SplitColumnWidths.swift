import Foundation

/// The widths a split view's sidebar and content columns were last laid out at: a column's width is only known
/// as it is laid out (its root's preference), and a grip starts its drag from it.
@MainActor final class SplitColumnWidths {
    var sidebar = SplitColumnWidth.defaultWidth
    var content = SplitColumnWidth.defaultWidth
}
