import Foundation

/// The list style that describes the behavior and appearance of a grouped list: sections as white bands
/// from edge to edge on the grouped background.
public struct GroupedListStyle: ListStyle, BuiltInListStyle {
    /// Creates a grouped list style.
    nonisolated public init() {}
    var appearance: ListAppearance { .grouped }
}

extension ListStyle where Self == GroupedListStyle {
    /// The list style that describes the behavior and appearance of a grouped list.
    nonisolated public static var grouped: GroupedListStyle { GroupedListStyle() }
}
