import Foundation

/// A navigation split style that reduces the size of the detail content to make room when showing the
/// leading column or columns (accepted; the columns keep their widths here).
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of BalancedNavigationSplitViewStyle.
    nonisolated public init() {}
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// A navigation split style that reduces the size of the detail content to make room when showing the
    /// leading column or columns.
    nonisolated public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
