import Foundation

extension LazyStackNode {
    /// The row whose identity is `id` (a ForEach element's ID, found through the data), if any.
    func rowIndex(ofID id: AnyHashable) -> Int? { elements.index(ofID: id) }

    /// The frame row `index` has if it is made, or the estimate puts it at, in absolute coordinates.
    func frameOfRow(at index: Int) -> CGRect? {
        guard index >= 0, index < elements.count else { return nil }
        // A made row covers its views' frames (a row's node may be a body, which containers see through).
        for line in lines {
            for cell in line where cell.index == index {
                let views = items(of: cell)
                guard let first = views.first else { return nil }
                return views.dropFirst().reduce(first.frame) { $0.union($1.frame) }
            }
        }
        let line = index / perLine
        let step = estimate + gap
        let lengths = liveLengths(measuredCross)
        let offset: CGFloat
        if lines.isEmpty {
            offset = CGFloat(line) * step
        } else if line < firstLine {
            offset = firstLineOffset - CGFloat(firstLine - line) * step
        } else {
            let liveEnd = firstLineOffset + lengths.reduce(0, +) + CGFloat(lengths.count - 1) * gap
            offset = liveEnd + gap + CGFloat(line - firstLine - lines.count) * step
        }
        let t = tracks(for: measuredCross)
        let track = spec.tracks == nil ? nil : t.isEmpty ? nil : t[index % t.count]
        let crossStart = track?.offset ?? 0
        let crossLength = track?.length ?? cross(frame.size)
        let origin = vertical ? CGPoint(x: frame.minX + crossStart, y: frame.minY + offset)
                              : CGPoint(x: frame.minX + offset, y: frame.minY + crossStart)
        return CGRect(origin: origin, size: size(main: estimate, cross: crossLength))
    }
}
