import Foundation

/// The node of a lazy stack or grid: it makes, lays out and draws only the lines (rows of a LazyVStack, rows
/// of cells of a LazyVGrid) within its scroll view's viewport plus half a screen each way, and sizes the others
/// with an estimate, the mean length of the lines measured so far. Lines more than a screen away are
/// released: their nodes leave the tree (`onDisappear` runs) and their `@State` is kept by row identity,
/// given back when a row with that identity is made again (`onAppear` runs again), as in SwiftUI.
///
/// The live lines are contiguous, from `firstLine`, and are placed one after another from `firstLineOffset`;
/// a jump past them (a fast scroll, `scrollTo`) starts again where the estimate puts the window.
@MainActor final class LazyStackNode: ViewNode, SizingNode {
    /// A made row: its index among the container's rows, its identity, and its node.
    /// Only touched on the main thread; Sendable so that the deinit can hand the cells to the teardown queue.
    struct Cell: @unchecked Sendable {
        let index: Int
        let id: LazyRowID
        let node: ViewNode
    }

    private(set) var spec = LazyStackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key)
    private(set) var elements = LazyElements()
    /// The live lines, each a run of `perLine` cells, from line `firstLine`.
    var lines: [[Cell]] = [] { didSet { childNodes = lines.flatMap { $0.map(\.node) } } }
    private var childNodes: [ViewNode] = []
    var firstLine = 0
    /// Where the first live line starts along the axis, from the container's leading or top edge.
    var firstLineOffset: CGFloat = 0
    /// How far the live lines moved when their estimated place was corrected, for the scroll view to follow.
    var scrollCorrection: CGFloat = 0
    /// The sum and number of the line lengths measured (each line once, when it is made), for the estimate.
    var measuredLength: CGFloat = 0
    var measuredLines = 0
    /// The length across that the measured lines were sized for.
    var measuredCross: CGFloat?
    /// The state of released rows, by identity.
    var savedState: [LazyRowID: SavedRowState] = [:]
    /// The tracks across for the latest length across, cached.
    var trackCache: (cross: CGFloat?, tracks: [GridTrack])?
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
    var hasRoomForALine: Bool {
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
    var rowEnvironment: EnvironmentValues {
        if environment.stackOrientation == spec.axis { return environment }
        if let c = environmentCache, c.input == environment.version { return c.output }
        var env = environment
        env.stackOrientation = spec.axis
        environmentCache = (environment.version, env)
        return env
    }
}
