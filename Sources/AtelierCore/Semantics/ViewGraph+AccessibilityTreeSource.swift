import Foundation

// A window's graph is the tree a platform bridge exports: the latest semantics phase's elements, and the
// requests a screen reader makes, run as a tap or a key would run them.
extension ViewGraph: AccessibilityTreeSource {
    public var accessibilityRoot: AccessibilityElement { accessibilityTree }

    public var onAccessibilityTreeChanged: (() -> Void)? {
        get { semanticsPass.onChange }
        set { semanticsPass.onChange = newValue }
    }

    public func focusAccessibilityElement(_ element: AccessibilityElementID) -> Bool {
        guard let found = semanticsElement(element) else { return false }
        // The screen reader is on the element whether or not the keyboard can follow it there.
        defer { accessibilityFocus.move(to: element) }
        var candidates: [ViewNode] = found.performers.focusNode.map { [$0] } ?? []
        candidates.append(contentsOf: found.frameNodes)
        // The element's own focus stop, or the first one inside the views it stands for.
        while let node = candidates.first {
            candidates.removeFirst()
            if let focusable = node as? any KeyboardFocusable, focusable.acceptsKeyboard {
                keyboardFocus.focused = focusable
                requestFrame()
                return true
            }
            candidates.append(contentsOf: node.children)
        }
        return false
    }

    /// Whether the graph keeps an accessibility tree (a bridge or a test asked for one): the host then runs
    /// the semantics phase with each frame.
    @_spi(Backend) public var keepsAccessibilityTree: Bool { tracksSemantics }

    /// The title of the window the graph draws, the window element's name.
    @_spi(Backend) public var accessibilityWindowTitle: String {
        get { semanticsPass.windowTitle }
        set {
            guard newValue != semanticsPass.windowTitle else { return }
            semanticsPass.windowTitle = newValue
            // The window element is built in the phase: a new title (a document's edited mark) builds it again.
            root?.semanticsDidChange()
            if tracksSemantics { requestFrame() }
        }
    }
}
