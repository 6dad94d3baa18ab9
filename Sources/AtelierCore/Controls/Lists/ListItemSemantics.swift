import Foundation

/// A List row as an assistive technology sees it: a list item containing the row's elements, with its place in
/// its section; in a List with a selection, selectable, selected while it is, and chosen by activating it (as
/// a click chooses it, or adds it to or takes it from a selection of several).
struct ListItemSemantics: ViewModifier, _RemoveGlobalActorIsolation {
    let selectionValue: AnyHashable?
    let position: AccessibilityPosition
    @Environment(\.listSelectionModel) private var selection

    @MainActor func body(content: Content) -> some View {
        var control = AccessibilityControl(role: .listItem, containsContent: true)
        control.position = position
        if let selection, let value = selectionValue {
            control.states = selection.isSelected(value) ? [.selectable, .selected] : .selectable
            control.activate = { selection.click(value, selection.allowsMultiple ? .toggle : .select) }
        }
        return content.modifier(control)
    }
}
