import Foundation

/// A shape's outline traced with a stroke style; what `stroke(style:)` and `stroke(lineWidth:)` return.
///
/// It draws as a stroke of the shape's path. Its `path(in:)` is the stroked shape's own path (the centre
/// line): Atelier's Path has no stroke-outline operation yet, so clipping to a stroked shape clips to its interior.
public struct _StrokedShape<S: Shape>: Shape, ShapeDrawingProvider {
    /// The shape stroked.
    public var shape: S
    /// How it is stroked.
    public var style: StrokeStyle

    /// Creates a stroked version of `shape`.
    nonisolated public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    /// The stroked shape's path (see the type's note).
    nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    /// Stroked shapes have the stroke role.
    nonisolated public static var role: ShapeRole { .stroke }

    /// The size of the stroked shape.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    nonisolated func drawing(in rect: CGRect) -> ShapeDrawing { .stroke(shape.path(in: rect), style) }
}
