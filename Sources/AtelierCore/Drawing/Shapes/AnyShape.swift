import Foundation

/// A type-erased shape: use it to switch between shape types, as in `clipShape(round ? AnyShape(Circle()) : AnyShape(Rectangle()))`.
public struct AnyShape: Shape, ShapeDrawingProvider {
    /// The wrapped shape.
    let storage: any Shape

    /// Creates a type-erased shape.
    nonisolated public init<S: Shape>(_ shape: S) {
        if let other = shape as? AnyShape { storage = other.storage } else { storage = shape }
    }

    /// The wrapped shape's path.
    nonisolated public func path(in rect: CGRect) -> Path { storage.path(in: rect) }

    /// The wrapped shape's size.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { storage.sizeThatFits(proposal) }

    nonisolated func drawing(in rect: CGRect) -> ShapeDrawing { shapeDrawing(storage, in: rect) }
}
