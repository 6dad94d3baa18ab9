import Foundation

/// The identity of a lazy container's row: the path of element identities from the container's content
/// down to the row (a ForEach's element ID, under the tuple position of the ForEach, and so on).
struct LazyRowID: Hashable {
    let path: [ElementID]
}

/// A lazy container's content flattened into rows that are counted without being made: each ForEach is
/// one run of rows made one at a time on demand; every other view (a tuple's member, a conditional's
/// branch) is a row of its own, already a value.
@MainActor struct LazyElements {
    private enum Segment {
        case single(LazyRowID, any View)
        case indexed([ElementID], any IndexedListContent)
    }
    private var segments: [Segment] = []
    /// The index of each segment's first row.
    private var starts: [Int] = []
    /// How many rows there are.
    private(set) var count = 0

    /// No rows.
    init() {}

    /// The rows of `content`.
    init(_ content: any View) {
        flatten(content, prefix: [])
    }

    private mutating func flatten(_ view: any View, prefix: [ElementID]) {
        guard StackGuard.roomOrWarn() else { return }
        if let indexed = view as? any IndexedListContent {
            let n = max(0, indexed.elementCount)
            guard n > 0 else { return }
            starts.append(count)
            segments.append(.indexed(prefix, indexed))
            // A count past what positions can tell apart is still counted; positions are estimated.
            count = count > Int.max - n ? Int.max : count + n
            return
        }
        if let list = view as? any ViewListContent {
            for element in list.listElements() { flatten(element.view, prefix: prefix + [element.id]) }
            return
        }
        starts.append(count)
        segments.append(.single(LazyRowID(path: prefix), view))
        if count < Int.max { count += 1 }
    }

    /// The segment holding row `index`, and the row's index within it.
    private func locate(_ index: Int) -> (Segment, Int)? {
        guard index >= 0, index < count, !starts.isEmpty else { return nil }
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= index { lo = mid } else { hi = mid - 1 }
        }
        return (segments[lo], index - starts[lo])
    }

    /// The identity of row `index`, without making its view.
    func id(at index: Int) -> LazyRowID? {
        guard let (segment, i) = locate(index) else { return nil }
        switch segment {
        case .single(let id, _): return id
        case .indexed(let prefix, let content): return LazyRowID(path: prefix + [.explicit(content.elementID(at: i))])
        }
    }

    /// Makes row `index` (a ForEach's content closure runs for it alone).
    func element(at index: Int) -> (id: LazyRowID, view: any View)? {
        guard let (segment, i) = locate(index) else { return nil }
        switch segment {
        case .single(let id, let view): return (id, view)
        case .indexed(let prefix, let content):
            let element = content.element(at: i)
            return (LazyRowID(path: prefix + [element.id]), element.view)
        }
    }

    /// The row whose identity is `id`: a ForEach element's ID (found through its data), or an explicit
    /// `.id(_:)` of a single row.
    func index(ofID id: AnyHashable) -> Int? {
        for (segment, start) in zip(segments, starts) {
            switch segment {
            case .single(let rowID, _):
                if rowID.path.contains(.explicit(id)) { return start }
            case .indexed(let prefix, let content):
                if prefix.contains(.explicit(id)) { return start }
                if let i = content.index(ofID: id) { return start + i }
            }
        }
        return nil
    }
}
