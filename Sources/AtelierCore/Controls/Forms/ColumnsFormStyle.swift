import Foundation

/// A non-scrolling form style with a trailing aligned column of labels next to a leading aligned column
/// of values (macOS's look): labeled content puts its label before the column line and its content after.
public struct ColumnsFormStyle: FormStyle {
    /// Creates a columns form style.
    nonisolated public init() {}

    /// Creates a view that represents the body of a form.
    public func makeBody(configuration: Configuration) -> some View {
        ColumnsFormBody(content: configuration.content)
    }
}

/// The rows of a columns-style form, stacked, with the label column as wide as the widest label the
/// rows report.
struct ColumnsFormBody: View {
    let content: FormStyleConfiguration.Content
    @State private var labelWidth: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: FormColumnsMetrics.rowSpacing) {
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(FormColumnsMetrics.padding)
        .environment(\.formLayout, .columns(labelWidth: labelWidth))
        .onPreferenceChange(FormLabelWidthKey.self) { labelWidth = $0 }
    }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// A non-scrolling form style with a trailing aligned column of labels next to a leading aligned
    /// column of values.
    nonisolated public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// The spacing of a columns-style form: Atelier's estimates of macOS's settings forms (Apple publishes none).
enum FormColumnsMetrics {
    static let rowSpacing: CGFloat = 8
    static let padding: CGFloat = 20
}
