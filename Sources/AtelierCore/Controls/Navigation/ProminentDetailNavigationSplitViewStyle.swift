import Foundation

/// A navigation split style that attempts to maintain the size of the detail content when hiding or showing
/// the leading columns (accepted; the columns keep their widths here).
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of ProminentDetailNavigationSplitViewStyle.
    nonisolated public init() {}
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A navigation split style that attempts to maintain the size of the detail content when hiding or
    /// showing the leading columns.
    nonisolated public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}
