import Foundation

/// A protocol that describes the behavior and appearance of a list. Like SwiftUI's, it has no public
/// requirements: the built-in styles (`.automatic`, `.insetGrouped`, `.grouped`, `.inset`, `.plain`,
/// `.sidebar`) are the ones a List can draw; a type of your own conforming to it draws as `.automatic`.
@MainActor @preconcurrency public protocol ListStyle {}

/// A list style Atelier knows how to draw: how it lays out a list's sections.
@MainActor protocol BuiltInListStyle: ListStyle {
    /// The look of a list in this style.
    var appearance: ListAppearance { get }
}

/// The kind of style a List resolves: a built-in style lays the list out in its appearance, any other as `.automatic`.
enum ListStyleKind: StyleKind {
    typealias Configuration = ListStyleConfiguration
    nonisolated static func erase(_ style: some ListStyle) -> AnyStyle<Self> {
        AnyStyle(style) { s, c in ListBody(configuration: c, appearance: ((s as? any BuiltInListStyle) ?? DefaultListStyle()).appearance) }
    }
    static var automatic: AnyStyle<Self> { erase(DefaultListStyle()) }
}

extension View {
    /// Sets the style for lists within this view.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { self.style(ListStyleKind.erase(style)) }
}

/// What a list style draws: the List's content, read into sections of rows.
struct ListStyleConfiguration {
    /// The sections, in order; rows written outside any Section form implicit sections.
    let sections: [ListSectionItem]
}
