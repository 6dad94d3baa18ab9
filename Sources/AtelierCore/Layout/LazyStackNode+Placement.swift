import Foundation

extension LazyStackNode: ScrollObserver {
    /// A scroll brings other lines into view: they are made, and those far away released, in the next pass.
    func scrollContentMoved() { setNeedsLayout() }

    func placeChildren(in rect: CGRect) {
        let crossLength = vertical ? rect.width : rect.height
        let proposedCross: CGFloat? = (vertical ? placementProposal.width : placementProposal.height).flatMap { $0.isFinite ? $0 : nil }
        let trackCross = spec.tracks == nil ? proposedCross : (proposedCross ?? crossLength)
        if measuredCross != trackCross {
            // A new length across: lines hold other cells and have other lengths; they are made again.
            measuredCross = trackCross
            releaseLines(from: 0)
            measuredLength = 0
            measuredLines = 0
        }
        let reported = totalLength(liveLengths(trackCross))
        // The window along the axis, from the container's leading or top edge: the viewport plus half a screen
        // each way is made; lines past a screen are released.
        // The viewport in the content's coordinates, as laid out (a scroll moves the content only as drawn).
        let scroll = enclosingScrollView
        enclosingScrollContent?.observe(self)
        let viewport = scroll.map { $0.viewport.offsetBy(dx: $0.contentOffset.x, dy: $0.contentOffset.y) }
            ?? CGRect(origin: .zero, size: graph.size)
        let visibleStart = vertical ? viewport.minY - rect.minY : viewport.minX - rect.minX
        let visibleLength = max(0, main(viewport.size))
        let margin = Self.margin * visibleLength, kept = Self.keptMargin * visibleLength
        let wantedStart = visibleStart - margin, wantedEnd = visibleStart + visibleLength + margin
        let keptStart = visibleStart - kept, keptEnd = visibleStart + visibleLength + kept
        materialise(from: wantedStart, to: wantedEnd, trackCross)
        // Release what is far away (each side keeps its line nearest the window).
        var lengths = liveLengths(trackCross)
        while lines.count > 1, firstLineOffset + lengths[0] < keptStart {
            releaseFirstLine(length: lengths[0])
            lengths.removeFirst()
        }
        var end = firstLineOffset + lengths.reduce(0, +) + CGFloat(max(0, lengths.count - 1)) * gap
        while lines.count > 1, end - lengths[lengths.count - 1] > keptEnd {
            end -= lengths[lengths.count - 1] + gap
            releaseLines(from: lines.count - 1)
            lengths.removeLast()
        }
        placeLines(in: rect, lengths: lengths, trackCross: trackCross)
        if scrollCorrection != 0 {
            // The live lines moved to where the lines before them really end: the scroll view moves with them,
            // so that what shows stays where it was instead of jumping by the estimate's error.
            let delta = scrollCorrection
            scrollCorrection = 0
            scroll?.shiftContent(by: vertical ? CGSize(width: 0, height: delta) : CGSize(width: delta, height: 0))
        }
        // The estimate moved (rows measured longer or shorter than it): the container's size changes, and the
        // scroll view learns it in the next layout pass.
        if abs(totalLength(lengths) - reported) > 0.5 { setNeedsLayout() }
    }

