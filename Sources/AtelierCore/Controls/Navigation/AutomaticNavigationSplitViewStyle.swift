import Foundation

/// A navigation split style that resolves its appearance automatically based on the current context.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of the automatic navigation split view style.
    nonisolated public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// A navigation split style that resolves its appearance automatically based on the current context.
    nonisolated public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
