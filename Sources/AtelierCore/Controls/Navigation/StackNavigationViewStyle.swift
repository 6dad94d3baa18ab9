import Foundation

/// A navigation view style represented by a view stack that only shows a single top view at a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates a stack navigation view style.
    nonisolated public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A navigation view style represented by a view stack that only shows a single top view at a time.
    nonisolated public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
