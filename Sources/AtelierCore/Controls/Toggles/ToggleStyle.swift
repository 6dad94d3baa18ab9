import Foundation

/// The appearance and behavior of a toggle: its `makeBody(configuration:)` turns the toggle's label and
/// state into a view, and changes `configuration.isOn` when the user acts on it.
@MainActor @preconcurrency public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View
    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
    /// Creates a view that represents the body of a toggle.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The kind of style a Toggle resolves.
enum ToggleStyleKind: StyleKind {
    typealias Configuration = ToggleStyleConfiguration
    static var automatic: AnyStyle<ToggleStyleConfiguration> { ToggleStyleBox(style: DefaultToggleStyle()).erased }
}

/// A toggle style, as a style modifier holds it.
struct ToggleStyleBox<S: ToggleStyle>: StyleBox {
    typealias Kind = ToggleStyleKind
    let style: S
    var erased: AnyStyle<ToggleStyleConfiguration> {
        AnyStyle(style) { s, configuration in s.makeBody(configuration: configuration) }
    }
}

extension View {
    /// Sets the style for toggles in a view hierarchy: every Toggle inside draws the nearest one.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        self.style(ToggleStyleBox(style: style))
    }
}
