import Foundation

/// The default style for group box views: on iOS, the label in the headline font above the content,
/// leading-aligned, padded 16 points inside a rounded rectangle (radius 8, continuous) that fills the
/// proposed width, filled with secondarySystemBackground (tertiarySystemBackground for a group box
/// inside another, alternating).
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    @Environment(\.groupBoxNestingLevel) private var level

    /// Creates a default group box style.
    nonisolated public init() {}

    /// Creates a view representing the body of a group box.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: GroupBoxMetrics.labelSpacing) {
            configuration.label
                .font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(GroupBoxMetrics.padding)
        .background(GroupBoxMetrics.fill(level: level),
                    in: RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius, style: .continuous))
        .environment(\.groupBoxNestingLevel, level + 1)
    }
}

/// The numbers of iOS's group box look.
enum GroupBoxMetrics {
    /// The inset of the label and content from the box's edges.
    static let padding: CGFloat = 16
    /// The space between the label and the content.
    static let labelSpacing: CGFloat = 8
    /// The corner radius of the box.
    static let cornerRadius: CGFloat = 8
    /// The box's fill at a nesting level: secondarySystemBackground at even levels, tertiary at odd.
    static func fill(level: Int) -> Color {
        Color(provider: .dynamic(level % 2 == 0 ? SystemPalette.secondarySystemBackground
                                               : SystemPalette.tertiarySystemBackground))
    }
}

private struct GroupBoxNestingLevelKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
    /// How many default-styled group boxes enclose this view.
    var groupBoxNestingLevel: Int {
        get { self[GroupBoxNestingLevelKey.self] }
        set { self[GroupBoxNestingLevelKey.self] = newValue }
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style for group box views.
    nonisolated public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}
