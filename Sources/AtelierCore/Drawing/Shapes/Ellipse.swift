import Foundation

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: InsettableShape {
    /// Creates an ellipse.
    nonisolated public init() {}

    /// The ellipse inscribed in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        guard !rect.isEmpty, rect.width.isFinite, rect.height.isFinite else { return Path() }
        return Path(ellipseIn: rect)
    }

    /// The ellipse inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// An ellipse inset by a fixed amount.
    public struct _Inset: InsettableShape {
        /// How far the ellipse is moved in.
        public var amount: CGFloat
        /// Creates an inset ellipse.
        nonisolated public init(amount: CGFloat) { self.amount = amount }
        /// The inset ellipse.
        nonisolated public func path(in rect: CGRect) -> Path { Ellipse().path(in: rect.safelyInset(by: amount)) }
        /// Insets further.
        nonisolated public func inset(by amount: CGFloat) -> Ellipse._Inset { _Inset(amount: self.amount + amount) }
    }
}

extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { Ellipse() }
}
