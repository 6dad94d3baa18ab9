import Foundation

/// A type of view that generates views from an underlying collection of data: what `onDelete(perform:)`,
/// `onMove(perform:)` and `onInsert` attach to (ForEach, and ForEach with those modifiers).
@MainActor @preconcurrency public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier == _DynamicEditActionsModifier {
    /// The data of the content the edit actions were attached to.
    public var data: Content.Data { content.data }
}

nonisolated extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view: a List offers its rows for deletion (edit mode's
    /// minus buttons, a trailing Delete swipe) and calls `action` with the offsets of the deleted rows.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        modifier(_DynamicEditActionsModifier(actions: DynamicEditActions(onDelete: action.map { .some($0) } ?? .none)))
    }

    /// Sets the move action for the dynamic view: a List shows reorder handles in edit mode and calls
    /// `action` with the moved offsets and the destination offset, as `move(fromOffsets:toOffset:)` takes them.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        modifier(_DynamicEditActionsModifier(actions: DynamicEditActions(onMove: action.map { .some($0) } ?? .none)))
    }
}
