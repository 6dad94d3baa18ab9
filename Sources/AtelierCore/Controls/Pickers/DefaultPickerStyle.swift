import Foundation

/// The default picker style: on iOS, a menu (`MenuPickerStyle`); in a List or Form row, the row shows the
/// label leading and the current value trailing, and a tap anywhere on it opens the menu.
public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates the default picker style.
    nonisolated public init() {}
    func makeView(_ configuration: PickerStyleConfiguration) -> AnyView { AnyView(PickerMenu(configuration: configuration)) }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style, based on the picker's context.
    nonisolated public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
