import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: InsettableShape {
    /// Creates a rectangle.
    nonisolated public init() {}

    /// The whole rect.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The rectangle inset by `amount` on every side.
    nonisolated public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// A rectangle inset by a fixed amount.
    public struct _Inset: InsettableShape {
        /// How far each side is moved in.
        public var amount: CGFloat
        /// Creates a rectangle inset by `amount`.
        nonisolated public init(amount: CGFloat) { self.amount = amount }
        /// The inset rect; empty when the inset swallows the rect.
        nonisolated public func path(in rect: CGRect) -> Path {
            let r = rect.safelyInset(by: amount)
            return r.isEmpty ? Path() : Path(r)
        }
        /// Insets further.
        nonisolated public func inset(by amount: CGFloat) -> Rectangle._Inset { _Inset(amount: self.amount + amount) }
    }
}

extension Shape where Self == Rectangle {
    /// A rectangular shape aligned inside the frame of the view containing it.
    public static var rect: Rectangle { Rectangle() }
}
