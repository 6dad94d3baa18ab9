import Foundation

/// The default control group style: outside a toolbar or a menu on iOS, the controls side by side in one
/// rounded bar with separators between them.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Creates an automatic control group style.
    init() {}

    /// Creates a view representing the body of a control group.
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroupBar(content: configuration.content, separated: true)
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control group style.
    nonisolated public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
