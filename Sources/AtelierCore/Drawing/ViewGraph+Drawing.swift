import Foundation

extension ViewGraph {
    /// The graph's display phase, registered with its frame owner on first use.
    var displayPass: DisplayPass {
        if let pass = frameOwner.registeredPass(for: .display) as? DisplayPass { return pass }
        let pass = DisplayPass(graph: self)
        frameOwner.register(pass, for: .display)
        return pass
    }

    /// The display list of the whole tree laid out in `size`, after a frame through every phase. Only the
    /// drawing of nodes that changed (or animate) is made again, in place; every other node's is the one it kept.
    public func render(size: CGSize) -> DisplayList {
        let pass = displayPass
        flush(through: .semantics, in: size)
        return pass.list
    }

    /// The display list as `render(size:)` makes it, without the semantics phase: a window host puts the frame
    /// on screen first and brings the accessibility tree up to date after (`flush(through: .semantics)`).
    public func renderDisplay(size: CGSize) -> DisplayList {
        let pass = displayPass
        flush(through: .display, in: size)
        return pass.list
    }

    /// Where the frames drawn since the last call may differ from the frame painted before them: what a host
    /// that keeps its pixels between frames paints again. The whole frame the first time.
    public func takeDamage() -> DamageRegion { displayPass.damage.take() }
}
