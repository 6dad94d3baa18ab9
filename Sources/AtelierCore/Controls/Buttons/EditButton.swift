import Foundation

/// A button that toggles the edit mode environment value: it reads "Edit", and "Done" (semibold) while
/// editing. It is an ordinary Button, so the button style in effect draws it and gestures attached to it
/// run alongside its action. Where no container provides an `editMode` binding, it keeps a mode of its own.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    @State private var ownMode: EditMode = .inactive

    /// Creates an edit button.
    nonisolated public init() {}

    public var body: some View {
        let binding = editMode
        let isEditing = binding?.wrappedValue.isEditing ?? ownMode.isEditing
        let own = $ownMode
        return Button {
            withAnimation {
                if let binding {
                    binding.wrappedValue = binding.wrappedValue.isEditing ? .inactive : .active
                } else {
                    own.wrappedValue = own.wrappedValue.isEditing ? .inactive : .active
                }
            }
        } label: {
            Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : nil)
        }
    }
}
