import Foundation

/// The list style that describes the behavior and appearance of a sidebar list. On a compact iPhone
/// screen it looks like an inset grouped list (sections do not collapse in Atelier).
public struct SidebarListStyle: ListStyle, BuiltInListStyle {
    /// Creates a sidebar list style.
    nonisolated public init() {}
    var appearance: ListAppearance { .insetGrouped }
}

extension ListStyle where Self == SidebarListStyle {
    /// The list style that describes the behavior and appearance of a sidebar list.
    nonisolated public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
