import Foundation

/// The grip on the line between two split view columns, as a desktop has one: the few points either side of
/// the line show the column-resize pointer and drag the column before it wider or narrower. It lies over the
/// columns (the split view hangs it off the leading edge of the column after the line), in front of both.
struct SplitColumnDivider: View {
    /// The width of the column before the divider, as it was last laid out.
    let width: @MainActor () -> CGFloat
    /// Sets the column's width, the user's drag kept within the column's range.
    let resize: @MainActor (CGFloat) -> Void
    @State private var widthAtStart: CGFloat?

    /// How far either side of the line the pointer grabs it, and the narrowest and widest a column is dragged.
    static let grabWidth: CGFloat = 9
    static let widths: ClosedRange<CGFloat> = 150...600

    var body: some View {
        let width = self.width, resize = self.resize
        return Color.clear
                    .frame(width: Self.grabWidth)
                    .frame(maxHeight: .infinity)
                    .contentShape(Rectangle())
                    .pointerStyle(.columnResize)
                    .gesture(DragGesture(minimumDistance: 1, coordinateSpace: .global)
                        .onChanged { value in
                            let start = widthAtStart ?? width()
                            if widthAtStart == nil { widthAtStart = start }
                            let proposed = start + value.translation.width
                            guard proposed.isFinite else { return }
                            resize(min(max(proposed, Self.widths.lowerBound), Self.widths.upperBound))
                        }
                        .onEnded { _ in widthAtStart = nil })
    }
}
