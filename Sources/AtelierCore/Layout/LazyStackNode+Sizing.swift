import Foundation

extension LazyStackNode {
    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let crossProposal = vertical ? proposal.width : proposal.height
        let crossLength = crossProposal.flatMap { $0.isFinite ? $0 : nil }
        if measuredCross == nil { measuredCross = crossLength }
        // Something must be measured for an estimate: the lines a first placement at the top will make (the
        // viewport and half a screen more, the window's length standing for the viewport's) are made now, so that a
        // container shorter than that is sized exactly; placement releases them if the viewport is elsewhere.
        if lines.isEmpty, measuredLines == 0, lineCount > 0 {
            firstLine = 0
            firstLineOffset = 0
            let screen = max(main(enclosingScrollView?.frame.size ?? .zero), main(graph.size))
            var reach = appendLine(crossLength)
            while reach < (1 + Self.margin) * screen, lines.count < lineCount, hasRoomForALine { reach += gap + appendLine(crossLength) }
        }
        let total = totalLength(liveLengths(crossLength))
        return size(main: total, cross: crossExtent(crossLength))
    }

    /// The container's length across: a stack takes a finite proposal whole (as SwiftUI's lazy stacks do) or
    /// its widest live row; a grid, its tracks.
    func crossExtent(_ crossLength: CGFloat?) -> CGFloat {
        if spec.tracks != nil {
            guard let last = tracks(for: crossLength).last else { return 0 }
            return last.offset + last.length
        }
        if let crossLength { return crossLength }
        var widest: CGFloat = 0
        for line in lines { for cell in line { widest = max(widest, cross(cellSize(cell, cellProposal(nil, stackCross: nil)))) } }
        return widest
    }
}
