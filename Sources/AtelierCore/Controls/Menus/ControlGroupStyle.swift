import Foundation

/// Defines the implementation of all control groups within a view hierarchy: its body turns a group's
/// controls and label into the group's look.
@MainActor @preconcurrency public protocol ControlGroupStyle {
    /// A view representing the body of a control group.
    associatedtype Body: View
    /// The properties of a control group.
    typealias Configuration = ControlGroupStyleConfiguration
    /// Creates a view representing the body of a control group.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The kind of style a ControlGroup resolves.
enum ControlGroupStyleKind: StyleKind {
    typealias Configuration = ControlGroupStyleConfiguration
    nonisolated static func erase(_ style: some ControlGroupStyle) -> AnyStyle<Self> { AnyStyle(style) { $0.makeBody(configuration: $1) } }
    static var automatic: AnyStyle<Self> { erase(AutomaticControlGroupStyle()) }
}

extension View {
    /// Sets the style for control groups within this view.
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self.style(ControlGroupStyleKind.erase(style)) }
}
