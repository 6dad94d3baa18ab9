import Foundation

/// A type that specifies the appearance and interaction of disclosure groups within a view hierarchy: its
/// body turns a group's label, content and expansion state into a view, and changes
/// `configuration.isExpanded` when the user acts on it.
@MainActor @preconcurrency public protocol DisclosureGroupStyle {
    /// A view that represents the body of a disclosure group.
    associatedtype Body: View
    /// The properties of a disclosure group instance.
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// Creates a view that represents the body of a disclosure group.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The kind of style a DisclosureGroup resolves.
enum DisclosureGroupStyleKind: StyleKind {
    typealias Configuration = DisclosureGroupStyleConfiguration
    nonisolated static func erase(_ style: some DisclosureGroupStyle) -> AnyStyle<Self> { AnyStyle(style) { $0.makeBody(configuration: $1) } }
    static var automatic: AnyStyle<Self> { erase(AutomaticDisclosureGroupStyle()) }
}

extension View {
    /// Sets the style for disclosure groups within this view.
    nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View { self.style(DisclosureGroupStyleKind.erase(style)) }
}
