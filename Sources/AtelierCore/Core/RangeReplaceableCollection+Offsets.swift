import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection (SwiftUI's extension, what an
    /// `onDelete` action usually calls). Offsets outside the collection are ignored, with a warning.
    public mutating func remove(atOffsets offsets: IndexSet) {
        if let bad = offsets.first(where: { $0 < 0 || $0 >= count }) {
            Diagnostics.warn("remove(atOffsets:) was given offset \(bad) in a collection of \(count) elements; it is ignored",
                             key: "remove-at-offsets-\(bad)-\(count)")
        }
        var kept = Self()
        for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
        self = kept
    }
}
