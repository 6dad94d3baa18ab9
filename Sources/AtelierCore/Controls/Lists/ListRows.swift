import Foundation

/// A section's rows, counted without being made: rows read from the content as values, and runs of a
/// ForEach's rows, each made (its content closure run, its traits read) only when asked for, so that a List
/// of 100,000 rows makes the rows its lazy stack shows.
@MainActor struct ListRows {
    typealias Wrap = ListContentReader.Wrap
    @MainActor private enum Segment {
        case items([ListRowItem])
        /// A ForEach's rows: the path above them and the modifiers distributed over them.
        case indexed(path: [ElementID], content: any IndexedListContent, wrap: Wrap, edit: DynamicEditActions?)

        var count: Int {
            switch self {
            case .items(let items): return items.count
            case .indexed(_, let content, _, _): return max(0, content.elementCount)
            }
        }
    }
    private var segments: [Segment] = []
    /// How many rows there are.
    private(set) var count = 0

    /// No rows.
    init() {}

    /// Whether there are no rows.
    var isEmpty: Bool { count == 0 }

    /// Adds a row read as a value.
    mutating func append(_ row: ListRowItem) {
        if case .items(var items)? = segments.last {
            segments.removeLast()
            items.append(row)
            segments.append(.items(items))
        } else {
            segments.append(.items([row]))
        }
        count += 1
    }

    /// Adds a ForEach's rows, made on demand (each element one row) under `path`, wrapped by `wrap`.
    mutating func append(indexed content: any IndexedListContent, path: [ElementID], wrap: @escaping Wrap,
                         edit: DynamicEditActions? = nil) {
        let segment = Segment.indexed(path: path, content: content, wrap: wrap, edit: edit)
        guard segment.count > 0 else { return }
        segments.append(segment)
        count = count > Int.max - segment.count ? Int.max : count + segment.count
    }

    /// The segment holding row `index`, the row's index in it, and the segment's first row.
    private func locate(_ index: Int) -> (Segment, Int, Int)? {
        guard index >= 0, index < count else { return nil }
        var i = index
        for segment in segments {
            if i < segment.count { return (segment, i, index - i) }
            i -= segment.count
        }
        return nil
    }

    /// The identity of row `index`, without making it.
    func id(at index: Int) -> ListItemID? {
        guard let (segment, i, _) = locate(index) else { return nil }
        switch segment {
        case .items(let items): return items[i].id
        case .indexed(let path, let content, _, _): return ListItemID(path: path + [.explicit(content.elementID(at: i))])
        }
    }

    /// Makes row `index`: the element's view, wrapped, with the traits written on it.
    func row(at index: Int) -> ListRowItem? {
        guard let (segment, i, first) = locate(index) else { return nil }
        switch segment {
        case .items(let items): return items[i]
        case .indexed(let path, let content, let wrap, let edit):
            let element = content.element(at: i)
            var row = ListContentReader.row(element.view, path: path + [element.id], wrap: wrap)
            if case .explicit(let id) = element.id { row.forEachID = id }
            if let edit, !edit.isEmpty {
                row.editing = ListRowEditing(actions: edit, offset: i, firstRow: first, count: segment.count)
            }
            return row
        }
    }

    /// The value that selects row `index` (its tag or ForEach element ID), making only what it must: the
    /// rows of a ForEach whose first row has no tag are asked for their IDs without being made.
    func selectionValue(at index: Int) -> AnyHashable? {
        guard let (segment, i, first) = locate(index) else { return nil }
        switch segment {
        case .items(let items): return items[i].selectionValue
        case .indexed(_, let content, _, _):
            if row(at: first)?.traits.tag != nil { return row(at: index)?.selectionValue }
            return content.elementID(at: i)
        }
    }

    /// The selection values of the rows in `range` (rows without one left out), each segment asked once
    /// whether its rows are selected by tag (and then made) or by ForEach ID (and then not made).
    func selectionValues(in range: Range<Int>) -> [AnyHashable] {
        var result: [AnyHashable] = []
        var start = 0
        for segment in segments {
            let local = max(range.lowerBound - start, 0)..<min(range.upperBound - start, segment.count)
            defer { start += segment.count }
            guard !local.isEmpty else { continue }
            switch segment {
            case .items(let items):
                result.append(contentsOf: items[local].compactMap(\.selectionValue))
            case .indexed(_, let content, _, _):
                if row(at: start)?.traits.tag != nil {
                    result.append(contentsOf: local.compactMap { row(at: start + $0)?.selectionValue })
                } else {
                    result.append(contentsOf: local.map { content.elementID(at: $0) })
                }
            }
        }
        return result
    }

    /// The first row that `value` selects, found without making rows selected by their ForEach ID.
    func firstIndex(ofSelectionValue value: AnyHashable) -> Int? {
        var start = 0
        for segment in segments {
            switch segment {
            case .items(let items):
                if let i = items.firstIndex(where: { $0.selectionValue == value }) { return start + i }
            case .indexed(_, let content, _, _):
                if row(at: start)?.traits.tag != nil {
                    if let i = (0..<segment.count).first(where: { row(at: start + $0)?.selectionValue == value }) { return start + i }
                } else if let i = content.index(ofID: value) {
                    return start + i
                }
            }
            start += segment.count
        }
        return nil
    }

    /// The row with identity `id`: a ForEach element's ID (found through its data) or an explicit `.id(_:)`.
    func index(ofID id: AnyHashable) -> Int? {
        var start = 0
        for segment in segments {
            switch segment {
            case .items(let items):
                if let i = items.firstIndex(where: { $0.id.path.contains(.explicit(id)) }) { return start + i }
            case .indexed(let path, let content, _, _):
                if path.contains(.explicit(id)) { return start }
                if let i = content.index(ofID: id) { return start + i }
            }
            start += segment.count
        }
        return nil
    }
}
