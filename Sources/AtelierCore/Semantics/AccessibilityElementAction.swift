import Foundation

/// Something an assistive technology can ask an element to do.
public enum AccessibilityElementAction: Hashable, Sendable {
    /// The element's primary action: a button's tap, a toggle's switch, a row's selection.
    case activate
    /// Raise an adjustable element's value by a step.
    case increment
    /// Lower an adjustable element's value by a step.
    case decrement
    /// Dismiss what the element belongs to (a sheet, an alert, a menu).
    case escape
    /// A program's own action (`accessibilityAction(named:)`), by its name.
    case named(String)
    /// Scroll the element's content towards an edge.
    case scroll(Edge)
}
