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
    nonisolated static func erase(_ style: some DatePickerStyle) -> AnyStyle<Self> { AnyStyle(style) { $0.makeBody(configuration: $1) } }
    static var automatic: AnyStyle<Self> { erase(DefaultDatePickerStyle()) }
}

extension View {
    /// Sets the style for date pickers within this view.
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self.style(DatePickerStyleKind.erase(style)) }
}
