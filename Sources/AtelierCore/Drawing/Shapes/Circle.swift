import Foundation

/// A circle centred on the frame of the view containing it; its diameter is the frame's shorter side.
public struct Circle: InsettableShape {
    /// Creates a circle.
    nonisolated public init() {}

    /// The circle of diameter `min(width, height)` centred in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        guard !rect.isEmpty, rect.width.isFinite, rect.height.isFinite else { return Path() }
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }

    /// The circle inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// A circle inset by a fixed amount.
    public struct _Inset: InsettableShape {
        /// How far the circle is moved in.
        public var amount: CGFloat
        /// Creates an inset circle.
        nonisolated public init(amount: CGFloat) { self.amount = amount }
        /// The inset circle.
        nonisolated public func path(in rect: CGRect) -> Path { Circle().path(in: rect.safelyInset(by: amount)) }
        /// Insets further.
        nonisolated public func inset(by amount: CGFloat) -> Circle._Inset { _Inset(amount: self.amount + amount) }
    }
}

extension Shape where Self == Circle {
    /// A circle centred on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}
