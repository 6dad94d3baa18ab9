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

/// The kind of style a Picker resolves, in the one style environment (`StyleEnvironment.swift`).
enum PickerStyleKind: StyleKind {
    typealias Configuration = PickerStyleConfiguration
    static var automatic: AnyStyle<PickerStyleConfiguration> { PickerStyleBox(style: DefaultPickerStyle()).erased }
}

/// A picker style, as a style modifier holds it.
struct PickerStyleBox<S: PickerStyle>: StyleBox {
    typealias Kind = PickerStyleKind
    let style: S
    var erased: AnyStyle<PickerStyleConfiguration> {
        AnyStyle(style) { s, configuration in
            ((s as? any BuiltInPickerStyle) ?? DefaultPickerStyle()).makeView(configuration)
        }
    }
}

extension View {
    /// Sets the style for pickers within this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        self.style(PickerStyleBox(style: style))
    }
}
