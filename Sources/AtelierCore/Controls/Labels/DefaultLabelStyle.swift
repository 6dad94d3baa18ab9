import Foundation

/// The default label style in the current context: on iOS, outside lists and toolbars, the title and the
/// icon side by side (`titleAndIcon`).
public struct DefaultLabelStyle: LabelStyle {
    /// Creates an automatic label style.
    nonisolated public init() {}
    /// Creates a view that represents the body of a label.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically based on the current context.
    nonisolated public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
