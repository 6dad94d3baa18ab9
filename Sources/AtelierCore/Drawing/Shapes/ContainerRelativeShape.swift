import Foundation

/// A shape replaced by an inset version of the current container shape.
///
/// Atelier has no container shapes yet (widgets define them in SwiftUI), so this is always a rectangle,
/// which is also what SwiftUI draws when no container shape is defined.
public struct ContainerRelativeShape: InsettableShape {
    /// Creates a container-relative shape.
    nonisolated public init() {}

    /// The rect (there is no container shape to follow).
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The shape inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> Rectangle._Inset { Rectangle._Inset(amount: amount) }
}

extension Shape where Self == ContainerRelativeShape {
    /// A shape that is replaced by an inset version of the current container shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
