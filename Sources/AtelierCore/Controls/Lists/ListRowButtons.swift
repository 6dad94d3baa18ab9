import Foundation

/// The buttons of one List row that act as the row: how SwiftUI's rule "inside a List, the whole row is
/// one button" works in Atelier.
///
/// Each row of a List keeps one of these (in its `@State`) and puts it in its content's environment
/// (`listRowButtons`): that is the "inside a list row" marker. The automatic button style reads it: where
/// it is set, the style draws the label without a press gesture of its own and enrols the button's
/// trigger here instead (`ListRowButton`). The row carries one press gesture over its whole area; a tap
/// anywhere in it runs every enrolled trigger, in the order the buttons first appeared, and the row
/// highlights while pressed. Buttons with any other style (`.plain`, `.borderless`, a custom style) never
/// enrol: they keep their own gesture, which wins over the row's (the content's gesture comes first), so
/// each works alone. Headers and footers are outside any row, so their buttons behave as anywhere else.
@MainActor final class ListRowButtons {
    /// Identifies one enrolled button for as long as its view lives.
    final class Token {}

    private var entries: [(token: ObjectIdentifier, order: Int, trigger: @MainActor () -> Void)] = []
    private var nextOrder = 0

    /// Whether any button acts as the row.
    var isEmpty: Bool { entries.isEmpty }

    /// Enrols a button's trigger, or refreshes it (keeping its place) when the button is enrolled already.
    func enrol(_ token: Token, trigger: @escaping @MainActor () -> Void) {
        let id = ObjectIdentifier(token)
        if let i = entries.firstIndex(where: { $0.token == id }) {
            entries[i].trigger = trigger
        } else {
            entries.append((id, nextOrder, trigger))
            nextOrder += 1
        }
    }

    /// Removes a button that left the row.
    func remove(_ token: Token) {
        let id = ObjectIdentifier(token)
        entries.removeAll { $0.token == id }
    }

    /// Runs the action of the button enrolled first (a full swipe runs a row's first swipe action).
    func triggerFirst() {
        entries.min(by: { $0.order < $1.order })?.trigger()
    }

    /// Runs every enrolled button's action (a disabled button's trigger does nothing).
    func triggerAll() {
        for entry in entries.sorted(by: { $0.order < $1.order }) { entry.trigger() }
    }
}

private struct ListRowButtonsKey: EnvironmentKey {
    static var defaultValue: ListRowButtons? { nil }
}

extension EnvironmentValues {
    /// The buttons of the List row this view is in; nil outside a List row.
    var listRowButtons: ListRowButtons? {
        get { self[ListRowButtonsKey.self] }
        set { self[ListRowButtonsKey.self] = newValue }
    }
}

/// A button drawn by the automatic style inside a List row: the borderless look (the label in the tint),
/// no gesture of its own; its trigger is enrolled with the row, whose tap runs it.
struct ListRowButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let row: ListRowButtons
    @State private var token = ListRowButtons.Token()

    var body: some View {
        let configuration = self.configuration, row = self.row, token = self.token
        row.enrol(token) { configuration.trigger() }
        let label = ButtonStyleConfiguration.Label(content: configuration.label.content, stacks: configuration.label.stacks)
        let styled = ButtonStyleConfiguration(role: configuration.role, label: label, isPressed: false)
        return StyleBody(style: BorderlessButtonLook(), configuration: styled) { s, c in s.makeBody(configuration: c) }
            .onDisappear { row.remove(token) }
    }
}