    /// Makes the lines covering `start..<end` along the axis (clipped to the container).
    private func materialise(from start: CGFloat, to end: CGFloat, _ crossLength: CGFloat?) {
        let n = lineCount
        guard n > 0 else { releaseLines(from: 0); return }
        var lengths = liveLengths(crossLength)
        let liveEnd = firstLineOffset + lengths.reduce(0, +) + CGFloat(max(0, lengths.count - 1)) * gap
        if lines.isEmpty || liveEnd < start || firstLineOffset > end {
            // A jump: the live lines are nowhere near; start again where the estimate puts the window (the
            // first line is measured first when nothing has been, for an estimate).
            if measuredLines == 0 {
                releaseLines(from: 0)
                firstLine = 0
                firstLineOffset = 0
                lengths = [appendLine(crossLength)]
            }
            let step = estimate + gap
            let target = step > 0 && start > 0 ? max(0, Int(min(Double(n - 1), (Double(start) / Double(step)).rounded(.down)))) : 0
            if !(lines.count == 1 && firstLine == target) {
                releaseLines(from: 0)
                firstLine = target
                // Estimated places are whole points, so that a correction moves every line by whole points too.
                firstLineOffset = roundToPixels(CGFloat(target) * step)
                lengths = [appendLine(crossLength)]
            }
        }
        // Forward.
        var reach = firstLineOffset + lengths.reduce(0, +) + CGFloat(lengths.count - 1) * gap
        while reach < end, firstLine + lines.count < n, hasRoomForALine {
            let length = appendLine(crossLength)
            lengths.append(length)
            reach += gap + length
        }
        // Backward.
        while firstLineOffset > max(start, 0), firstLine > 0, hasRoomForALine {
            let length = prependLine(crossLength)
            lengths.insert(length, at: 0)
            firstLineOffset -= length + gap
        }
        // The estimate put the live lines off from where the lines before them actually end: at the first line
        // the positions are exact again (the content shifts by the estimate's error), and before it they are
        // never negative.
        let estimated = firstLineOffset
        if firstLine == 0 { firstLineOffset = 0 } else if firstLineOffset < 0 { firstLineOffset = roundToPixels(CGFloat(firstLine) * (estimate + gap)) }
        scrollCorrection += firstLineOffset - estimated
    }

    private func placeLines(in rect: CGRect, lengths: [CGFloat], trackCross: CGFloat?) {
        let tracks = self.tracks(for: trackCross)
        let stackCross = vertical ? rect.width : rect.height
        // A grid narrower than its bounds is centred in them, as its cells are in a SwiftUI grid.
        let gridOffset = spec.tracks == nil ? 0 : max(0, (stackCross - crossExtent(trackCross)) / 2)
        var position = (vertical ? rect.minY : rect.minX) + firstLineOffset
        let crossOrigin = (vertical ? rect.minX : rect.minY) + gridOffset
        for (line, lineLength) in zip(lines, lengths) {
            for (i, cell) in line.enumerated() {
                let track = i < tracks.count ? tracks[i] : nil
                let p = cellProposal(track, stackCross: trackCross)
                let trackStart = crossOrigin + (spec.tracks == nil ? 0 : track?.offset ?? 0)
                let trackLength = spec.tracks == nil ? stackCross : track?.length ?? 0
                let acrossKey = track?.alignment.map { vertical ? $0.horizontal.key : $0.vertical.key } ?? spec.alignment
                let alongKey = track?.alignment.map { vertical ? $0.vertical.key : $0.horizontal.key }
                    ?? (vertical ? VerticalAlignment.center.key : HorizontalAlignment.center.key)
                let cellLength = main(cellSize(cell, p))
                // Within its line, a grid's cell is aligned along the axis too (centred by default).
                var along = position
                if spec.tracks != nil {
                    along += guide(alongKey, main: lineLength, cross: trackLength) - guide(alongKey, main: cellLength, cross: trackLength)
                }
                for item in items(of: cell) {
                    let s = item.sizeThatFits(p)
                    let across = trackStart + guide(acrossKey, main: main(s), cross: trackLength) - item.alignmentValue(acrossKey, in: s)
                    let origin = vertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
                    item.placeAligned(in: CGRect(origin: origin, size: s), proposal: p)
                    along += main(s) + gap
                }
            }
            position += lineLength + gap
        }
    }

    /// An alignment guide's default value in a box of the given lengths along and across.
    private func guide(_ key: AlignmentKey, main m: CGFloat, cross c: CGFloat) -> CGFloat {
        ViewDimensions(size: size(main: m, cross: c), guides: { _ in nil }).value(key)
    }
}
