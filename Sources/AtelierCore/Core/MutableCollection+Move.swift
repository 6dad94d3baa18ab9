import Foundation

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset, preserving
    /// ordering (SwiftUI's extension, what an `onMove` action usually calls). `destination` is an offset
    /// in the collection before the move: the moved elements land before the element that was there
    /// (at the end for `count`). Bad offsets are ignored and a destination outside 0...count is clamped, each
    /// with a warning.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let total = count
        if let bad = source.first(where: { $0 < 0 || $0 >= total }) {
            Diagnostics.warn("move(fromOffsets:toOffset:) was given offset \(bad) in a collection of \(total) elements; it is ignored",
                             key: "move-from-offsets-\(bad)-\(total)")
        }
        if destination < 0 || destination > total {
            Diagnostics.warn("move(fromOffsets:toOffset:) was given destination \(destination) outside 0...\(total); it is clamped",
                             key: "move-to-offset-\(destination)-\(total)")
        }
        let destination = Swift.min(Swift.max(destination, 0), total)
        let elements = Array(self)
        let moved = source.filter { $0 >= 0 && $0 < total }.map { elements[$0] }
        var before: [Element] = [], after: [Element] = []
        for (offset, element) in elements.enumerated() where !source.contains(offset) {
            if offset < destination { before.append(element) } else { after.append(element) }
        }
        var i = startIndex
        for element in before + moved + after {
            self[i] = element
            formIndex(after: &i)
        }
    }
}
