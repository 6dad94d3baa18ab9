import Foundation

/// The level of a heading, for assistive technologies that move between headings of a level.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// A heading whose level is not given.
    case unspecified = 0
    /// Level 1, the highest.
    case h1
    /// Level 2.
    case h2
    /// Level 3.
    case h3
    /// Level 4.
    case h4
    /// Level 5.
    case h5
    /// Level 6.
    case h6

    /// The level as a number (nil when unspecified).
    var number: Int? { self == .unspecified ? nil : Int(rawValue) }
}
