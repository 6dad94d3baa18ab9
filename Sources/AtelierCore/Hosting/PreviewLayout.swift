import Foundation

/// How a `PreviewProvider`'s preview is sized.
public enum PreviewLayout: Sendable, Equatable {
    /// The size of a device's screen.
    case device
    /// The view's ideal size.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}
