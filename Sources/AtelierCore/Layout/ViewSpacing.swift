import Foundation

/// The preferred spacing around a view.
public struct ViewSpacing: Sendable {
    /// No spacing.
    public static let zero = ViewSpacing(value: 0)
    var value: CGFloat
    /// The default spacing.
    public init() { value = StackLayoutEngine.defaultSpacing }
    init(value: CGFloat) { self.value = value }
    /// The distance to another view's spacing along an axis.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(value, next.value) }
}
