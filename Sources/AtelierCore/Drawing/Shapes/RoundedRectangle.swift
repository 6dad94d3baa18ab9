import Foundation

/// A rectangle with rounded corners, aligned inside the frame of the view containing it.
public struct RoundedRectangle: InsettableShape {
    /// The width and height of the rounded corners.
    public var cornerSize: CGSize
    /// The style of the corners (continuous by default, as since iOS 17).
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle with elliptical corners of `cornerSize`.
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Creates a rounded rectangle with corners of `cornerRadius`.
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The rounded rectangle filling `rect` (corners are limited to half the rect's sides).
    nonisolated public func path(in rect: CGRect) -> Path {
        guard !rect.isEmpty else { return Path() }
        // NaN corners are square (with the path's one warning); an infinite radius is limited like any large one.
        return Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// The rounded rectangle inset by `amount`; its corners shrink by the same amount.
    nonisolated public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

    /// A rounded rectangle inset by a fixed amount.
    public struct _Inset: InsettableShape {
        /// The shape before insetting.
        public var base: RoundedRectangle
        /// How far each side is moved in.
        public var amount: CGFloat
        /// Creates an inset rounded rectangle.
        nonisolated public init(base: RoundedRectangle, amount: CGFloat) { self.base = base; self.amount = amount }
        /// The inset rounded rectangle.
        nonisolated public func path(in rect: CGRect) -> Path {
            let r = rect.safelyInset(by: amount)
            guard !r.isEmpty else { return Path() }
            let a = amount.finiteOrZero
            var shape = base
            shape.cornerSize = CGSize(width: max(0, base.cornerSize.width - a), height: max(0, base.cornerSize.height - a))
            return shape.path(in: r)
        }
        /// Insets further.
        nonisolated public func inset(by amount: CGFloat) -> RoundedRectangle._Inset {
            _Inset(base: base, amount: self.amount + amount)
        }
    }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rectangle with rounded corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
