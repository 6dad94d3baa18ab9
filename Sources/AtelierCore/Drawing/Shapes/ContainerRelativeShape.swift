import Foundation

/// A shape replaced by an inset version of the current container shape (`containerShape(_:)`): concentric
/// with it, its corners rounder or tighter by the distance between the two frames. Where no container shape
/// is set, it is a rectangle, as in SwiftUI. It follows the container when drawn and when it clips; for hit
/// testing it is its rectangle.
public struct ContainerRelativeShape: InsettableShape {
    /// Creates a container-relative shape.
    nonisolated public init() {}

    /// The container shape inset to `rect`, or `rect` itself where there is none.
    nonisolated public func path(in rect: CGRect) -> Path {
        ContainerShapeDrawing.current?.path(in: rect) ?? Path(rect)
    }

    /// The shape inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// A container-relative shape inset by an amount.
    public struct _Inset: InsettableShape {
        /// How far the shape is inset.
        public var amount: CGFloat
        /// Creates the inset shape.
        nonisolated public init(amount: CGFloat) { self.amount = amount }
        /// The container shape inset to `rect` inset by the amount.
        nonisolated public func path(in rect: CGRect) -> Path {
            let a = amount.isFinite ? amount : 0
            return ContainerRelativeShape().path(in: rect.insetBy(dx: a, dy: a))
        }
        /// Insets further.
        nonisolated public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
        /// The amount, so that a change animates.
        nonisolated public var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// A shape that is replaced by an inset version of the current container shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
