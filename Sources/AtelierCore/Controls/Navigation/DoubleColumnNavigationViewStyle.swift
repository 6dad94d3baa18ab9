import Foundation

/// A navigation view style represented by a primary view stack that navigates to a detail view (a stack here).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates a double column navigation view style.
    nonisolated public init() {}
}
