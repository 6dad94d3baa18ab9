import Foundation

/// The default form style: on iOS, the grouped style.
public struct AutomaticFormStyle: FormStyle {
    /// Creates a default form style.
    nonisolated public init() {}

    /// Creates a view that represents the body of a form.
    public func makeBody(configuration: Configuration) -> some View {
        GroupedFormStyle().makeBody(configuration: configuration)
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    nonisolated public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
