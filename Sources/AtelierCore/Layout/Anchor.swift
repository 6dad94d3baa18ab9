import Foundation

/// A geometric value of a view (its bounds, a point of it) that a `GeometryProxy` resolves in its own
/// coordinates: `proxy[anchor]`. Made by `anchorPreference`, read where the preference arrives.
public struct Anchor<Value> {
    /// The value in the window's coordinates.
    let windowValue: Value
    /// Moves a value by an offset (to resolve it in a view's coordinates).
    let offset: @Sendable (Value, CGSize) -> Value

    /// What to take of a view for an anchor.
    public struct Source {
        /// The value for a view whose bounds are the rect, in the window's coordinates.
        let resolve: @Sendable (CGRect) -> Value
        let offset: @Sendable (Value, CGSize) -> Value

        func anchor(for bounds: CGRect) -> Anchor<Value> { Anchor(windowValue: resolve(bounds), offset: offset) }
    }

    /// The value in the coordinates of a view whose origin is `origin` in the window.
    func resolved(relativeTo origin: CGPoint) -> Value { offset(windowValue, CGSize(width: -origin.x, height: -origin.y)) }
}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors are equal when they stand for the same value.
    public static func == (a: Anchor, b: Anchor) -> Bool { a.windowValue == b.windowValue }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .rect(CGRect(x: 0, y: 0, width: 1, height: 1), unit: true) }
    /// A rect in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .rect(r, unit: false) }

    private static func rect(_ r: CGRect, unit: Bool) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(resolve: { bounds in
            unit ? bounds : r.offsetBy(dx: bounds.minX, dy: bounds.minY)
        }, offset: { rect, d in rect.offsetBy(dx: d.width, dy: d.height) })
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(resolve: { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) }, offset: Self.move)
    }
    /// A point of the view's bounds at a unit position.
    public static func unitPoint(_ u: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(resolve: { CGPoint(x: $0.minX + u.x * $0.width, y: $0.minY + u.y * $0.height) }, offset: Self.move)
    }
    /// The view's top leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }

    private static let move: @Sendable (CGPoint, CGSize) -> CGPoint = { CGPoint(x: $0.x + $1.width, y: $0.y + $1.height) }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: Sendable where Value: Sendable {}
