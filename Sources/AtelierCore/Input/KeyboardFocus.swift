import Foundation

/// Which control has keyboard focus. Tab moves it through the enabled controls in reading order; a control
/// inside another control's style is part of that control, not a stop of its own; a focus group is one stop.
@MainActor final class KeyboardFocus {
    /// The focused control, if any (weak: a control that leaves the tree loses focus).
    weak var focused: (any KeyboardFocusable)? {
        didSet {
            // The focus indicator moves: both controls draw again.
            guard oldValue !== focused else { return }
            oldValue?.setNeedsDisplay()
            focused?.setNeedsDisplay()
            // The element that reads as focused may lie above a subtree the semantics phase skips.
            oldValue?.semanticsDidChange(throughMarked: true)
            focused?.semanticsDidChange(throughMarked: true)
            (oldValue as? any TextInputReceiver)?.keyboardFocusChanged(false)
            (focused as? any TextInputReceiver)?.keyboardFocusChanged(true)
            for observer in observers.values { observer.value?.keyboardFocusMoved() }
        }
    }

    /// The `focused(_:)` modifiers of the graph, told when focus moves (weakly held, by identity).
    private var observers: [ObjectIdentifier: WeakFocusObserver] = [:]

    func addObserver(_ observer: any KeyboardFocusObserver) {
        observers[ObjectIdentifier(observer)] = WeakFocusObserver(value: observer)
    }

    func removeObserver(_ observer: any KeyboardFocusObserver) {
        observers[ObjectIdentifier(observer)] = nil
    }

    /// A focus state was written: after the update pass, each `focused` modifier moves focus as its state says.
    func focusStatesChanged(in graph: ViewGraph) {
        graph.postUpdateActions.enqueue(in: graph) { [weak self] in
            for observer in self?.observers.values ?? [:].values { observer.value?.focusStateChanged() }
        }
    }

    /// The controls that can take focus, in reading order (tree order, a `zIndex` first where it reorders
    /// siblings): enabled and visible (not hidden, not fully faded). A focus group is one stop: the member
    /// that has focus, else its selected member, else its first.
    func stops(from root: ViewNode) -> [any KeyboardFocusable] {
        var result: [any KeyboardFocusable] = []
        collect(from: root, groups: true, into: &result)
        return result
    }

    /// The focus group around `control` and that group's members in reading order; nil when it is in none.
    func group(around control: any KeyboardFocusable) -> [any KeyboardFocusable]? {
        var node = control.parent
        while let current = node, (current as? KeyboardFocusGroupNode)?.isActive != true { node = current.parent }
        guard let group = node else { return nil }
        var members: [any KeyboardFocusable] = []
        collect(from: group, groups: false, into: &members)
        return members
    }

    private func collect(from root: ViewNode, groups: Bool, into result: inout [any KeyboardFocusable]) {
        var stack: [ViewNode] = [root]
        while let node = stack.popLast() {
            if node.hidesSubtree { continue }
            if let control = node as? any KeyboardFocusable {
                if control.isAttached, control.acceptsKeyboard, !control.focusBounds.isNull {
                    result.append(control)
                }
                continue
            }
            if groups, node !== root, let group = node as? KeyboardFocusGroupNode, group.isActive {
                var members: [any KeyboardFocusable] = []
                collect(from: node, groups: false, into: &members)
                if let entry = members.first(where: { $0 === focused }) ?? members.first(where: \.isSelected) ?? members.first {
                    result.append(entry)
                }
                continue
            }
            // Reading order is drawing order: a zIndex moves a sibling, as the semantics tree reads it.
            stack.append(contentsOf: (node.childrenInZOrder() ?? node.children).reversed())
        }
    }

    /// Scrolls every scroll view around the focused control, innermost first, until the control shows
    /// (with a margin for its ring), as a window does when Tab reaches a control out of view.
    func scrollFocusedIntoView() {
        guard let control = focused, !control.focusBounds.isNull else { return }
        scrollIntoView(control.focusBounds, from: control, margin: control.focusIndicatorOutset + 2)
    }

    /// Scrolls every scroll view around `node`, innermost first, until `bounds` (in the node's
    /// coordinates, as its frame) shows with a margin: a focused control, a text field's caret.
    func scrollIntoView(_ bounds: CGRect, from node: ViewNode, margin: CGFloat) {
        var ancestor = node.parent
        while let current = ancestor {
            if let scroll = current as? ScrollViewNode {
                // Both as drawn in the window: the scroll views around them have moved their content.
                let target = bounds.insetBy(dx: -margin, dy: -margin).projected(by: node.windowProjection())
                let visible = scroll.frame.projected(by: scroll.windowProjection())
                func delta(_ lo: CGFloat, _ hi: CGFloat, _ visibleLo: CGFloat, _ visibleHi: CGFloat) -> CGFloat {
                    if hi - lo > visibleHi - visibleLo || lo < visibleLo { return lo - visibleLo }
                    return hi > visibleHi ? hi - visibleHi : 0
                }
                scroll.scroll(by: CGSize(width: delta(target.minX, target.maxX, visible.minX, visible.maxX),
                                         height: delta(target.minY, target.maxY, visible.minY, visible.maxY)))
            }
            ancestor = current.parent
        }
    }
}

/// Told when keyboard focus moves: the `focused(_:)` modifiers, which keep their bindings in step.
@MainActor protocol KeyboardFocusObserver: AnyObject {
    /// Keyboard focus moved (by Tab, a click, the program).
    func keyboardFocusMoved()
    /// A focus state was written: focus moves where it says.
    func focusStateChanged()
}

private struct WeakFocusObserver {
    weak var value: (any KeyboardFocusObserver)?
}

extension ViewGraph {
    /// The graph's keyboard focus.
    var keyboardFocus: KeyboardFocus { service(KeyboardFocus.self) { KeyboardFocus() } }
}
