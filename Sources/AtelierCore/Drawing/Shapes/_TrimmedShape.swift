import Foundation

/// The part of a shape's path between two fractions of its length; what `trim(from:to:)` returns.
public struct _TrimmedShape<S: Shape>: Shape, ShapeDrawingProvider {
    /// The shape trimmed.
    public var shape: S
    /// Where the kept part starts, from 0 to 1.
    public var startFraction: CGFloat
    /// Where the kept part ends, from 0 to 1.
    public var endFraction: CGFloat

    /// Creates a trimmed shape.
    nonisolated public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    /// The trimmed path.
    nonisolated public func path(in rect: CGRect) -> Path { drawing(in: rect).path }

    /// The trimmed shape keeps the content's role.
    nonisolated public static var role: ShapeRole { S.role }

    /// The content's size.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    nonisolated func drawing(in rect: CGRect) -> ShapeDrawing {
        let d = shapeDrawing(shape, in: rect)
        return d.withPath(d.path.trimmedPath(from: startFraction, to: endFraction))
    }
}

extension Shape {
    /// The part of this shape between `startFraction` and `endFraction` of its path's length
    /// (a circle's path starts at 3 o'clock and runs clockwise on screen).
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
