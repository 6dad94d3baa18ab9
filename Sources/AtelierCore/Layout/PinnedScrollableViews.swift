import Foundation

/// Which kinds of section views a lazy stack pins to the bounds of its scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The bits of the set, one per kind of pinned view.
    public let rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The header view of each Section is pinned.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view of each Section is pinned.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
