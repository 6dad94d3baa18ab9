import Foundation

/// The list style that describes a platform's default behavior and appearance for a list: on iOS,
/// inset grouped.
public struct DefaultListStyle: ListStyle, BuiltInListStyle {
    /// Creates a default list style.
    nonisolated public init() {}
    var appearance: ListAppearance { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behavior and appearance for a list.
    nonisolated public static var automatic: DefaultListStyle { DefaultListStyle() }
}
