import Foundation

/// A control group style that presents its content as a palette: a row of icons in one rounded bar,
/// without separators, each control showing its label's icon.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Creates a palette control group style.
    nonisolated public init() {}

    /// Creates a view representing the body of a control group.
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroupBar(content: configuration.content.labelStyle(.iconOnly), separated: false)
    }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A control group style that presents its content as a palette.
    nonisolated public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
