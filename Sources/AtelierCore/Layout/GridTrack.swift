import Foundation

/// One resolved column of a LazyVGrid (or row of a LazyHGrid): where it starts across the grid and how
/// long it is, with the alignment of its cells.
struct GridTrack: Equatable {
    var offset: CGFloat
    var length: CGFloat
    var alignment: Alignment?

    /// The tracks `items` resolve to in `available` points, following SwiftUI's documented distribution:
    /// fixed items take their size first; the rest is shared in order among the other items, each flexible
    /// item taking its share kept within its bounds, each adaptive item fitting as many tracks of its minimum
    /// as its share holds. An unspecified `available` gives every item its minimum.
    static func resolve(_ items: [GridItem], in available: CGFloat?) -> [GridTrack] {
        func clean(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isNaN ? fallback : max(0, v) }
        func spacing(_ item: GridItem) -> CGFloat {
            let s = item.spacing ?? StackLayoutEngine.defaultSpacing
            return s.isFinite ? max(0, s) : StackLayoutEngine.defaultSpacing
        }
        if items.contains(where: { item in
            switch item.size {
            case .fixed(let v): return !v.isFinite || v < 0
            case .flexible(let lo, let hi), .adaptive(let lo, let hi): return lo.isNaN || hi.isNaN || lo < 0 || !lo.isFinite
            }
        }) {
            Diagnostics.warn("a GridItem size is NaN, negative or infinite; it is treated as 0 (or its minimum)", key: "grid-item-size")
        }
        // What the fixed items and the spacing between items take.
        var lengths: [[CGFloat]] = Array(repeating: [], count: items.count)
        var remaining = available.map { clean($0, 0) } ?? 0
        let spacings = items.map(spacing)
        for (i, item) in items.enumerated() {
            if case .fixed(let v) = item.size {
                let v = v.isFinite ? clean(v, 0) : 0
                lengths[i] = [v]
                remaining -= v
            }
        }
        remaining -= spacings.dropLast().reduce(0, +)
        var sharers = items.indices.filter { lengths[$0].isEmpty }.count
        for (i, item) in items.enumerated() where lengths[i].isEmpty {
            let share = available == nil ? 0 : max(0, remaining / CGFloat(max(sharers, 1)))
            sharers -= 1
            switch item.size {
            case .fixed: break
            case .flexible(let lo, let hi):
                let lo = lo.isFinite ? clean(lo, 10) : 10, hi = max(lo, clean(hi, .infinity))
                let v = available == nil ? lo : min(max(share, lo), hi)
                lengths[i] = [v]
                remaining -= v
            case .adaptive(let lo, let hi):
                let lo = lo.isFinite ? max(clean(lo, 0), 1) : 1, hi = max(lo, clean(hi, .infinity))
                let gap = spacings[i]
                let n = available == nil ? 1 : max(1, Int(((share + gap) / (lo + gap)).rounded(.down)))
                let each = available == nil ? lo : min(max((share - CGFloat(n - 1) * gap) / CGFloat(n), lo), hi)
                lengths[i] = Array(repeating: each, count: n)
                remaining -= each * CGFloat(n) + CGFloat(n - 1) * gap
            }
        }
        var tracks: [GridTrack] = []
        var position: CGFloat = 0
        for (i, item) in items.enumerated() {
            for (j, length) in lengths[i].enumerated() {
                if !tracks.isEmpty { position += j == 0 ? spacings[i - 1] : spacings[i] }
                tracks.append(GridTrack(offset: position, length: length, alignment: item.alignment))
                position += length
            }
        }
        return tracks
    }
}
