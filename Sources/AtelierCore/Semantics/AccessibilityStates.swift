import Foundation

/// The states of an accessibility element that change as the program runs.
public struct AccessibilityStates: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Creates a set from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The element can take keyboard focus.
    public static let focusable = AccessibilityStates(rawValue: 1 << 0)
    /// The element has keyboard focus.
    public static let focused = AccessibilityStates(rawValue: 1 << 1)
    /// The element can be selected (a row, a tab, a choice).
    public static let selectable = AccessibilityStates(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = AccessibilityStates(rawValue: 1 << 3)
    /// The element can be checked (a toggle).
    public static let checkable = AccessibilityStates(rawValue: 1 << 4)
    /// The element is checked (a toggle that is on).
    public static let checked = AccessibilityStates(rawValue: 1 << 5)
    /// The element is neither checked nor unchecked (a toggle of mixed state).
    public static let mixed = AccessibilityStates(rawValue: 1 << 6)
    /// The element does not respond to input (`disabled(true)`).
    public static let disabled = AccessibilityStates(rawValue: 1 << 7)
    /// The element can expand and collapse (a disclosure group, a menu button).
    public static let expandable = AccessibilityStates(rawValue: 1 << 8)
    /// The element is expanded.
    public static let expanded = AccessibilityStates(rawValue: 1 << 9)
    /// The element hides what is behind it while it is shown (a sheet, an alert).
    public static let modal = AccessibilityStates(rawValue: 1 << 10)
    /// The element's text can be edited.
    public static let editable = AccessibilityStates(rawValue: 1 << 11)
    /// The element's text has several lines.
    public static let multiline = AccessibilityStates(rawValue: 1 << 12)
}
