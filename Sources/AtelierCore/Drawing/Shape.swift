import Foundation

/// A 2D shape that you can use when drawing a view; without an explicit fill or stroke it is filled
/// with the foreground style.
///
/// As in the iOS 18 SDK, a shape is `Sendable` and its geometry requirements are `nonisolated`, so that
/// `path(in:)` can be written without main-actor isolation. A shape is `Animatable`: its `animatableData`
/// (empty by default) is interpolated when it changes in an animated update, and the shape's path is asked
/// again at every frame with the interpolated data.
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    /// Describes this shape as a path within a rectangular frame of reference (origin at the top-leading corner).
    nonisolated func path(in rect: CGRect) -> Path

    /// The role of the shape: fill (the default), stroke or separator.
    nonisolated static var role: ShapeRole { get }

    /// The size of the view that will render the shape, given a proposal; by default the proposal itself,
    /// with unspecified dimensions replaced by 10.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

    /// A shape's view is the shape filled with the foreground style.
    associatedtype Body = _ShapeView<Self, ForegroundStyle>
}

extension Shape {
    /// Shapes fill by default.
    nonisolated public static var role: ShapeRole { .fill }

    /// Takes whatever is proposed; unspecified dimensions become 10 points.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

extension Shape where Body == _ShapeView<Self, ForegroundStyle> {
    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// What drawing a shape means: filling a path, or stroking one.
enum ShapeDrawing {
    case fill(Path)
    case stroke(Path, StrokeStyle)

    /// The path that is filled or stroked.
    var path: Path {
        switch self {
        case .fill(let p), .stroke(let p, _): return p
        }
    }

    /// The same drawing with its path mapped through a transform (stroke widths are kept).
    func applying(_ t: CGAffineTransform) -> ShapeDrawing {
        switch self {
        case .fill(let p): return .fill(p.applying(t))
        case .stroke(let p, let s): return .stroke(p.applying(t), s)
        }
    }

    /// The same drawing with its path replaced.
    func withPath(_ path: Path) -> ShapeDrawing {
        switch self {
        case .fill: return .fill(path)
        case .stroke(_, let s): return .stroke(path, s)
        }
    }
}

/// A shape that draws as something other than a fill of its path (a stroked shape, or one built on one).
protocol ShapeDrawingProvider {
    nonisolated func drawing(in rect: CGRect) -> ShapeDrawing
}

/// How `shape` draws in `rect`: a stroke for stroked shapes, otherwise a fill of `path(in:)`.
/// A path with a NaN or infinite point draws nothing and is not hit, with one warning per shape type.
func shapeDrawing(_ shape: any Shape, in rect: CGRect) -> ShapeDrawing {
    let drawing = (shape as? ShapeDrawingProvider)?.drawing(in: rect) ?? .fill(shape.path(in: rect))
    guard drawing.path.hasOnlyFinitePoints else {
        Diagnostics.warn("\(type(of: shape)).path(in:) returned a path with a NaN or infinite point; the shape is drawn as empty",
                         key: "shape-nonfinite-path-\(type(of: shape))")
        return drawing.withPath(Path())
    }
    return drawing
}

extension CGRect {
    /// The rect inset by `amount` on every side; an empty rect at the centre when the inset swallows it.
    func safelyInset(by amount: CGFloat) -> CGRect {
        guard amount.isFinite, !isNull, !isInfinite else { return self }
        let w = max(0, width - 2 * amount), h = max(0, height - 2 * amount)
        return CGRect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }
}
