import Foundation

/// The list style that describes the behavior and appearance of an inset grouped list: each section a
/// white rounded card, inset from the edges, on the grouped background.
public struct InsetGroupedListStyle: ListStyle, BuiltInListStyle {
    /// Creates an inset grouped list style.
    nonisolated public init() {}
    var appearance: ListAppearance { .insetGrouped }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style that describes the behavior and appearance of an inset grouped list.
    nonisolated public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
