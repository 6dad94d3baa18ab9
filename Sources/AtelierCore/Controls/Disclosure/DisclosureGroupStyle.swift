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
    static var automatic: AnyStyle<DisclosureGroupStyleConfiguration> {
        DisclosureGroupStyleBox(style: AutomaticDisclosureGroupStyle()).erased
    }
}

/// A disclosure group style, as a style modifier holds it.
struct DisclosureGroupStyleBox<S: DisclosureGroupStyle>: StyleBox {
    typealias Kind = DisclosureGroupStyleKind
    let style: S
    var erased: AnyStyle<DisclosureGroupStyleConfiguration> {
        AnyStyle(style) { s, configuration in s.makeBody(configuration: configuration) }
    }
}

extension View {
    /// Sets the style for disclosure groups within this view.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        self.style(DisclosureGroupStyleBox(style: style))
    }
}
