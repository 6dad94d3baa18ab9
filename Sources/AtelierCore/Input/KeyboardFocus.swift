import Foundation

/// Which control has keyboard focus. Tab moves it through the enabled controls (buttons and toggles) in
/// tree order; a control inside another control's style is part of that control, not a stop of its own.
@MainActor final class KeyboardFocus {
    /// The focused control, if any (weak: a control that leaves the tree loses focus).
    weak var focused: ControlActionNode?

    /// The controls that can take focus, in tree order: enabled and visible (not hidden, not fully faded).
    func stops(from root: ViewNode) -> [ControlActionNode] {
        var result: [ControlActionNode] = []
        var stack: [ViewNode] = [root]
        while let node = stack.popLast() {
            if HitTesting.hidesItsSubtree(node) { continue }
            if let control = node as? ControlActionNode {
                if control.isAttached, control.modifier?.isEnabled == true, !control.controlBounds.isNull {
                    result.append(control)
                }
                continue
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// Scrolls every scroll view around the focused control, innermost first, until the control shows
    /// (with a margin for its ring), as a window does when Tab reaches a control out of view.
    func scrollFocusedIntoView() {
        guard let control = focused else { return }
        let margin = FocusRing.width + 2
        var node = control.parent
        while let current = node {
            if let scroll = current as? ScrollViewNode {
                let bounds = control.controlBounds.insetBy(dx: -margin, dy: -margin)
                let visible = scroll.frame
                func delta(_ lo: CGFloat, _ hi: CGFloat, _ visibleLo: CGFloat, _ visibleHi: CGFloat) -> CGFloat {
                    if hi - lo > visibleHi - visibleLo || lo < visibleLo { return lo - visibleLo }
                    return hi > visibleHi ? hi - visibleHi : 0
                }
                if !bounds.isNull {
                    scroll.scroll(by: CGSize(width: delta(bounds.minX, bounds.maxX, visible.minX, visible.maxX),
                                             height: delta(bounds.minY, bounds.maxY, visible.minY, visible.maxY)))
                }
            }
            node = current.parent
        }
    }
}
