import Foundation

/// An opaque wrapper view that adds editing capabilities to a row in a list: what a ForEach made with
/// `editActions:` makes for each element.
public struct EditableCollectionContent<Content, Data> {
    let content: Content
}

extension EditableCollectionContent: View where Content: View {
    /// The row.
    public var body: Content { content }
}

/// Lets a List reach the row inside the wrapper without knowing its types.
protocol EditableCollectionRow {
    associatedtype Row: View
    var row: Row { get }
}

extension EditableCollectionContent: EditableCollectionRow where Content: View {
    var row: Content { content }
}

extension ForEach {
    /// Views for the elements of a bound collection of identifiable data, each made from a binding to its
    /// element, which the user can delete or move as `editActions` allows (in a List).
    public init<C, R>(_ data: Binding<C>, editActions: EditActions<C>,
                      @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
          C: MutableCollection, C: RandomAccessCollection, R: View, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    /// Views for the elements of a bound collection, identified by the key path `id`, each made from a binding
    /// to its element, which the user can delete or move as `editActions` allows (in a List).
    public init<C, R>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
                      @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>,
          C: MutableCollection, C: RandomAccessCollection, R: View, C.Index: Hashable {
        let collection = data.wrappedValue
        var actions = DynamicEditActions()
        if editActions.contains(.deleteBit) {
            actions.onDelete = .some { offsets in
                guard let remaining = EditActionsApplier.removing(offsets, from: data.wrappedValue) else { return }
                data.wrappedValue = remaining
            }
        }
        if editActions.contains(.moveBit) {
            actions.onMove = .some { offsets, destination in data.wrappedValue.move(fromOffsets: offsets, toOffset: destination) }
        }
        self.init(data: IndexedIdentifierCollection(collection, id: id), idOf: { $0.id }, editing: actions,
                  content: { element in
                      EditableCollectionContent(content: content(
                          data.element(at: element.index, id: element.id, by: id, initial: collection[element.index])))
                  })
    }
}

extension ForEach: EditableDynamicContent where Content: EditableCollectionRow {
    /// The rows without their wrappers.
    var editedContent: any View {
        ForEach<Data, ID, Content.Row>(data: data, idOf: idOf, content: { [content] in content($0).row })
    }
    /// The actions `editActions:` asked for.
    var editActions: DynamicEditActions { editing ?? DynamicEditActions() }
}

/// Removes elements from a collection known only to be mutable, when it can remove them.
enum EditActionsApplier {
    static func removing<C>(_ offsets: IndexSet, from collection: C) -> C? {
        guard let removable = collection as? any RangeReplaceableCollection & MutableCollection else { return nil }
        func remove<R: RangeReplaceableCollection & MutableCollection>(_ r: R) -> C? {
            var r = r
            r.remove(atOffsets: offsets)
            return r as? C
        }
        return remove(removable)
    }
}
