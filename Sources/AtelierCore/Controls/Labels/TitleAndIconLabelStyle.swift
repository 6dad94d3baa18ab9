import Foundation

/// A label style that shows both the title and icon of the label using a system-standard layout: the
/// icon, then the title, centred in a row 8 points apart.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates a label style that shows both the title and icon of the label using a system-standard layout.
    nonisolated public init() {}
    /// Creates a view that represents the body of a label.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: TitleAndIconLabelStyle.iconSpacing) {
            configuration.icon
            configuration.title
        }
    }

    /// The space between the icon and the title.
    static var iconSpacing: CGFloat { 8 }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label using a system-standard layout.
    nonisolated public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
