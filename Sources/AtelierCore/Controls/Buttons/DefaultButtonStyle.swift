import Foundation

/// The default button style, based on the button's context: borderless outside a List; inside a List
/// row, the whole row acts as the button (see `ListRowButtons`).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The buttons of the List row around the button, if any.
    @Environment(\.listRowButtons) private var listRow
    /// Creates a default button style.
    nonisolated public init() {}
    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: Configuration) -> some View {
        if let listRow {
            ListRowButton(configuration: configuration, row: listRow)
        } else {
            BorderlessButtonStyle().makeBody(configuration: configuration)
        }
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    nonisolated public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
