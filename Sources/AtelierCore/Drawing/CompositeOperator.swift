import Foundation

/// A Porter-Duff operator a GraphicsContext composites with that SwiftUI's view `BlendMode` lacks.
@_spi(Backend) public enum CompositeOperator: Sendable, Hashable {
    /// Clears what lies under the content.
    case clear
    /// Replaces what lies under the content with it.
    case copy
    /// The content where the backdrop is opaque.
    case sourceIn
    /// The content where the backdrop is transparent.
    case sourceOut
    /// The backdrop where the content is opaque.
    case destinationIn
    /// The backdrop over the content, where the content is opaque.
    case destinationAtop
    /// The content and the backdrop where the other is transparent.
    case xor
}
