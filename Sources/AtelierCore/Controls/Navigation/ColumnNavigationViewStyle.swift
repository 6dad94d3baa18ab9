import Foundation

/// A navigation view style represented by a series of views in columns (a stack here).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    init() {}
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// A navigation view style represented by a series of views in columns.
    nonisolated public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}
