import Foundation

/// A modifier that leaves the view as it is.
public struct EmptyModifier: ViewModifier, Sendable, _RemoveGlobalActorIsolation {
    /// The modifier that does nothing.
    public static let identity = EmptyModifier()
    /// Creates the modifier; it has no settings.
    public init() {}
    /// Returns the content unchanged.
    public func body(content: Content) -> some View { content }
}
