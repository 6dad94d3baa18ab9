import Foundation

/// The chevron at the trailing end of a List row that navigates: as Apple draws it, 6.3 x 11 points, a
/// semibold stroke with round ends, #BFBFBF in light mode (the tertiary label colour in dark).
struct DisclosureChevron: View {
    /// The chevron's size and the gaps around it, measured from Apple's renders.
    static let size = CGSize(width: 6.3, height: 11)
    static let spacingBefore: CGFloat = 11.7
    static let trailingGap: CGFloat = 1
    private static let lineWidth: CGFloat = 2

    var body: some View {
        ChevronShape()
            .stroke(Self.colour, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round, lineJoin: .round))
            .frame(width: Self.size.width, height: Self.size.height)
            .padding(.trailing, Self.trailingGap)
            .accessibilityHidden(true)
    }

    private static let colour = Color(uiColor: UIColor { traits in
        traits.userInterfaceStyle == .dark ? .tertiaryLabel : UIColor(white: 0.75, alpha: 1)
    })

    /// Two strokes meeting at the middle of the trailing edge, inset by half the line so the ink fits the frame.
    private struct ChevronShape: Shape {
        nonisolated func path(in rect: CGRect) -> Path {
            let r = rect.insetBy(dx: DisclosureChevron.lineWidth / 2, dy: DisclosureChevron.lineWidth / 2)
            var path = Path()
            path.move(to: CGPoint(x: r.minX, y: r.minY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.midY))
            path.addLine(to: CGPoint(x: r.minX, y: r.maxY))
            return path
        }
    }
}
