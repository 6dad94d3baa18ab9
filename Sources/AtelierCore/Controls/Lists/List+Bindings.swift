import Foundation

// Lists over a binding to a mutable collection: each row gets a binding to its element, and with
// `editActions:` the user can delete and move the elements.

extension List where SelectionValue == Never {
    /// Creates a list that computes its rows on demand from a bound collection of identifiable data, each row
    /// made from a binding to its element.
    nonisolated public init<Data, RowContent>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
          Data.Index: Hashable {
        self.init(selection: .none, content: ForEach(data, content: rowContent))
    }

    /// Creates a list that computes its rows on demand from a bound collection, identified by the key path `id`.
    nonisolated public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(selection: .none, content: ForEach(data, id: id, content: rowContent))
    }

    /// Creates a list that computes its rows on demand from a bound collection of identifiable data and
    /// enables editing the collection.
    nonisolated public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
                             EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
          Data.Index: Hashable {
        self.init(selection: .none, content: ForEach(data, editActions: editActions, content: rowContent))
    }

    /// Creates a list that computes its rows on demand from a bound collection, identified by the key path
    /// `id`, and enables editing the collection.
    nonisolated public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                      editActions: EditActions<Data>,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(selection: .none, content: ForEach(data, id: id, editActions: editActions, content: rowContent))
    }
}

extension List {
    /// Creates a list from a bound collection of identifiable data, optionally allowing users to select
    /// multiple rows.
    nonisolated public init<Data, RowContent>(_ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
          Data.Index: Hashable {
        self.init(selection: selection.map { .multiple($0) } ?? .none, content: ForEach(data, content: rowContent))
    }

    /// Creates a list from a bound collection of identifiable data, optionally allowing users to select a
    /// single row.
    nonisolated public init<Data, RowContent>(_ data: Binding<Data>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
          Data.Index: Hashable {
        self.init(selection: selection.map { .single($0) } ?? .none, content: ForEach(data, content: rowContent))
    }

    /// Creates a list from a bound collection identified by the key path `id`, optionally allowing users to
    /// select multiple rows.
    nonisolated public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                      selection: Binding<Set<SelectionValue>>?,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(selection: selection.map { .multiple($0) } ?? .none, content: ForEach(data, id: id, content: rowContent))
    }

    /// Creates a list from a bound collection identified by the key path `id`, optionally allowing users to
    /// select a single row.
    nonisolated public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                      selection: Binding<SelectionValue?>?,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(selection: selection.map { .single($0) } ?? .none, content: ForEach(data, id: id, content: rowContent))
    }

    /// Creates a list from a bound collection of identifiable data that enables editing the collection and
    /// allows users to select multiple rows.
    @_disfavoredOverload
    nonisolated public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>,
                                  selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
                             EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
          Data.Index: Hashable {
        self.init(selection: selection.map { .multiple($0) } ?? .none,
                  content: ForEach(data, editActions: editActions, content: rowContent))
    }

    /// Creates a list from a bound collection of identifiable data that enables editing the collection and
    /// allows users to select a single row.
    @_disfavoredOverload
    nonisolated public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>,
                                  selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
                             EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
          Data.Index: Hashable {
        self.init(selection: selection.map { .single($0) } ?? .none,
                  content: ForEach(data, editActions: editActions, content: rowContent))
    }

    /// Creates a list from a bound collection identified by the key path `id` that enables editing the
    /// collection and allows users to select multiple rows.
    @_disfavoredOverload
    nonisolated public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                      editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(selection: selection.map { .multiple($0) } ?? .none,
                  content: ForEach(data, id: id, editActions: editActions, content: rowContent))
    }

    /// Creates a list from a bound collection identified by the key path `id` that enables editing the
    /// collection and allows users to select a single row.
    @_disfavoredOverload
    nonisolated public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                      editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.init(selection: selection.map { .single($0) } ?? .none,
                  content: ForEach(data, id: id, editActions: editActions, content: rowContent))
    }
}
