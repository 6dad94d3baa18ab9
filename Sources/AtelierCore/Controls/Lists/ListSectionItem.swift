import Foundation

/// The identity of a section or row within a List: the path of element identities from the List's
/// content down to it (TupleView positions, ForEach IDs, conditional branches...).
struct ListItemID: Hashable {
    let path: [ElementID]
}

/// One row of a List: its view, with the row traits written on it (`listRowInsets` and friends).
struct ListRowItem: Identifiable {
    let id: ListItemID
    let content: AnyView
    var traits: ListRowTraits
    /// The edit actions of the ForEach the row belongs to, with the row's place in it.
    var editing: ListRowEditing? = nil
    /// The value that selects the row in a List with a selection: its `tag`, or its ForEach element's ID.
    var selectionValue: AnyHashable? { traits.tag ?? forEachID }
    /// The ID of the ForEach element the row was made from.
    var forEachID: AnyHashable? = nil
}

/// A row made by a ForEach with edit actions: the actions, and where the row is among the ForEach's rows.
struct ListRowEditing {
    let actions: DynamicEditActions
    /// The row's offset in the ForEach's data.
    let offset: Int
    /// The section index of the ForEach's first row, and how many rows the ForEach has.
    let firstRow: Int
    let count: Int
}

/// One section of a List: an optional header and footer around rows.
struct ListSectionItem: Identifiable {
    let id: ListItemID
    let header: AnyView?
    let footer: AnyView?
    var rows: ListRows
}

/// Reads a List's content into sections of rows, the way SwiftUI reads a list's views: TupleView,
/// ForEach, Group, conditionals, optionals and AnyView contribute each of their views; a Section makes a
/// section; every other view is one row. Rows outside any Section form an implicit section (one per run
/// of such rows). A modifier on views that contribute several (a ForEach with `.foregroundColor`) applies
/// to each of them, as SwiftUI applies it to each view of a group. A custom view is one row, even when
/// its body holds several views: its body is not evaluated here (a limitation of reading view values).
/// A ForEach whose elements are each one row is not read here: it joins its section as a run of rows made on
/// demand (`ListRows`), so that the section's lazy stack makes only the rows in view.
@MainActor struct ListContentReader {
    typealias Wrap = @MainActor (any View) -> any View
    private(set) var sections: [ListSectionItem] = []
    private var implicit: ListSectionItem?
    private var implicitCount = 0

    /// The sections of a List's content.
    static func sections(of content: any View, wrap: @escaping Wrap = { $0 }) -> [ListSectionItem] {
        var reader = ListContentReader()
        reader.visit(content, path: [], wrap: wrap)
        reader.closeImplicitSection()
        return reader.sections
    }

    private mutating func visit(_ view: any View, path: [ElementID], wrap: @escaping Wrap) {
        if let section = view as? any ListSectionContent {
            closeImplicitSection()
            var rows = ListRows()
            Self.collectRows(section.sectionContent, path: path, wrap: wrap, into: &rows)
            sections.append(ListSectionItem(id: ListItemID(path: path),
                                            header: section.sectionHeader.map { AnyView(wrap($0)) },
                                            footer: section.sectionFooter.map { AnyView(wrap($0)) },
                                            rows: rows))
            return
        }
        if let (indexed, actions) = Self.lazyRows(view) {
            // A ForEach of plain rows outside any Section: its rows join the implicit section, made on demand.
            openImplicitSection()
            implicit?.rows.append(indexed: indexed, path: path, wrap: wrap, edit: actions)
            return
        }
        if let editable = view as? any EditableDynamicContent {
            // Edit actions on a ForEach whose elements are not plain rows: its views, without the actions.
            visit(editable.editedContent, path: path, wrap: wrap)
            return
        }
        if let list = view as? any ViewListContent {
            for element in list.listElements() { visit(element.view, path: path + [element.id], wrap: wrap) }
            return
        }
        if let (content, wrapped) = Self.distributed(view, wrap: wrap) {
            visit(content, path: path, wrap: wrapped)
            return
        }
        openImplicitSection()
        implicit?.rows.append(Self.row(view, path: path, wrap: wrap))
    }

