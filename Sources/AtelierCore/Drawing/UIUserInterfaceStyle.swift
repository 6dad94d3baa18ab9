import Foundation

/// UIKit's appearance of an interface, as a trait collection carries it: what `UIColor(dynamicProvider:)`
/// switches on.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No appearance given (colours resolve as in light mode).
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}
