import Foundation

/// The content of a control group that has a label: the controls, and the label a menu style shows.
/// Drawn on its own (outside a control group), it is just the controls.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// The controls.
    public var body: some View { content }
}
