import Foundation

/// A modifier that you apply to a view, producing a different version of it.
@MainActor @preconcurrency public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// Produces the modified view from the content.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

nonisolated extension ViewModifier {
    /// A modifier that applies this one, then `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

nonisolated extension View {
    /// Applies a modifier to the view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
