import Foundation

/// A specification for the appearance and interaction of a `NavigationView` (deprecated in SwiftUI, common in
/// published code). Every style is accepted and a navigation view is a stack here, so the protocol asks for
/// nothing: a program's own style compiles and is shown as a stack.
@MainActor @preconcurrency public protocol NavigationViewStyle {}

extension View {
    /// Sets the style for navigation views within this view (accepted; a navigation view is a stack).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
