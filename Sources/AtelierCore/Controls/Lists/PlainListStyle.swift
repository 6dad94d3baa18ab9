import Foundation

/// The list style that describes the behavior and appearance of a plain list: rows from edge to edge on
/// the system background, no cards.
public struct PlainListStyle: ListStyle, BuiltInListStyle {
    /// Creates a plain list style.
    nonisolated public init() {}
    var appearance: ListAppearance { .plain }
}

extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behavior and appearance of a plain list.
    nonisolated public static var plain: PlainListStyle { PlainListStyle() }
}
