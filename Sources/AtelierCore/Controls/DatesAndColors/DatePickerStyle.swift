import Foundation

/// A type that specifies the appearance and interaction of all date pickers within a view hierarchy:
/// `makeBody(configuration:)` turns a picker's label, selection and range into a view (iOS 16).
@MainActor @preconcurrency public protocol DatePickerStyle {
    /// A view representing the appearance and interaction of a DatePicker.
    associatedtype Body: View
    /// A type alias for the properties of a DatePicker.
    typealias Configuration = DatePickerStyleConfiguration
    /// Returns the appearance and interaction content for a DatePicker.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The kind of style a DatePicker resolves.
enum DatePickerStyleKind: StyleKind {
    typealias Configuration = DatePickerStyleConfiguration
    static var automatic: AnyStyle<DatePickerStyleConfiguration> { DatePickerStyleBox(style: DefaultDatePickerStyle()).erased }
}

/// A date picker style, as a style modifier holds it.
struct DatePickerStyleBox<S: DatePickerStyle>: StyleBox {
    typealias Kind = DatePickerStyleKind
    let style: S
    var erased: AnyStyle<DatePickerStyleConfiguration> {
        AnyStyle(style) { s, configuration in s.makeBody(configuration: configuration) }
    }
}

extension View {
    /// Sets the style for date pickers within this view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        self.style(DatePickerStyleBox(style: style))
    }
}
