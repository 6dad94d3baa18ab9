import Foundation

/// A List's rows as its selection reads them: how many, the selection value at a position, and the position
/// of a value, asked without listing every row. A Shift-click in a List of a million rows reads the rows
/// between the two clicked ones, each found from where its row was shown.
@MainActor struct ListSelectionRows {
    /// Each section's rows, in order.
    let sections: [ListRows]
    /// How many rows there are in all.
    let count: Int

    init(sections: [ListRows]) {
        self.sections = sections
        count = sections.reduce(0) { $0 > Int.max - $1.count ? Int.max : $0 + $1.count }
    }

    /// The selection value of the row at `index` (over all sections).
    func value(at index: Int) -> AnyHashable? {
        guard index >= 0 else { return nil }
        var i = index
        for rows in sections {
            if i < rows.count { return rows.selectionValue(at: i) }
            i -= rows.count
        }
        return nil
    }

    /// The position of the row selected by `id`: where `hint` says (a position in its section, or over all
    /// sections) when the row there has it, else the first row that has it.
    func index(of id: AnyHashable, hint: Int? = nil) -> Int? {
        if let hint {
            if value(at: hint) == id { return hint }
            var offset = 0
            for rows in sections {
                if hint < rows.count, rows.selectionValue(at: hint) == id { return offset + hint }
                offset += rows.count
            }
        }
        var offset = 0
        for rows in sections {
            if let i = rows.firstIndex(ofSelectionValue: id) { return offset + i }
            offset += rows.count
        }
        return nil
    }

    /// The selection values of the rows in `range`, in order.
    func values(in range: ClosedRange<Int>) -> [AnyHashable] {
        var result: [AnyHashable] = []
        result.reserveCapacity(range.count)
        var offset = 0
        for rows in sections {
            let local = max(range.lowerBound - offset, 0)..<min(range.upperBound + 1 - offset, rows.count)
            if !local.isEmpty { result.append(contentsOf: rows.selectionValues(in: local)) }
            offset += rows.count
            if offset > range.upperBound { break }
        }
        return result
    }

    /// Every row's selection value, in order.
    var allValues: [AnyHashable] { count == 0 ? [] : values(in: 0...(count - 1)) }
}
