import Foundation

/// The context of a state change: the animation it runs with, if any.
public struct Transaction {
    /// The animation of the change; nil changes at once.
    public var animation: Animation?
    /// Whether animations of this change are disabled.
    public var disablesAnimations = false
    /// Whether the change comes from a continuous interaction.
    public var isContinuous = false
    /// A transaction with no animation.
    public init() {}
    /// A transaction with an animation.
    public init(animation: Animation?) { self.animation = animation }
}

extension Transaction: @unchecked Sendable {}
