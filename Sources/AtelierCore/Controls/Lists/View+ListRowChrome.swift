import Foundation

extension ListRowItem {
    /// The row's insets: its own (`listRowInsets`), or the style's.
    func insets(in metrics: ListMetrics) -> EdgeInsets {
        traits.insets ?? EdgeInsets(top: ListMetrics.rowVerticalInset, leading: metrics.rowInset,
                                    bottom: ListMetrics.rowVerticalInset, trailing: metrics.rowInset)
    }
}

extension View {
    /// What every List row draws around its content: the pressed or selected grey, the row's own background or
    /// the style's, and the separator below from the row's leading inset.
    func listRowChrome(_ row: ListRowItem, metrics: ListMetrics, insets: EdgeInsets, showsSeparator: Bool,
                       highlighted: Bool, displayScale: CGFloat) -> some View {
        let hairline = 1 / max(displayScale.isFinite ? displayScale : 1, 1)
        return background {
            if highlighted {
                ListMetrics.pressedRowBackground
            } else if let background = row.traits.background {
                background
            } else {
                metrics.rowBackground
            }
        }
        .overlay(alignment: .bottomLeading) {
            if showsSeparator && !row.traits.separatorHidden {
                (row.traits.separatorTint ?? ListMetrics.separator)
                    .frame(height: hairline)
                    .padding(.leading, insets.leading)
            }
        }
    }
}
