import Foundation

/// A navigation stack under its pre-iOS 16 name (deprecated in SwiftUI; common in published code).
@MainActor @preconcurrency public struct NavigationView<Content: View>: View {
    let content: Content
    /// A navigation view around its root content.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// The content in a navigation stack.
    public var body: some View { NavigationStack { content } }
}

/// How a navigation view arranges itself; every style is a stack here.
public struct NavigationViewStyleValue: Sendable {
    /// A stack of levels.
    public static let stack = NavigationViewStyleValue()
    /// Columns on wide windows (a stack here).
    public static let columns = NavigationViewStyleValue()
    /// The platform's default.
    public static let automatic = NavigationViewStyleValue()
}

extension View {
    /// Sets a navigation view's style (accepted; a navigation view is a stack).
    public func navigationViewStyle(_ style: NavigationViewStyleValue) -> some View { self }
}
