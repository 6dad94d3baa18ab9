import Foundation

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// Returns this shape inset by `amount` on every side (a negative amount outsets it).
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}
