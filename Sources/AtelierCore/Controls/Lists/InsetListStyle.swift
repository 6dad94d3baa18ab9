import Foundation

/// The list style that describes the behavior and appearance of an inset list: rows inset from the
/// edges on the plain background.
public struct InsetListStyle: ListStyle, BuiltInListStyle {
    /// Creates an inset list style.
    nonisolated public init() {}
    var appearance: ListAppearance { .inset }
}

extension ListStyle where Self == InsetListStyle {
    /// The list style that describes the behavior and appearance of an inset list.
    nonisolated public static var inset: InsetListStyle { InsetListStyle() }
}
