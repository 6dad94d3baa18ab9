import Foundation

/// A picker style that presents the options as a row of compact elements (symbols, colours): outside a
/// menu, as iOS draws it, a segmented row of the options' icons.
public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates a palette picker style.
    nonisolated public init() {}
    func makeView(_ configuration: PickerStyleConfiguration) -> AnyView {
        AnyView(SegmentedPicker(configuration: configuration, iconsOnly: true))
    }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A picker style that presents the options as a row of compact elements.
    nonisolated public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
