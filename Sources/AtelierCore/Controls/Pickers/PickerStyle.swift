import Foundation

/// A type that specifies the appearance and interaction of all pickers within a view hierarchy. As in
/// SwiftUI it has no public requirements: the built-in styles are the ones a Picker can draw, and a type of
/// your own conforming to it draws as `.automatic`.
@MainActor @preconcurrency public protocol PickerStyle {}

/// A picker style Atelier knows how to draw.
@MainActor protocol BuiltInPickerStyle: PickerStyle {
    /// The picker's view in this style.
    func makeView(_ configuration: PickerStyleConfiguration) -> AnyView
}

/// The kind of style a Picker resolves: a built-in style makes the picker's view, any other draws as `.automatic`.
enum PickerStyleKind: StyleKind {
    typealias Configuration = PickerStyleConfiguration
    nonisolated static func erase(_ style: some PickerStyle) -> AnyStyle<Self> {
        AnyStyle(style) { s, c in ((s as? any BuiltInPickerStyle) ?? DefaultPickerStyle()).makeView(c) }
    }
    static var automatic: AnyStyle<Self> { erase(DefaultPickerStyle()) }
}

extension View {
    /// Sets the style for pickers within this view.
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self.style(PickerStyleKind.erase(style)) }
}
