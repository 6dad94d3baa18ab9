import Foundation

/// The parts of a date that a DatePicker shows and edits.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates a set of components from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Displays hour and minute components (and AM/PM where the locale uses it).
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 2)
    /// Displays day, month, and year components.
    public static let date = DatePickerComponents(rawValue: 1 << 4)
}
