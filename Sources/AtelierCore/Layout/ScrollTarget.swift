import Foundation

/// Where a scroll view should scroll to: the rectangle of its content to show, aligned by an anchor.
public struct ScrollTarget: Equatable, Sendable {
    /// The rectangle of the content the scroll view should show (its origin is the content offset).
    public var rect: CGRect
    /// The point of the visible region the rectangle is aligned with; nil shows it from its origin.
    public var anchor: UnitPoint?

    /// Creates a target (SwiftUI makes them; a behaviour changes them).
    init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}
