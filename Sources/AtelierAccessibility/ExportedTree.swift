import Foundation
@_spi(Backend) import AtelierCore

/// A window's accessibility tree as the bus serves it between two changes: every element by its bus id (the
/// window's number and the element's id, see `AccessibilityElementID(exporting:window:)`) with its parent
/// and place, made safe to send (long strings cut, frames and values finite, secure text hidden). A value:
/// the main actor makes a new one after each change and the bus thread reads the one it was given.
struct ExportedTree: Sendable {
    /// One element, its children by id, and where it sits.
    struct Entry: Sendable {
        /// The element, without its children (they are entries of their own).
        var element: AccessibilityElement
        /// The element's parent; nil for the window, whose parent is the application.
        var parent: AccessibilityElementID?
        /// The element's index among its parent's children.
        var index: Int
        /// The element's children, in reading order.
        var children: [AccessibilityElementID]
    }

    /// The window's number in the application (the top bits of its elements' bus ids).
    let window: Int
    /// The window element: one of the application root's children.
    let windowID: AccessibilityElementID
    /// Every element, the window included.
    let entries: [AccessibilityElementID: Entry]
    /// Every element's id, depth first in reading order (events and cache items go in this order).
    let order: [AccessibilityElementID]
    /// Whether the window has the desktop's focus (its ACTIVE state).
    var windowIsActive: Bool

    /// Strings longer than this many characters are cut: no screen reader speaks a megabyte of label, and a
    /// D-Bus message has a size limit.
    static let maximumStringLength = 10_000
    /// Text longer than this many characters is cut (a long document still fits a message).
    static let maximumTextLength = 1_000_000

    /// Indexes `root` and everything under it (iteratively: a deep tree does not overflow the stack), as the
    /// window numbered `window`.
    init(root: AccessibilityElement, window: Int = 0, windowIsActive: Bool) {
        self.windowIsActive = windowIsActive
        self.window = window
        // A window element whose id cannot be exported still needs one: its place in the window's range.
        windowID = AccessibilityElementID(exporting: root.id, window: window)
            ?? AccessibilityElementID(exporting: AccessibilityElementID(rawValue: 0), window: window)!
        var entries: [AccessibilityElementID: Entry] = [:]
        var order: [AccessibilityElementID] = []
        // Depth first: children are pushed in reverse so that they come out in reading order.
        var stack: [(AccessibilityElement, AccessibilityElementID?)] = [(root, nil)]
        while var (element, parent) = stack.popLast() {
            if parent == nil {
                element.id = windowID
            } else if let exported = AccessibilityElementID(exporting: element.id, window: window) {
                element.id = exported
            } else {
                Diagnostics.warn("an accessibility element's id \(element.id) is too large to export (the "
                    + "\(element.role.rawValue) labelled \"\(element.label.prefix(40))\"); it and its children are not exported",
                    key: "atspi-large-id")
                continue
            }
            guard entries[element.id] == nil else {
                Diagnostics.warn("two accessibility elements share the id \(element.id) (the second is a "
                    + "\(element.role.rawValue) labelled \"\(element.label.prefix(40))\"); it and its children are not exported",
                    key: "atspi-duplicate-id")
                continue
            }
            var own = Self.sanitized(element)
            own.children = []
            entries[element.id] = Entry(element: own, parent: parent, index: 0, children: [])
            order.append(element.id)
            for child in element.children.reversed() { stack.append((child, element.id)) }
        }
        // A parent's children come in the walk's order, which is reading order.
        for id in order {
            guard let parent = entries[id]?.parent else { continue }
            let index = entries[parent]?.children.count ?? 0
            entries[id]?.index = index
            entries[parent]?.children.append(id)
        }
        self.entries = entries
        self.order = order
    }

    subscript(id: AccessibilityElementID) -> Entry? { entries[id] }

    /// The window's frame, in points: what SHOWING is measured against.
    var windowFrame: CGRect { entries[windowID]?.element.frame ?? .zero }

    /// Whether an element lies in the window. Without a window size, or for an element without a size,
    /// everything counts as shown.
    func isShowing(_ element: AccessibilityElement) -> Bool {
        let window = windowFrame
        if element.id == windowID || window.isEmpty || element.frame.isEmpty { return true }
        return element.frame.intersects(window)
    }

    /// An element's AT-SPI states in this tree.
    func states(of entry: Entry) -> ATSPIStateSet {
        ATSPIStateSet(entry.element, isShowing: isShowing(entry.element), windowIsActive: windowIsActive)
    }

    /// The element at `point` (window points): the deepest, last drawn element whose frame holds it.
    func element(at point: CGPoint, under id: AccessibilityElementID) -> AccessibilityElementID? {
        guard let entry = entries[id], entry.element.frame.contains(point) else { return nil }
        var current = entry
        descent: while true {
            for child in current.children.reversed() {
                if let c = entries[child], c.element.frame.contains(point) { current = c; continue descent }
            }
            return current.element.id
        }
    }

    /// A copy safe to send: strings cut, non-finite numbers zeroed, a secure field's text replaced by bullets.
    static func sanitized(_ element: AccessibilityElement) -> AccessibilityElement {
        var e = element
        e.label = cut(e.label)
        e.value = e.value.map(cut)
        e.hint = e.hint.map(cut)
        e.identifier = e.identifier.map(cut)
        e.placeholder = e.placeholder.map(cut)
        e.inputLabels = e.inputLabels.prefix(100).map(cut)
        e.frame = finite(e.frame)
        if let range = e.valueRange {
            e.valueRange = AccessibilityValueRange(minimum: finite(range.minimum), maximum: finite(range.maximum),
                                                   step: finite(range.step), current: finite(range.current))
        }
        if var text = e.text {
            var scalars = Array(text.text.unicodeScalars)
            if scalars.count > maximumTextLength {
                Diagnostics.warn("an accessibility element's text has \(scalars.count) characters; "
                    + "screen readers are sent the first \(maximumTextLength)", key: "atspi-long-text")
                scalars = Array(scalars.prefix(maximumTextLength))
            }
            if e.role == .secureTextField { scalars = Array(repeating: "\u{2022}", count: scalars.count) }
            text.text = String(String.UnicodeScalarView(scalars))
            text.caret = min(max(0, text.caret), scalars.count)
            let lower = min(max(0, text.selection.lowerBound), scalars.count)
            let upper = min(max(lower, text.selection.upperBound), scalars.count)
            text.selection = lower..<upper
            e.text = text
        }
        // A secure field's value is its text: never sent.
        if e.role == .secureTextField { e.value = e.text?.text }
        return e
    }

    private static func cut(_ s: String) -> String {
        guard s.unicodeScalars.count > maximumStringLength else { return s }
        Diagnostics.warn("an accessibility label, value or hint has \(s.unicodeScalars.count) characters; "
            + "screen readers are sent the first \(maximumStringLength)", key: "atspi-long-string")
        return String(String.UnicodeScalarView(s.unicodeScalars.prefix(maximumStringLength)))
    }

    private static func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }

    private static func finite(_ r: CGRect) -> CGRect {
        let values = [r.origin.x, r.origin.y, r.size.width, r.size.height]
        guard values.allSatisfy(\.isFinite) else {
            Diagnostics.warn("an accessibility element's frame is not finite (\(r)); it is sent as empty",
                             key: "atspi-frame")
            return .zero
        }
        return r.standardized
    }
}
