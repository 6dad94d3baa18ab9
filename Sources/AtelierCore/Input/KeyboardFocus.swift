import Foundation

/// Which control has keyboard focus. Tab moves it through the enabled controls (buttons and toggles) in
/// tree order; a control inside another control's style is part of that control, not a stop of its own.
@MainActor final class KeyboardFocus {
    /// The focused control, if any (weak: a control that leaves the tree loses focus).
    weak var focused: (any KeyboardFocusable)? {
        didSet {
            // The focus indicator moves: both controls draw again.
            if oldValue !== focused { oldValue?.setNeedsDisplay(); focused?.setNeedsDisplay() }
        }
    }

    /// The controls that can take focus, in tree order: enabled and visible (not hidden, not fully faded).
    func stops(from root: ViewNode) -> [any KeyboardFocusable] {
        var result: [any KeyboardFocusable] = []
        var stack: [ViewNode] = [root]
        while let node = stack.popLast() {
            if node.hidesSubtree { continue }
            if let control = node as? any KeyboardFocusable {
                if control.isAttached, control.acceptsKeyboard, !control.focusBounds.isNull {
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
        let margin = control.focusIndicatorOutset + 2
        var node = control.parent
        while let current = node {
            if let scroll = current as? ScrollViewNode {
                // Both as drawn in the window: the scroll views around them have moved their content.
                let bounds = control.focusBounds.insetBy(dx: -margin, dy: -margin).projected(by: control.windowProjection())
                let visible = scroll.frame.projected(by: scroll.windowProjection())
                func delta(_ lo: CGFloat, _ hi: CGFloat, _ visibleLo: CGFloat, _ visibleHi: CGFloat) -> CGFloat {
                    if hi - lo > visibleHi - visibleLo || lo < visibleLo { return lo - visibleLo }
                    return hi > visibleHi ? hi - visibleHi : 0
                }
                if !control.focusBounds.isNull {
                    scroll.scroll(by: CGSize(width: delta(bounds.minX, bounds.maxX, visible.minX, visible.maxX),
                                             height: delta(bounds.minY, bounds.maxY, visible.minY, visible.maxY)))
                }
            }
            node = current.parent
        }
    }
}

extension ViewGraph {
    /// The graph's keyboard focus.
    var keyboardFocus: KeyboardFocus { service(KeyboardFocus.self) { KeyboardFocus() } }
}
