import Foundation

/// What a scroll target behaviour knows when it chooses where a scroll ends.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The target when the scroll began.
    public var originalTarget: ScrollTarget
    /// The scroll's velocity in points a second (its direction is what a desktop wheel gives).
    public var velocity: CGVector
    /// The content's size.
    public var contentSize: CGSize
    /// The scroll view's size.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    let environment: EnvironmentValues
    /// The frames of the views of the scroll target layout, in the content's coordinates (for `viewAligned`).
    let targetFrames: [CGRect]

    /// Reads the scroll view's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}
