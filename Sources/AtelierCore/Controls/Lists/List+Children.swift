import Foundation

// A List of tree-structured data: each top-level element is a row; an element with children is a
// disclosure group whose expanded children are rows indented under it (see OutlineGroup).

extension List where SelectionValue == Never {
    /// Creates a hierarchical list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    nonisolated public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: .none, content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      children: KeyPath<Data.Element, Data?>,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: .none, content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}

extension List {
    /// Creates a hierarchical list that supports multiple selection (kept, not yet drawn).
    @_disfavoredOverload
    nonisolated public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                  selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection.map { .multiple($0) } ?? .none,
                  content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// Creates a hierarchical list that supports optional single selection (kept, not yet drawn).
    @_disfavoredOverload
    nonisolated public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                  selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection.map { .single($0) } ?? .none,
                  content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// Creates a hierarchical list, identified by a key path, that supports multiple selection.
    @_disfavoredOverload
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      children: KeyPath<Data.Element, Data?>,
                                      selection: Binding<Set<SelectionValue>>?,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection.map { .multiple($0) } ?? .none,
                  content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }

    /// Creates a hierarchical list, identified by a key path, that supports optional single selection.
    @_disfavoredOverload
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      children: KeyPath<Data.Element, Data?>,
                                      selection: Binding<SelectionValue?>?,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection.map { .single($0) } ?? .none,
                  content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}
