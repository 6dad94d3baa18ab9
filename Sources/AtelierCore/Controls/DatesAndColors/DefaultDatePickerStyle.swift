import Foundation

/// The default style for date pickers: on iOS, compact.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the default date picker style.
    nonisolated public init() {}
    /// The compact style's body.
    public func makeBody(configuration: Configuration) -> some View { CompactDatePicker(configuration: configuration) }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    nonisolated public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
