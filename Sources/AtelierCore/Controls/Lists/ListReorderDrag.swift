import Foundation

/// A row being dragged by its reorder handle within its section: the rows between where it was and
/// where it would land move a row's height out of its way.
struct ListReorderDrag: Equatable {
    /// The section index of the dragged row.
    let source: Int
    /// How far the row has been dragged, in points (down is positive).
    var translation: CGFloat
    /// The height of a row (rows are taken to be as high as the dragged one).
    let rowHeight: CGFloat
    /// The section indices of the rows of the dragged row's ForEach: a row moves only among them.
    let range: Range<Int>

    /// Where the row would land: its section index if dropped now.
    var target: Int {
        guard rowHeight > 0, translation.isFinite, !range.isEmpty else { return source }
        let steps = (translation / rowHeight).rounded()
        let moved = steps > CGFloat(range.count) ? range.count : steps < -CGFloat(range.count) ? -range.count : Int(steps)
        return min(max(source + moved, range.lowerBound), range.upperBound - 1)
    }

    /// How far row `index` of the section is moved from its place while the drag lasts.
    func offset(ofRow index: Int) -> CGFloat {
        if index == source { return translation }
        let target = self.target
        if target > source, index > source, index <= target { return -rowHeight }
        if target < source, index >= target, index < source { return rowHeight }
        return 0
    }

    /// The offsets and destination `onMove` gets for the drop: SwiftUI's, the destination counted in the
    /// data before the move (one past the landing place when moving down).
    var move: (IndexSet, Int)? {
        let target = self.target
        guard target != source else { return nil }
        let offset = source - range.lowerBound
        return (IndexSet(integer: offset), target > source ? target - range.lowerBound + 1 : target - range.lowerBound)
    }
}
