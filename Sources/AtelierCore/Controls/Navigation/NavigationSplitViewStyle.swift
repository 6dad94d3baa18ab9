import Foundation

/// A type that specifies the appearance and interaction of navigation split views within a view hierarchy.
/// Every style is accepted and the columns keep their widths here, so the protocol asks for nothing: a
/// program's own style compiles and is shown as the split view is.
@MainActor @preconcurrency public protocol NavigationSplitViewStyle {}

extension View {
    /// Sets the style for navigation split views within this view (accepted; the columns keep their widths).
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}
