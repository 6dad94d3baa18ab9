import Foundation

/// The default navigation view style in the current context of the view being styled: a stack here.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates a default navigation view style.
    nonisolated public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default navigation view style in the current context of the view being styled.
    nonisolated public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
