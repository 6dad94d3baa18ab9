import Foundation

/// A type that specifies the appearance and interaction of all group boxes within a view hierarchy.
@MainActor @preconcurrency public protocol GroupBoxStyle {
    /// A view that represents the body of a group box.
    associatedtype Body: View
    /// The properties of a group box instance.
    typealias Configuration = GroupBoxStyleConfiguration
    /// Creates a view representing the body of a group box.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The kind of style a GroupBox resolves.
enum GroupBoxStyleKind: StyleKind {
    typealias Configuration = GroupBoxStyleConfiguration
    nonisolated static func erase(_ style: some GroupBoxStyle) -> AnyStyle<Self> { AnyStyle(style) { $0.makeBody(configuration: $1) } }
    static var automatic: AnyStyle<Self> { erase(DefaultGroupBoxStyle()) }
}

extension View {
    /// Sets the style for group boxes within this view.
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { self.style(GroupBoxStyleKind.erase(style)) }
}
