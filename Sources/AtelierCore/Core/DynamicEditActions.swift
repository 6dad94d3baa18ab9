import Foundation

/// The edit actions written on a ForEach with `onDelete(perform:)` and `onMove(perform:)`. Each is
/// `.unset` until a modifier writes it; a modifier written with nil turns the action off (`.none`).
struct DynamicEditActions {
    enum Slot<Action> {
        case unset
        case none
        case some(Action)
        var action: Action? { if case .some(let a) = self { return a } else { return nil } }
        var isUnset: Bool { if case .unset = self { return true } else { return false } }
    }
    var onDelete: Slot<(IndexSet) -> Void> = .unset
    var onMove: Slot<(IndexSet, Int) -> Void> = .unset

    /// These actions, with those written further in (`inner`) where these leave one unset: the modifier
    /// nearest the ForEach was written first, and a later one of the same kind replaces it.
    func over(_ inner: DynamicEditActions) -> DynamicEditActions {
        var result = inner
        if !onDelete.isUnset { result.onDelete = onDelete }
        if !onMove.isUnset { result.onMove = onMove }
        return result
    }

    /// Whether any action is set.
    var isEmpty: Bool { onDelete.action == nil && onMove.action == nil }
}

/// Attaches edit actions to dynamic view content; for everything but a List it leaves the content as it is.
/// Public only because `onDelete`'s result is `DynamicViewContent` through it, so underscored as SwiftUI names
/// such types (`_TraitWritingModifier`): not a name for programs.
public struct _DynamicEditActionsModifier: ViewModifier, _RemoveGlobalActorIsolation {
    let actions: DynamicEditActions
    /// The content, unchanged: only a List reads the actions.
    public func body(content: Content) -> some View { content }
}

/// Lets a List find the edit actions on dynamic content without knowing its types.
@MainActor protocol EditableDynamicContent {
    /// The content the actions are attached to (a ForEach, or one with further actions).
    var editedContent: any View { get }
    /// The actions, merged with those further in.
    var editActions: DynamicEditActions { get }
}

extension ModifiedContent: EditableDynamicContent where Content: View, Modifier == _DynamicEditActionsModifier {
    var editedContent: any View {
        var current: any View = content
        while let inner = current as? any EditableDynamicContent { current = inner.editedContent }
        return current
    }
    var editActions: DynamicEditActions {
        modifier.actions.over((content as? any EditableDynamicContent)?.editActions ?? DynamicEditActions())
    }
}
