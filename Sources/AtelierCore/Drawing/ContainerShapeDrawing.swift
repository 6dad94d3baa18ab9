import Foundation

/// The container shape a `ContainerRelativeShape` is drawn against: set by a drawing node around the one
/// call that makes its path, since a shape's `path(in:)` only sees its own local rect.
struct ContainerShapeDrawing: Sendable {
    /// The shape `containerShape(_:)` set.
    let shape: any InsettableShape
    /// The container's frame, in the coordinates `frame` is in.
    let container: CGRect
    /// The frame of the view drawing the relative shape; the rect `path(in:)` gets is local to it.
    let frame: CGRect

    @TaskLocal static var current: ContainerShapeDrawing?

    /// The container shape, inset by the smallest distance between its frame and `rect` (local to `frame`),
    /// drawn so that it fills `rect`: concentric with the container where `rect` is inset evenly.
    func path(in rect: CGRect) -> Path {
        let absolute = rect.offsetBy(dx: frame.minX, dy: frame.minY)
        let gaps = [absolute.minX - container.minX, absolute.minY - container.minY,
                    container.maxX - absolute.maxX, container.maxY - absolute.maxY]
        let d = max(0, gaps.filter(\.isFinite).min() ?? 0)
        return shape.inset(by: d).path(in: rect.insetBy(dx: -d, dy: -d))
    }

    /// Runs `body` with the container shape of `environment` (if any) current for a view with `frame`.
    @MainActor static func with<R>(_ environment: EnvironmentValues, frame: CGRect, _ body: () -> R) -> R {
        guard let reference = environment.containerShape, let container = reference.frame else { return body() }
        return $current.withValue(ContainerShapeDrawing(shape: reference.shape, container: container, frame: frame), operation: body)
    }
}

/// The container shape set around a view and the node whose frame it fills.
@MainActor final class ContainerShapeReference {
    var shape: any InsettableShape
    weak var node: ViewNode?

    init(shape: any InsettableShape, node: ViewNode) {
        self.shape = shape
        self.node = node
    }

    /// The container's frame now, or nil once its node is gone.
    var frame: CGRect? { node?.frame }
}

private struct ContainerShapeKey: EnvironmentKey {
    static var defaultValue: ContainerShapeReference? { nil }
}

extension EnvironmentValues {
    /// The nearest container shape around (`containerShape(_:)`).
    var containerShape: ContainerShapeReference? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}
