import Foundation

/// A mode that indicates whether the user can edit a view's content.
public enum EditMode: Hashable, Sendable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode (for example over the duration of a swipe).
    case transient
    /// The user can edit the view content.
    case active

    /// Indicates whether a view is being edited: true for any mode other than `inactive`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// An indication of whether the user can edit the contents of a view associated with this environment:
    /// a binding to the edit mode state, nil where no container provides one. A List provides one for its
    /// content when none is set further out; `environment(\.editMode, $mode)` provides your own.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
