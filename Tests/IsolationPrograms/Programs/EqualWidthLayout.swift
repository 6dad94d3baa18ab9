import SwiftUI

// A custom Layout: every subview gets the width of the widest one.
struct EqualWidthHStack: Layout {
    var spacing: CGFloat = 0

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = maxWidth(subviews)
        let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: width * CGFloat(subviews.count) + spacing * CGFloat(max(0, subviews.count - 1)), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = maxWidth(subviews)
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width + spacing
        }
    }

    private func maxWidth(_ subviews: Subviews) -> CGFloat {
        subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    }
}

/// A 10-point and a 30-point wide view, both laid out 30 points wide.
public struct LayoutProgram: View {
    public init() {}
    public var body: some View {
        EqualWidthHStack {
            Color.red.frame(minWidth: 10, idealWidth: 10, maxWidth: .infinity).frame(height: 10)
            Color.blue.frame(minWidth: 30, idealWidth: 30, maxWidth: .infinity).frame(height: 10)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
