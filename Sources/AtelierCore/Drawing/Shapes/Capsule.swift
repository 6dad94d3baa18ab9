import Foundation

/// A capsule: a rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: InsettableShape {
    /// The style of the rounded ends (continuous by default, as since iOS 17).
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    /// The capsule filling `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        guard !rect.isEmpty, rect.width.isFinite, rect.height.isFinite else { return Path() }
        return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }

    /// The capsule inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> _Inset { _Inset(style: style, amount: amount) }

    /// A capsule inset by a fixed amount.
    public struct _Inset: InsettableShape {
        /// The style of the rounded ends.
        public var style: RoundedCornerStyle
        /// How far each side is moved in.
        public var amount: CGFloat
        /// Creates an inset capsule.
        nonisolated public init(style: RoundedCornerStyle = .continuous, amount: CGFloat) { self.style = style; self.amount = amount }
        /// The inset capsule.
        nonisolated public func path(in rect: CGRect) -> Path { Capsule(style: style).path(in: rect.safelyInset(by: amount)) }
        /// Insets further.
        nonisolated public func inset(by amount: CGFloat) -> Capsule._Inset { _Inset(style: style, amount: self.amount + amount) }
    }
}

extension Shape where Self == Capsule {
    /// A capsule aligned inside the frame of the view containing it.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with the given style of rounded ends.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
