import Foundation

/// A container that presents rows of data arranged in a single column, optionally providing the ability
/// to select one or more members. Its look comes from the nearest list style (`listStyle(_:)`); by
/// default, iOS's inset grouped list: a scrolling column filling the proposal, the sections as white
/// rounded cards on the grouped background.
///
/// Inside a row, a Button with the automatic style makes the whole row its button (see
/// `ListRowButtons`). The List provides an `editMode` binding to its content where none is set further
/// out. With a selection, a click on a row selects it (its `tag`, or its ForEach element's ID); with a set,
/// Shift-click extends the selection from the last clicked row and Command- or Control-click toggles a row.
public struct List<SelectionValue: Hashable, Content: View>: View {
    nonisolated(unsafe) let content: Content
    let selection: ListSelection<SelectionValue>
    @Environment(\.styleStacks) private var stacks
    @Environment(\.editMode) private var outerEditMode
    @State private var ownEditMode: EditMode = .inactive
    @State private var selectionAnchor: ListSelectionAnchor?

    nonisolated init(selection: ListSelection<SelectionValue>, content: Content) {
        self.selection = selection
        self.content = content
    }

    /// Creates a list with the given content that supports selecting multiple rows.
    nonisolated public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { .multiple($0) } ?? .none, content: content())
    }

    /// Creates a list with the given content that supports selecting a single row.
    nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { .single($0) } ?? .none, content: content())
    }

    /// The rows, read into sections and drawn by the nearest list style.
    public var body: some View {
        let sections = ListContentReader.sections(of: content)
        let configuration = ListStyleConfiguration(sections: sections)
        let rows = ListSelectionRows(sections: sections.map(\.rows))
        let model = selection.model(rows: rows, anchor: $selectionAnchor)
        // Checking the selection against every row is kept to lists small enough to read whole.
        if model != nil, rows.count <= ListSelectionModel.checkedRowLimit {
            selection.warnAboutUnmatchedValues(in: rows.allValues)
        }
        return stacks.body(for: ListStyleKind.self) { _ in configuration }
            .environment(\.editMode, outerEditMode ?? $ownEditMode)
            .environment(\.listSelectionModel, model)
            // With a selection the list is one Tab stop, the arrows going from row to row, as a Mac's table.
            .modifier(KeyboardFocusGroup(isActive: model != nil))
            .modifier(AccessibilityControl(role: .list, containsContent: true))
    }
}

/// The selection binding a List was made with.
enum ListSelection<Value: Hashable> {
    case none
    case single(Binding<Value?>)
    case multiple(Binding<Set<Value>>)
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(selection: .none, content: content())
    }

    /// Creates a list that computes its rows on demand from an underlying collection of identifiable data.
    // Disfavoured so that a binding to a collection (itself a collection of bindings) takes the
    // binding initializer, as `List($items) { $item in … }` does in SwiftUI.
    @_disfavoredOverload
    nonisolated public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
          Data.Element: Identifiable {
        self.init(selection: .none, content: ForEach(data, content: rowContent))
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the underlying data.
    @_disfavoredOverload
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: .none, content: ForEach(data, id: id, content: rowContent))
    }

    /// Creates a list that computes its views on demand over a constant range.
    nonisolated public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(selection: .none, content: ForEach(data, content: rowContent))
    }
}

extension List {
    /// Creates a list that computes its rows from identifiable data, optionally allowing users to select
    /// multiple rows.
    @_disfavoredOverload
    nonisolated public init<Data, RowContent>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
          Data.Element: Identifiable {
        self.init(selection: selection.map { .multiple($0) } ?? .none, content: ForEach(data, content: rowContent))
    }

    /// Creates a list that computes its rows from identifiable data, optionally allowing users to select
    /// a single row.
    @_disfavoredOverload
    nonisolated public init<Data, RowContent>(_ data: Data, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
          Data.Element: Identifiable {
        self.init(selection: selection.map { .single($0) } ?? .none, content: ForEach(data, content: rowContent))
    }

    /// Creates a list that identifies its rows by a key path, optionally allowing users to select
    /// multiple rows.
    @_disfavoredOverload
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      selection: Binding<Set<SelectionValue>>?,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection.map { .multiple($0) } ?? .none, content: ForEach(data, id: id, content: rowContent))
    }

    /// Creates a list that identifies its rows by a key path, optionally allowing users to select a
    /// single row.
    @_disfavoredOverload
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      selection: Binding<SelectionValue?>?,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection.map { .single($0) } ?? .none, content: ForEach(data, id: id, content: rowContent))
    }
}
