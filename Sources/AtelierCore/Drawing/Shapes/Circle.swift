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

    /// A square of the proposal's shorter side (unspecified dimensions count as 10), as SwiftUI's circle takes:
    /// so that a circle aligned in a wider frame sits at the frame's edge, not in its middle.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    /// A circle inset by a fixed amount.
    public struct _Inset: InsettableShape {
        /// How far the circle is moved in.
        public var amount: CGFloat
        /// Creates an inset circle.
        nonisolated public init(amount: CGFloat) { self.amount = amount }
        /// The inset circle.
        nonisolated public func path(in rect: CGRect) -> Path { Circle().path(in: rect.safelyInset(by: amount)) }
        /// A square of the proposal's shorter side, as the circle's.
        nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { Circle().sizeThatFits(proposal) }
        /// Insets further.
        nonisolated public func inset(by amount: CGFloat) -> Circle._Inset { _Inset(amount: self.amount + amount) }
    }
}

extension Shape where Self == Circle {
    /// A circle centred on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}