    private mutating func openImplicitSection() {
        guard implicit == nil else { return }
        implicit = ListSectionItem(id: ListItemID(path: [.type(ObjectIdentifier(ListContentReader.self)), .index(implicitCount)]),
                                   header: nil, footer: nil, rows: ListRows())
        implicitCount += 1
    }

    /// A ForEach whose elements are each one row (its first element is neither a Section nor several views),
    /// with the edit actions written on it: its rows are made only when a lazy stack asks for them.
    private static func lazyRows(_ view: any View) -> (any IndexedListContent, DynamicEditActions?)? {
        var actions: DynamicEditActions?
        var content = view
        if let editable = view as? any EditableDynamicContent {
            actions = editable.editActions
            content = editable.editedContent
        }
        guard let indexed = content as? any IndexedListContent, !(content is ListRowsContent) else { return nil }
        guard indexed.elementCount > 0 else { return (indexed, actions) }
        let first = indexed.element(at: 0).view
        return first is any ListSectionContent || contributesSeveral(first) ? nil : (indexed, actions)
    }

    private mutating func closeImplicitSection() {
        if let implicit { sections.append(implicit) }
        implicit = nil
    }

    /// The rows of a section's content (a Section nested in a section contributes its rows).
    private static func collectRows(_ view: any View, path: [ElementID], wrap: @escaping Wrap, into rows: inout ListRows) {
        if let section = view as? any ListSectionContent {
            collectRows(section.sectionContent, path: path, wrap: wrap, into: &rows)
            return
        }
        if let (indexed, actions) = lazyRows(view) {
            rows.append(indexed: indexed, path: path, wrap: wrap, edit: actions)
            return
        }
        if let editable = view as? any EditableDynamicContent {
            collectRows(editable.editedContent, path: path, wrap: wrap, into: &rows)
            return
        }
        if let list = view as? any ViewListContent {
            for element in list.listElements() {
                collectRows(element.view, path: path + [element.id], wrap: wrap, into: &rows)
            }
            return
        }
        if let (content, wrapped) = distributed(view, wrap: wrap) {
            collectRows(content, path: path, wrap: wrapped, into: &rows)
            return
        }
        rows.append(row(view, path: path, wrap: wrap))
    }

    /// A modifier over views that contribute several rows (or a section): the content, and a wrap that
    /// applies the modifier to each of them.
    private static func distributed(_ view: any View, wrap: @escaping Wrap) -> (any View, Wrap)? {
        guard let modified = view as? any ModifiedView, contributesSeveral(modified.anyContent),
              let modifier = modified.anyModifier as? any ViewModifier else { return nil }
        return (modified.anyContent, { content in wrap(applying(modifier, to: content)) })
    }

    /// Whether a view is read as several rows or a section rather than as one row.
    private static func contributesSeveral(_ view: any View) -> Bool {
        if view is any ListSectionContent || view is any EditableDynamicContent { return true }
        if view is any ViewListContent { return !(view is AnyView) }
        if let modified = view as? any ModifiedView { return contributesSeveral(modified.anyContent) }
        return false
    }

    private static func applying(_ modifier: any ViewModifier, to content: any View) -> any View {
        func open<M: ViewModifier>(_ m: M) -> any View {
            func inner<V: View>(_ v: V) -> any View { ModifiedContent(content: v, modifier: m) }
            return inner(content)
        }
        return open(modifier)
    }

    /// A row: the view (wrapped), with the traits written on it.
    static func row(_ view: any View, path: [ElementID], wrap: Wrap) -> ListRowItem {
        let wrapped = wrap(view)
        return ListRowItem(id: ListItemID(path: path), content: AnyView(wrapped), traits: ListRowTraits(reading: wrapped))
    }
}
