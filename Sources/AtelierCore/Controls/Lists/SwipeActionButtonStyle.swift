import Foundation

/// The revealed actions of one edge of a swiped List row: the buttons' triggers, in order, for a full
/// swipe to run the first, and how to close the row once one ran.
@MainActor final class SwipeActionRow {
    let buttons = ListRowButtons()
    var close: @MainActor () -> Void = {}
}

private struct SwipeActionRowKey: EnvironmentKey {
    static var defaultValue: SwipeActionRow? { nil }
}

extension EnvironmentValues {
    /// The swiped row whose revealed actions this view is among.
    var swipeActionRow: SwipeActionRow? {
        get { self[SwipeActionRowKey.self] }
        set { self[SwipeActionRowKey.self] = newValue }
    }
}

/// How a swipe action's button looks: its label in white (subheadline, medium), centred, on a fill that fills the action's
/// width and the row's height: red for a destructive role, else the button's tint, else systemGray. A
/// tap runs it and closes the row.
struct SwipeActionButtonStyle: PrimitiveButtonStyle {
    @Environment(\.swipeActionRow) private var row
    @Environment(\.tintColor) private var tint
    @State private var token = ListRowButtons.Token()

    func makeBody(configuration: Configuration) -> some View {
        let row = self.row, token = self.token
        row?.buttons.enrol(token) { configuration.trigger() }
        let fill = configuration.role == .destructive ? Color.red : (tint ?? Color.gray)
        return configuration.label
            .font(.subheadline.weight(.medium))
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, 4)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(fill)
            .contentShape(Rectangle())
            .onTapGesture {
                configuration.trigger()
                row?.close()
            }
            .onDisappear { row?.buttons.remove(token) }
    }
}
