import Foundation

/// The default labeled content style: as on iOS, in a row or anywhere else, the label leading and the content
/// trailing in the secondary colour across the proposed width; in a form with the columns style, the label
/// trailing-aligned in the form's label column and the content after it.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    @Environment(\.formLayout) private var formLayout

    /// Creates an automatic labeled content style.
    nonisolated public init() {}

    /// Creates a view that represents the body of labeled content.
    public func makeBody(configuration: Configuration) -> some View {
        if case .columns(let labelWidth) = formLayout {
            HStack(alignment: .firstTextBaseline) {
                configuration.label
                    .fixedSize()
                    .reportsFormLabelWidth()
                    .frame(minWidth: labelWidth, alignment: .trailing)
                configuration.content
            }
        } else {
            HStack(alignment: .firstTextBaseline) {
                configuration.label
                Spacer()
                configuration.content
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.trailing)
            }
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// A labeled content style that resolves its appearance automatically based on the current context.
    nonisolated public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}
