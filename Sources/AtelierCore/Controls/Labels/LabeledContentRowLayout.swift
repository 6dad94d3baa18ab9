import Foundation

/// The automatic LabeledContent's row on iOS: the label leading and the content trailing, each at its ideal width
/// on one line when both fit with a gap between them, as Apple's renders show (`LabeledContent("San Francisco")
/// { Text("20 °C, Sunny") }` in a List on a 390-point iPhone: both on one line). An HStack with a Spacer would
/// offer the content a third of the row, the least flexible first, and wrap a value that fits.
///
/// When they do not fit, a side that needs at most half keeps its ideal width and the other wraps in the rest;
/// else each gets half (Atelier's choice: Apple's split for long values is not measured). Label and content sit
/// on their first text baselines.
struct LabeledContentRowLayout: Layout {
    /// The least space between the label and the content (a stack's standard spacing).
    static let gap: CGFloat = 8

    /// The width offered to the label and to the content for a width.
    private func widths(_ width: CGFloat?, _ subviews: Subviews) -> (label: CGFloat?, content: CGFloat?) {
        guard subviews.count == 2, let width, width.isFinite else { return (nil, nil) }
        let label = subviews[0].sizeThatFits(.unspecified).width
        let content = subviews[1].sizeThatFits(.unspecified).width
        let available = max(0, width - Self.gap)
        if label + content <= available { return (label, content) }
        if content <= available / 2 { return (available - content, content) }
        if label <= available / 2 { return (label, available - label) }
        return (available / 2, available / 2)
    }

    /// Each side's size and how far its first baseline sits below its top.
    private func measure(_ proposal: ProposedViewSize, _ subviews: Subviews) -> [(size: CGSize, baseline: CGFloat, offer: ProposedViewSize)] {
        let (labelWidth, contentWidth) = widths(proposal.width, subviews)
        return subviews.indices.map { i in
            let offer = ProposedViewSize(width: i == 0 ? labelWidth : contentWidth, height: proposal.height)
            let d = subviews[i].dimensions(in: offer)
            return (CGSize(width: d.width, height: d.height), d[VerticalAlignment.firstTextBaseline], offer)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let parts = measure(proposal, subviews)
        guard !parts.isEmpty else { return .zero }
        let above = parts.map(\.baseline).max() ?? 0
        let height = parts.map { above - $0.baseline + $0.size.height }.max() ?? 0
        let ideal = parts.map(\.size.width).reduce(0, +) + Self.gap * CGFloat(parts.count - 1)
        // Across the proposed width, as iOS draws it in a row or anywhere else.
        let width = proposal.width.map { $0.isFinite ? max($0, 0) : ideal } ?? ideal
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let parts = measure(ProposedViewSize(width: bounds.width, height: proposal.height), subviews)
        let above = parts.map(\.baseline).max() ?? 0
        for (i, part) in parts.enumerated() {
            let y = bounds.minY + above - part.baseline
            // The label from the leading edge, the content (the last part) against the trailing edge.
            let x = i == 0 ? bounds.minX : bounds.maxX - part.size.width
            subviews[i].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: part.offer)
        }
    }
}
