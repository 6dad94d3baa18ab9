import Foundation

/// The properties of a control group, which a `ControlGroupStyle` turns into a view. Unlike a toggle's
/// label, the content and label take the styles the group's style sets around them (the bar's segment
/// button style, the palette's icon-only labels), as a menu's items do.
public struct ControlGroupStyleConfiguration {
    /// A type-erased content of a control group: its controls.
    public struct Content: View {
        let content: AnyView
        /// The controls.
        public var body: some View { content }
    }

    /// A type-erased label of a control group (what a menu style shows before it opens).
    public struct Label: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }

    /// A view that represents the content of the control group.
    public let content: ControlGroupStyleConfiguration.Content
    /// A view that provides the optional label of the control group.
    public let label: ControlGroupStyleConfiguration.Label
}
