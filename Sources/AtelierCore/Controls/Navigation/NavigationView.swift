import Foundation

/// A navigation stack under its pre-iOS 16 name (deprecated in SwiftUI; common in published code).
@MainActor @preconcurrency public struct NavigationView<Content: View>: View {
    nonisolated(unsafe) let content: Content
    /// A navigation view around its root content.
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// The content in a navigation stack.
    public var body: some View { NavigationStack { content } }
}
