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
    static var automatic: AnyStyle<GroupBoxStyleConfiguration> { GroupBoxStyleBox(style: DefaultGroupBoxStyle()).erased }
}

/// A group box style, as a style modifier holds it.
struct GroupBoxStyleBox<S: GroupBoxStyle>: StyleBox {
    typealias Kind = GroupBoxStyleKind
    let style: S
    var erased: AnyStyle<GroupBoxStyleConfiguration> {
        AnyStyle(style) { s, configuration in s.makeBody(configuration: configuration) }
    }
}

extension View {
    /// Sets the style for group boxes within this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        self.style(GroupBoxStyleBox(style: style))
    }
}
