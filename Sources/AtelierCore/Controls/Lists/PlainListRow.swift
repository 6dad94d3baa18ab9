import Foundation

/// A row of a List that neither edits, swipes nor selects: its content within the row insets, at least 44
/// points high, on the row background with a separator below, and one press target for the buttons that
/// act as the row. Most rows of a long list are such rows; they are made without the gestures, states and
/// layers an editable row carries (`ListRowView`), which tripled the cost of scrolling a list.
struct PlainListRow: View {
    let row: ListRowItem
    let metrics: ListMetrics
    let showsSeparator: Bool
    @State private var buttons = ListRowButtons()
    @GestureState private var isPressed = false
    @Environment(\.displayScale) private var displayScale
    @Environment(\.isHoverEffectEnabled) private var hoverEffects
    @State private var isHovered = false

    var body: some View {
        let insets = row.insets(in: metrics)
        let buttons = self.buttons
        let press = DragGesture(minimumDistance: 0)
            .updating($isPressed) { _, pressed, _ in if !pressed { pressed = true } }
            .onEnded { value in
                // A press that moved away (a scroll, on a touch screen) is not a tap.
                if hypot(value.translation.width, value.translation.height) < ListMetrics.swipeSlop { buttons.triggerAll() }
            }
        return row.content
            .environment(\.listRowButtons, buttons)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(insets)
            .frame(minHeight: ListMetrics.minimumRowHeight)
            .listRowChrome(row, metrics: metrics, insets: insets, showsSeparator: showsSeparator,
                           highlighted: isPressed && !buttons.isEmpty,
                           hovered: isHovered && hoverEffects && !buttons.isEmpty, displayScale: displayScale)
            .contentShape(Rectangle())
            .gesture(press)
            .onHover { isHovered = $0 }
    }
}
