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
    static var automatic: AnyStyle<ControlGroupStyleConfiguration> {
        ControlGroupStyleBox(style: AutomaticControlGroupStyle()).erased
    }
}

/// A control group style, as a style modifier holds it.
struct ControlGroupStyleBox<S: ControlGroupStyle>: StyleBox {
    typealias Kind = ControlGroupStyleKind
    let style: S
    var erased: AnyStyle<ControlGroupStyleConfiguration> {
        AnyStyle(style) { s, configuration in s.makeBody(configuration: configuration) }
    }
}

extension View {
    /// Sets the style for control groups within this view.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        self.style(ControlGroupStyleBox(style: style))
    }
}
