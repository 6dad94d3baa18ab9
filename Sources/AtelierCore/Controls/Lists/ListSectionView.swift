import Foundation

/// One section of a List as a built-in style draws it: the header (footnote, secondary, uppercased),
/// the rows on their card, the footer.
struct ListSectionView: View {
    let section: ListSectionItem
    let metrics: ListMetrics
    /// Whether this is the list's first section, whose header sits closer to the top.
    var isFirst = false
    @State private var reorder: ListReorderDrag?
    @Environment(\.listSelectionModel) private var selection

    var body: some View {
        let metrics = self.metrics, rows = section.rows
        let drag = $reorder
        let textInset = metrics.cardMargin + metrics.rowInset
        return VStack(alignment: .leading, spacing: 0) {
            if let header = section.header {
                header
                    .textCase(.uppercase)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, textInset)
                    .padding(.bottom, ListMetrics.headerSpacing)
                    // A one-line header takes Apple's band whatever the font's line height; its line sits at the bottom.
                    .frame(minHeight: metrics.headerMinimumHeight(isFirst: isFirst), alignment: .bottom)
                    // A section's header is a heading, as a screen reader's rotor finds it.
                    .accessibilityAddTraits(.isHeader)
            }
            if !rows.isEmpty {
                // Lazy: only the rows in the list's viewport (and a screen each way) are made.
                LazyVStack(spacing: 0) {
                    ListRowsContent(rows: rows, metrics: metrics, reorder: reorder, setReorder: { drag.wrappedValue = $0 },
                                    isSelectable: selection != nil)
                }
                .clipShape(RoundedRectangle(cornerRadius: metrics.cornerRadius))
                .padding(.horizontal, metrics.cardMargin)
            }
            if let footer = section.footer {
                footer
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, textInset)
                    .padding(.top, ListMetrics.headerSpacing)
            }
        }
        .padding(.top, metrics.spaceAbove(hasHeader: section.header != nil, isFirst: isFirst))
    }
}
