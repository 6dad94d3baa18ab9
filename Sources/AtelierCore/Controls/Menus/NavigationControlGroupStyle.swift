import Foundation

/// The navigation control group style: the controls side by side without a bar, as back and forward
/// buttons stand in a navigation bar.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Creates a navigation control group style.
    nonisolated public init() {}

    /// Creates a view representing the body of a control group.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: ControlGroupMetrics.navigationSpacing) {
            configuration.content
        }
        .buttonStyle(.borderless)
    }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control group style.
    nonisolated public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
