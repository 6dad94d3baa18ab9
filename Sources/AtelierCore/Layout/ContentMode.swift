import Foundation

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// Scales the content to fit within the space, keeping its aspect ratio.
    case fit
    /// Scales the content to fill the space, keeping its aspect ratio.
    case fill
}
