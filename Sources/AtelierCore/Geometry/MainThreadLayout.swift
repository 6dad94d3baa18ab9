import Foundation

/// Layouts and their subview proxies are nonisolated values, as in SwiftUI, but the framework calls them only
/// on the main thread while it lays out; their work on the view graph goes through here, which checks that.
enum MainThreadLayout {
    /// Runs main-actor work from a layout's nonisolated method (a precondition failure off the main thread).
    static func run<T>(_ body: @MainActor () -> T) -> T {
        MainActor.assumeIsolated { UncheckedResult(value: body()) }.value
    }

    /// A result handed back to the same thread it was made on.
    private struct UncheckedResult<T>: @unchecked Sendable { let value: T }
}
