import Foundation

/// A control group style that presents its content as a menu when the user presses the control, or as a
/// submenu when nested within a larger menu: the group's label is the menu's.
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Creates a menu control group style.
    nonisolated public init() {}

    /// Creates a view representing the body of a control group.
    public func makeBody(configuration: Configuration) -> some View {
        Menu(content: { configuration.content }, label: { configuration.label })
    }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A control group style that presents its content as a menu when the user presses the control.
    nonisolated public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
