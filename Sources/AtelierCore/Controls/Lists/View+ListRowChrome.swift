import Foundation

extension ListRowItem {
    /// The row's insets: its own (`listRowInsets`), or the style's.
    func insets(in metrics: ListMetrics) -> EdgeInsets {
        traits.insets ?? EdgeInsets(top: metrics.verticalInset, leading: metrics.rowInset,
                                    bottom: metrics.verticalInset, trailing: metrics.rowInset)
    }
}

extension View {
    /// What every List row draws around its content: the pressed or selected grey, the row's own background or
    /// the style's, a faint shade while the pointer rests on a row that acts, and the separator below from the
    /// row's leading inset.
    func listRowChrome(_ row: ListRowItem, metrics: ListMetrics, insets: EdgeInsets, showsSeparator: Bool,
                       highlighted: Bool, hovered: Bool = false, displayScale: CGFloat) -> some View {
        let hairline = 1 / max(displayScale.isFinite ? displayScale : 1, 1)
        // The hover shade lies over the row's background (the first background is drawn in front of the second).
        return background { if hovered && !highlighted { ListMetrics.hoveredRowShade } }
        .background {
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
