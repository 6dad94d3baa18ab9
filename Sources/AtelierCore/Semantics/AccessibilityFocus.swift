import Foundation

/// Where assistive technologies' focus is (a screen reader's cursor), when it is not simply keyboard focus:
/// an element a program moved it to with `AccessibilityFocusState`, or one a screen reader focused. The
/// exported tree marks that element focused; keyboard focus moving takes it back.
@MainActor final class AccessibilityFocus: KeyboardFocusObserver {
    unowned(unsafe) private let graph: ViewGraph
    /// The focused element; nil: the keyboard-focused control is the focused element.
    private(set) var element: AccessibilityElementID?
    /// A modifier whose state asked for focus, settled when the semantics phase builds its element.
    weak var claimant: ViewNode?
    private var observers: [ObjectIdentifier: WeakAccessibilityFocusObserver] = [:]

    init(graph: ViewGraph) {
        self.graph = graph
        graph.keyboardFocus.addObserver(self)
    }

    /// Moves accessibility focus to `id` (nil: back to keyboard focus); the modifiers write their states and
    /// the tree is exported again.
    func move(to id: AccessibilityElementID?) {
        guard id != element else { return }
        element = id
        // The export marks the focused element: the window's element is built again, its children kept.
        graph.root?.semanticsDidChange()
        graph.requestFrame()
        for observer in observers.values { observer.value?.accessibilityFocusMoved(to: id) }
    }

    func addObserver(_ observer: any AccessibilityFocusObserver) {
        observers[ObjectIdentifier(observer)] = WeakAccessibilityFocusObserver(value: observer)
    }

    func removeObserver(_ observer: any AccessibilityFocusObserver) {
        observers[ObjectIdentifier(observer)] = nil
    }

    /// A focus state was written: after the update pass, each modifier claims or gives up focus as it says.
    func statesChanged(in graph: ViewGraph) {
        graph.postUpdateActions.enqueue(in: graph) { [weak self] in
            for observer in self?.observers.values ?? [:].values { observer.value?.accessibilityFocusStateChanged() }
        }
    }

    // A person moving keyboard focus takes the screen reader with it.
    func keyboardFocusMoved() { move(to: nil) }
    func focusStateChanged() {}
}

/// Told when accessibility focus moves: the `accessibilityFocused` modifiers.
@MainActor protocol AccessibilityFocusObserver: AnyObject {
    /// Accessibility focus moved to `id` (nil: back to keyboard focus).
    func accessibilityFocusMoved(to id: AccessibilityElementID?)
    /// An accessibility focus state was written.
    func accessibilityFocusStateChanged()
}

private struct WeakAccessibilityFocusObserver {
    weak var value: (any AccessibilityFocusObserver)?
}

extension ViewGraph {
    /// The graph's accessibility focus.
    var accessibilityFocus: AccessibilityFocus { service(AccessibilityFocus.self) { AccessibilityFocus(graph: self) } }
}
