import Foundation

/// Follows the pointer while no button is down: the hover regions it is over (`onHover`, `onContinuousHover`
/// hear it enter, move and leave), the pointer style the views under it ask for, and the help region whose
/// tooltip comes up after a rest. Hosts report motion and the pointer leaving the window; the views under the
/// pointer are found again at the next `refresh()` after it moved or the tree changed under it (a scroll, a view
/// appearing), so a burst of motion events costs one hit test per frame.
@MainActor final class PointerTracker {
    private unowned let graph: ViewGraph
    /// The pointer's window location; nil while it is outside the window.
    private(set) var location: CGPoint?
    /// Whether a button is down: hover and the pointer style hold until it is released, as on macOS.
    private(set) var isPressed = false
    /// Whether the pointer moved since the views under it were last found (a tooltip's wait starts again).
    private var moved = false
    /// Whether a region's value changed since then (the regions are found again; the pointer did not move).
    private var regionsAreStale = false
    /// The layout pass and drawn frame in which the views under the pointer were last found.
    private var evaluatedPass = -1
    private var evaluatedFrame: UInt64 = .max

    /// A hover region the pointer is over, with the location its continuous action last heard.
    private struct Hovered {
        weak var node: HoverNode?
        var lastReported: CGPoint?
    }
    private var hovered: [Hovered] = []

    /// The pointer style the views under the pointer ask for.
    private(set) var pointerStyle: PointerStyle = .default
    /// Told when `pointerStyle` changes (a window host sets the system cursor then, and only then).
    var onPointerStyleChange: ((PointerStyle) -> Void)?
    /// The tooltip of the help region under the pointer.
    private(set) lazy var tooltips = TooltipPresenter(graph: graph)

    init(graph: ViewGraph) { self.graph = graph }

    /// The number of hover regions the pointer is over now (tests read it).
    var hoveredCount: Int { hovered.filter { $0.node?.isAttached == true }.count }

    // MARK: Events

    /// A region's value changed (a new pointer style, help text or action): find the regions again.
    func regionsChanged() {
        if location != nil { regionsAreStale = true }
    }

    /// The pointer moved to a window point, no button down.
    func move(to point: CGPoint) {
        if point != location { moved = true }
        location = point
    }

    /// A button went down at a window point: a shown tooltip goes, hover holds until the release.
    func press(at point: CGPoint) {
        // A press where no pointer hovered is a touch (TestHost's taps): it leaves no pointer resting after it.
        if location != nil { location = point }
        isPressed = true
        tooltips.dismiss()
    }

    /// The pressed pointer moved: hover holds, the location is kept for the release.
    func drag(to point: CGPoint) {
        if location != nil { location = point }
    }

    /// The button went up: the views under the pointer are found again at the next refresh.
    func release() {
        guard isPressed else { return }
        isPressed = false
        moved = true
    }

    /// The pointer left the window: every hover region hears it leave, the tooltip goes, the style resets.
    func exit() {
        location = nil
        isPressed = false
        moved = false
        regionsAreStale = false
        let left = hovered
        hovered = []
        for entry in left { if let node = entry.node, node.isAttached { node.pointerExited() } }
        tooltips.pointerLeft()
        setStyle(.default)
    }

    // MARK: Finding what is under the pointer

    /// Finds the views under the pointer again if it moved or the tree changed since they were last found,
    /// telling hover regions that the pointer entered, moved or left, updating the style and the tooltip.
    /// `size` is the window's when the host knows it. Returns whether anything was told or shown.
    @discardableResult
    func refresh(in size: CGSize? = nil) -> Bool {
        guard let location, !isPressed else { return false }
        if let size { graph.flush(through: .layout, in: size) } else { graph.flush(through: .layout) }
        graph.sampleAnimatedFrames()
        let pass = graph.layoutQueue.passNumber, frame = graph.displayQueue.frameNumber
        let treeChanged = graph.root.cachedHitExtent == nil || pass != evaluatedPass || frame != evaluatedFrame
        guard moved || regionsAreStale || treeChanged else { return false }
        let pointerMoved = moved
        moved = false
        regionsAreStale = false
        let regions = PointerRegions(from: HitTesting.pointerTarget(graph.root, at: location))
        evaluatedPass = pass
        evaluatedFrame = frame

        var told = false
        // Leaving first (innermost first), then entering (outermost first), as the pointer crosses the edges.
        let kept = hovered.filter { entry in regions.hover.contains { $0 === entry.node } }
        for entry in hovered where !kept.contains(where: { $0.node === entry.node }) {
            // A region whose view left the tree hears nothing: its state went with it.
            guard let node = entry.node, node.isAttached else { continue }
            node.pointerExited()
            told = true
        }
        var now: [Hovered] = []
        for node in regions.hover.reversed() {
            if let i = kept.firstIndex(where: { $0.node === node }) {
                let last = kept[i].lastReported
                let reported = node.pointerMoved(to: location, lastReported: last)
                if reported != last { told = true }
                now.append(Hovered(node: node, lastReported: reported))
            } else {
                now.append(Hovered(node: node, lastReported: node.pointerEntered(at: location)))
                told = true
            }
        }
        hovered = now
        if setStyle(regions.style ?? .default) { told = true }
        if tooltips.update(region: regions.help, at: location, pointerMoved: pointerMoved) { told = true }
        return told
    }

    /// Sets the style and tells the host when it changed; returns whether it did.
    @discardableResult
    private func setStyle(_ style: PointerStyle) -> Bool {
        guard style != pointerStyle else { return false }
        pointerStyle = style
        onPointerStyleChange?(style)
        return true
    }
}

extension ViewGraph {
    /// The graph's pointer tracker (hover, pointer style, tooltips).
    var pointerTracker: PointerTracker { service(PointerTracker.self) { PointerTracker(graph: self) } }
}
