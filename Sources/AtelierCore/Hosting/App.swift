import Foundation

/// A type that represents the structure and behavior of an app. Mark it `@main`: its `main()` (from the
/// Atelier module) opens the app's first window and runs until the window closes.
@MainActor @preconcurrency public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene
    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency init()
}
