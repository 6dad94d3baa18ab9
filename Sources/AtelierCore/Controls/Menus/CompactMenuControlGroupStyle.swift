import Foundation

/// A control group style that presents its content as a compact menu when the user presses the control:
/// a menu behind the label's icon alone, its controls in one row of icons when it opens.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Creates a compact menu control group style.
    nonisolated public init() {}

    /// Creates a view representing the body of a control group.
    public func makeBody(configuration: Configuration) -> some View {
        Menu(content: {
            ControlGroupBar(content: configuration.content.labelStyle(.iconOnly), separated: false)
        }, label: { configuration.label.labelStyle(.iconOnly) })
    }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A control group style that presents its content as a compact menu when the user presses the control.
    nonisolated public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
