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
    nonisolated static func erase(_ style: some ToggleStyle) -> AnyStyle<Self> { AnyStyle(style) { $0.makeBody(configuration: $1) } }
    static var automatic: AnyStyle<Self> { erase(DefaultToggleStyle()) }
}

extension View {
    /// Sets the style for toggles in a view hierarchy: every Toggle inside draws the nearest one.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self.style(ToggleStyleKind.erase(style)) }
}
