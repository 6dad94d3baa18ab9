import Foundation

/// The up and down chevrons after a menu picker's value (SF Symbols' `chevron.up.chevron.down` as iOS 17
/// draws it there): 8.3 x 12 points of ink, two strokes with round ends, in the value's colour.
struct PickerMenuChevrons: View {
    /// The ink's size, measured from Apple's render of a menu picker in a Form row.
    static let size = CGSize(width: 8.3, height: 12)
    nonisolated fileprivate static let lineWidth: CGFloat = 1.6
    /// The symbol's trailing side bearing: Apple's chevron ink ends 1.67 points before the row's trailing inset
    /// (a menu Picker in a List on an iPhone 13 Pro at @3x, SpeziViews' caseIterablePicker render).
    static let trailingBearing: CGFloat = 5.0 / 3

    var body: some View {
        ChevronsShape()
            .stroke(style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round, lineJoin: .round))
            .frame(width: Self.size.width, height: Self.size.height)
            .padding(.trailing, Self.trailingBearing)
            .accessibilityHidden(true)
    }

    /// An up chevron over a down one, a gap between them, inset by half the line so the ink fits the frame.
    private struct ChevronsShape: Shape {
        nonisolated func path(in rect: CGRect) -> Path {
            let r = rect.insetBy(dx: PickerMenuChevrons.lineWidth / 2, dy: PickerMenuChevrons.lineWidth / 2)
            let arm = r.height * 0.36
            var path = Path()
            path.move(to: CGPoint(x: r.minX, y: r.minY + arm))
            path.addLine(to: CGPoint(x: r.midX, y: r.minY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.minY + arm))
            path.move(to: CGPoint(x: r.minX, y: r.maxY - arm))
            path.addLine(to: CGPoint(x: r.midX, y: r.maxY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - arm))
            return path
        }
    }
}
