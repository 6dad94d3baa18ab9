import Foundation
@_spi(Backend) import AtelierCore

extension TestHost {
    /// The window's accessibility element with the tree under it, as a screen reader reads it after the
    /// frame's semantics phase.
    public var accessibilityTree: AccessibilityElement {
        refresh()
        return graph.accessibilityTree
    }

    /// Every accessibility element in the window, in reading order (depth first), the window's own left out.
    public var accessibilityElements: [AccessibilityElement] {
        Array(accessibilityTree.flattened.dropFirst())
    }

    /// The first element, in reading order, whose label is `label`.
    public func accessibilityElement(labeled label: String) -> AccessibilityElement? {
        accessibilityElements.first { $0.label == label }
    }

    /// The first element, in reading order, with the identifier `identifier`.
    public func accessibilityElement(identifier: String) -> AccessibilityElement? {
        accessibilityElements.first { $0.identifier == identifier }
    }

    /// How many nodes the latest semantics phase built again.
    @_spi(Backend) public var accessibilityNodesBuiltInLastPass: Int { graph.semanticsNodesBuiltInLastPass }

    /// Performs an element's action as a screen reader would (a double tap, AT-SPI's DoAction); returns
    /// whether the element could, and brings the window up to date.
    @discardableResult
    public func performAccessibilityAction(_ action: AccessibilityElementAction = .activate,
                                           on element: AccessibilityElement) -> Bool {
        let done = graph.performAccessibilityAction(action, on: element.id)
        refresh()
        return done
    }

    /// Moves keyboard focus to an element as a screen reader does (AT-SPI's GrabFocus); returns whether the
    /// element, or a control inside it, could take focus.
    @discardableResult
    public func focusAccessibilityElement(_ element: AccessibilityElement) -> Bool {
        let done = graph.focusAccessibilityElement(element.id)
        refresh()
        return done
    }

    /// Sets an adjustable element's value as a screen reader would; returns whether it could.
    @discardableResult
    public func setAccessibilityValue(_ value: Double, on element: AccessibilityElement) -> Bool {
        let done = graph.setAccessibilityValue(value, on: element.id)
        refresh()
        return done
    }

    /// Moves a screen reader's focus to an element (AT-SPI's GrabFocus); keyboard focus follows when the
    /// element takes it. Returns whether keyboard focus moved there.
    @discardableResult
    public func moveAccessibilityFocus(to element: AccessibilityElement) -> Bool {
        let moved = graph.focusAccessibilityElement(element.id)
        refresh()
        return moved
    }

    /// The element assistive technologies focus (the keyboard-focused control, unless a screen reader or an
    /// `AccessibilityFocusState` moved their focus elsewhere).
    public var accessibilityFocusedElement: AccessibilityElement? {
        accessibilityElements.first { $0.states.contains(.focused) }
    }

    /// Replaces a text element's text as a screen reader would; returns whether it could.
    @discardableResult
    public func setAccessibilityText(_ text: String, on element: AccessibilityElement) -> Bool {
        let done = graph.setAccessibilityText(text, on: element.id)
        refresh()
        return done
    }
}

extension TestHost {
    /// The window frame, in points, of a text element's characters in `range` (Unicode scalar offsets of its
    /// exposed text), as a screen reader's character and range extents give it; nil outside its text.
    public func accessibilityFrame(ofCharacters range: Range<Int>, in element: AccessibilityElement) -> CGRect? {
        refresh()
        return graph.accessibilityFrame(ofCharacters: range, in: element.id)
    }
}
