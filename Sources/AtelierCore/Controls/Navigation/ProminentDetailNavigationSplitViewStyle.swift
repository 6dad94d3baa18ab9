import Foundation

/// A navigation split style that attempts to maintain the size of the detail content when hiding or showing
/// the leading columns (accepted; the columns keep their widths here).
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of ProminentDetailNavigationSplitViewStyle.
    public init() {}
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A navigation split style that attempts to maintain the size of the detail content when hiding or
    /// showing the leading columns.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}
