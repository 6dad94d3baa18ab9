import Foundation

/// The node of a lazy stack or grid: it makes, lays out and draws only the lines (rows of a LazyVStack, rows
/// of cells of a LazyVGrid) within its scroll view's viewport plus half a screen each way, and sizes the others
/// with an estimate, the mean length of the lines measured so far. Lines more than a screen away are
/// released: their nodes leave the tree (`onDisappear` runs) and their `@State` is kept by row identity,
/// given back when a row with that identity is made again (`onAppear` runs again), as in SwiftUI.
///
/// The live lines are contiguous, from `firstLine`, and are placed one after another from `firstLineOffset`;
/// a jump past them (a fast scroll, `scrollTo`) starts again where the estimate puts the window.
@MainActor final class LazyStackNode: ViewNode, ScrollObserver, SizingNode {
    /// A made row: its index among the container's rows, its identity, and its node.
    /// Only touched on the main thread; Sendable so that the deinit can hand the cells to the teardown queue.
    struct Cell: @unchecked Sendable {
        let index: Int
        let id: LazyRowID
        let node: ViewNode
    }

    private var spec = LazyStackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key)
    private var elements = LazyElements()
    /// The live lines, each a run of `perLine` cells, from line `firstLine`.
    private var lines: [[Cell]] = [] { didSet { childNodes = lines.flatMap { $0.map(\.node) } } }
    private var childNodes: [ViewNode] = []
    private var firstLine = 0
    /// Where the first live line starts along the axis, from the container's leading or top edge.
    private var firstLineOffset: CGFloat = 0
    /// How far the live lines moved when their estimated place was corrected, for the scroll view to follow.
    private var scrollCorrection: CGFloat = 0
    /// The sum and number of the line lengths measured (each line once, when it is made), for the estimate.
    private var measuredLength: CGFloat = 0
    private var measuredLines = 0
    /// The length across that the measured lines were sized for.
    private var measuredCross: CGFloat?
    /// The state of released rows, by identity.
    private var savedState: [LazyRowID: SavedRowState] = [:]
    /// The tracks across for the latest length across, cached.
    private var trackCache: (cross: CGFloat?, tracks: [GridTrack])?
    private var environmentCache: (input: UInt64, output: EnvironmentValues)?

    /// How far past the viewport lines are made, and how far they are kept, in viewport lengths. Every made
    /// line is placed again on each scroll (frames are absolute), so what is kept costs each scroll; half a
    /// screen ahead makes a screen's scroll a screen of new lines whichever margin is chosen.
    static let margin: CGFloat = 0.5
    static let keptMargin: CGFloat = 1
    /// The most lines made at once: rows without length (empty views) would fill no window however many were
    /// made, and a million of them must not be made.
    static let maxLiveLines = 2_000

    /// Whether another line may be made; past the limit, one warning.
    private var hasRoomForALine: Bool {
        if lines.count < Self.maxLiveLines { return true }
        Diagnostics.warn("a lazy stack's rows are too short to fill its scroll view (zero-length rows?); only \(Self.maxLiveLines) lines are made at a time",
                         key: "lazy-stack-max-lines")
        return false
    }

    override var children: [ViewNode] { childNodes }
    deinit { TeardownQueue.release(&lines) }

    // MARK: Update

    override func update(view: any View) {
        guard let v = view as? LazyContainerView else { return }
        if v.lazySpec != spec {
            spec = v.lazySpec
            trackCache = nil
            setNeedsLayout()
        }
        elements = LazyElements(v.anyContent)
        guard !lines.isEmpty else { setNeedsLayout(); return }
        // The live rows keep their nodes where their index still holds the same identity; otherwise each live
        // position is matched again by identity.
        let env = rowEnvironment
        var same = true
        for line in lines {
            for cell in line where elements.id(at: cell.index) != cell.id { same = false }
        }
        if same {
            lines = lines.map { line in
                line.map { cell in
                    guard let made = evaluateForOwningBody({ elements.element(at: cell.index) }) else { return cell }
                    return Cell(index: cell.index, id: cell.id, node: reconcile(cell.node, with: made.view, environment: env))
                }
            }
            // A last line left short (a grid's) that the data now fills further is made again.
            if let last = lines.last, last.count < perLine, (last.last?.index ?? 0) + 1 < elements.count {
                releaseLines(from: lines.count - 1)
            }
        } else {
            rematchLines(env)
        }
        setNeedsLayout()
    }

    /// The data changed under the live lines (rows inserted, removed or moved): each live position takes the
    /// row the data now has there, keeping the node of a row still among them (its state and appearance go
    /// on), making the others; rows that left the live positions are released, their state kept.
    private func rematchLines(_ env: EnvironmentValues) {
        var old: [LazyRowID: ViewNode] = [:]
        for line in lines { for cell in line { old[cell.id] = cell.node } }
        let k = perLine, n = elements.count
        var rebuilt: [[Cell]] = []
        for position in 0..<lines.count {
            let start = (firstLine + position) * k
            guard start < n else { break }
            var cells: [Cell] = []
            for index in start..<min(start + k, n) {
                guard let made = evaluateForOwningBody({ elements.element(at: index) }) else { continue }
                if let node = old.removeValue(forKey: made.id) {
                    cells.append(Cell(index: index, id: made.id, node: reconcile(node, with: made.view, environment: env)))
                } else {
                    cells.append(makeCell(index, made))
                }
            }
            rebuilt.append(cells)
        }
        for (id, node) in old { release(Cell(index: -1, id: id, node: node)) }
        var gone = Array(old.values)
        lines = rebuilt
        TeardownQueue.release(&gone)
        drawnChildrenDidChange()
    }

    /// The environment of the rows: this one, with the container's axis as the stack orientation (read by
    /// Spacer and Divider).
    private var rowEnvironment: EnvironmentValues {
        if environment.stackOrientation == spec.axis { return environment }
        if let c = environmentCache, c.input == environment.version { return c.output }
        var env = environment
        env.stackOrientation = spec.axis
        environmentCache = (environment.version, env)
        return env
    }

    // MARK: Geometry along and across

    private var vertical: Bool { spec.axis == .vertical }
    private func main(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
    private func cross(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }
    private func size(main m: CGFloat, cross c: CGFloat) -> CGSize { vertical ? CGSize(width: c, height: m) : CGSize(width: m, height: c) }
    private func proposal(main m: CGFloat?, cross c: CGFloat?) -> ProposedViewSize {
        vertical ? ProposedViewSize(width: c, height: m) : ProposedViewSize(width: m, height: c)
    }

    /// The tracks across for a length across (a stack has one, the whole length).
    private func tracks(for crossLength: CGFloat?) -> [GridTrack] {
        if let c = trackCache, c.cross == crossLength { return c.tracks }
        let tracks: [GridTrack]
        if let items = spec.tracks {
            tracks = items.isEmpty ? [] : GridTrack.resolve(items, in: crossLength)
        } else {
            tracks = [GridTrack(offset: 0, length: crossLength ?? 0, alignment: nil)]
        }
        trackCache = (crossLength, tracks)
        return tracks
    }

    /// How many cells a line holds, for the length across of the latest placement or sizing.
    private var perLine: Int { max(1, tracks(for: measuredCross).count) }

    private var lineCount: Int {
        let n = elements.count, k = perLine
        return n / k + (n % k == 0 ? 0 : 1)
    }

    private var gap: CGFloat { spec.lineGap }

    /// The estimated length of a line not made: the mean of those measured.
    private var estimate: CGFloat { measuredLines > 0 ? measuredLength / CGFloat(measuredLines) : 0 }

    /// What a cell is proposed: its track's length across (a stack's width; nil when the stack's is unspecified),
    /// and nothing along, where it takes its ideal length.
    private func cellProposal(_ track: GridTrack?, stackCross: CGFloat?) -> ProposedViewSize {
        if spec.tracks == nil { return proposal(main: nil, cross: stackCross) }
        return proposal(main: nil, cross: track?.length)
    }

    /// The views a cell stands for (a ForEach element whose content is several views is several).
    private func items(of cell: Cell) -> [ViewNode] {
        var result: [ViewNode] = []
        cell.node.collectLayoutItems(into: &result)
        return result
    }

    /// A cell's size: its views stacked along the axis.
    private func cellSize(_ cell: Cell, _ p: ProposedViewSize) -> CGSize {
        let views = items(of: cell)
        var m: CGFloat = 0, c: CGFloat = 0
        for (i, v) in views.enumerated() {
            let s = v.sizeThatFits(p)
            m += main(s) + (i > 0 ? gap : 0)
            c = max(c, cross(s))
        }
        return size(main: m, cross: c)
    }

    /// A line's length along the axis: its longest cell.
    private func length(of line: [Cell], crossLength: CGFloat?) -> CGFloat {
        let t = tracks(for: crossLength)
        var m: CGFloat = 0
        for (i, cell) in line.enumerated() {
            m = max(m, main(cellSize(cell, cellProposal(i < t.count ? t[i] : nil, stackCross: crossLength))))
        }
        return m
    }

    /// The lengths of the live lines, in order.
    private func liveLengths(_ crossLength: CGFloat?) -> [CGFloat] { lines.map { length(of: $0, crossLength: crossLength) } }

    /// The container's length along the axis: the lines before the live ones as placed, the live ones as
    /// measured, those after at the estimate.
    private func totalLength(_ lengths: [CGFloat]) -> CGFloat {
        let n = lineCount
        guard n > 0 else { return 0 }
        let step = estimate + gap
        if lines.isEmpty { return CGFloat(n) * step - gap }
        let live = lengths.reduce(0, +) + CGFloat(lengths.count - 1) * gap
        let after = n - firstLine - lines.count
        return firstLineOffset + live + (after > 0 ? CGFloat(after) * step : 0)
    }

    // MARK: Sizing

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
    private func crossExtent(_ crossLength: CGFloat?) -> CGFloat {
        if spec.tracks != nil {
            guard let last = tracks(for: crossLength).last else { return 0 }
            return last.offset + last.length
        }
        if let crossLength { return crossLength }
        var widest: CGFloat = 0
        for line in lines { for cell in line { widest = max(widest, cross(cellSize(cell, cellProposal(nil, stackCross: nil)))) } }
        return widest
    }

    // MARK: Making and releasing lines

    /// Makes row `index` as a new node, with the state saved for its identity if it had some.
    private func makeCell(_ index: Int) -> Cell? {
        guard let made = evaluateForOwningBody({ elements.element(at: index) }) else { return nil }
        return makeCell(index, made)
    }

    private func makeCell(_ index: Int, _ made: (id: LazyRowID, view: any View)) -> Cell {
        let saved = savedState.removeValue(forKey: made.id)
        let outer = graph.updates.restoringRowState
        graph.updates.restoringRowState = saved
        defer { graph.updates.restoringRowState = outer }
        // Made here rather than through `reconcile`, which would mark this container's layout dirty in the
        // middle of its own placement: the container places the new node itself.
        let node = makeNode(for: made.view)
        node.environment = rowEnvironment
        node.currentView = made.view
        node.noteUpdateTransaction()
        node.updateGeneration = graph.transactions.generation
        node.update(view: made.view)
        return Cell(index: index, id: made.id, node: node)
    }

    private func makeLine(_ line: Int, _ crossLength: CGFloat?) -> (cells: [Cell], length: CGFloat) {
        let k = perLine, start = line * k
        let cells = (start..<min(start + k, elements.count)).compactMap(makeCell)
        let length = length(of: cells, crossLength: crossLength)
        measuredLength += length
        measuredLines += 1
        return (cells, length)
    }

    @discardableResult
    private func appendLine(_ crossLength: CGFloat?) -> CGFloat {
        let made = makeLine(firstLine + lines.count, crossLength)
        lines.append(made.cells)
        drawnChildrenDidChange()
        return made.length
    }

    @discardableResult
    private func prependLine(_ crossLength: CGFloat?) -> CGFloat {
        firstLine -= 1
        let made = makeLine(firstLine, crossLength)
        lines.insert(made.cells, at: 0)
        drawnChildrenDidChange()
        return made.length
    }

    /// Releases a cell: its state is kept by identity, its node leaves the tree (its onDisappear runs).
    private func release(_ cell: Cell) {
        if let saved = SavedRowState(taking: cell.node) { savedState[cell.id] = saved }
        cell.node.detach()
    }

    /// Releases the live lines from position `start` (among the live lines) on.
    private func releaseLines(from start: Int) {
        guard start < lines.count else { return }
        var gone = Array(lines[start...])
        for line in gone { line.forEach(release) }
        lines.removeSubrange(start...)
        TeardownQueue.release(&gone)
        drawnChildrenDidChange()
    }

    /// Releases the first live line, whose length is `length`: the next one starts the live lines.
    private func releaseFirstLine(length: CGFloat) {
        var gone = [lines.removeFirst()]
        gone[0].forEach(release)
        TeardownQueue.release(&gone)
        firstLine += 1
        firstLineOffset += length + gap
        drawnChildrenDidChange()
    }

    /// The nearest scroll view above, whose viewport decides what is in view.
    private var enclosingScrollView: ScrollViewNode? {
        var node = parent
        while let n = node {
            if let scroll = n as? ScrollViewNode { return scroll }
            node = n.parent
        }
        return nil
    }

    // MARK: Placement

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
        let viewport = scroll.map { $0.frame.offsetBy(dx: $0.contentOffset.x, dy: $0.contentOffset.y) }
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
                firstLineOffset = PixelGrid.round(CGFloat(target) * step)
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
        if firstLine == 0 { firstLineOffset = 0 } else if firstLineOffset < 0 { firstLineOffset = PixelGrid.round(CGFloat(firstLine) * (estimate + gap)) }
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

    // MARK: Scrolling to a row

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
