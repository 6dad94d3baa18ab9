import Foundation

/// A section's rows as views for its lazy stack: each row a ListRowView, with a separator below all but the
/// last (and below the last too in a plain list, unless `listSectionSeparator` hides it), made only when
/// the stack asks for it.
struct ListRowsContent: View {
    let rows: ListRows
    let metrics: ListMetrics
    /// The section's reorder drag, and how a row's handle changes it.
    let reorder: ListReorderDrag?
    let setReorder: @MainActor (ListReorderDrag?) -> Void
    /// Whether the list has a selection (every row is then selectable).
    var isSelectable = false

    /// Never evaluated: the framework lays out and draws this primitive view itself.
    var body: Never { neverBody }
}

extension ListRowsContent: PrimitiveView, ViewListContent, IndexedListContent {
    func makeNode(in context: NodeContext) -> ViewNode { ViewListNode(context: context, kind: .tuple) }
    var makesElementsWithClosures: Bool { true }
    func listElements() -> [ViewListElement] { (0..<rows.count).map(element(at:)) }

    var elementCount: Int { rows.count }
    /// The ID `element(at:)` gives the row: an optional's AnyHashable is not equal to its value's, and a lazy stack
    /// that found every row's ID changed made its rows again by ID on each update.
    func elementID(at index: Int) -> AnyHashable { rows.id(at: index).map { AnyHashable($0) } ?? AnyHashable(ElementID.index(index)) }
    func element(at index: Int) -> ViewListElement {
        guard var row = rows.row(at: index) else { return ViewListElement(id: .index(index), view: EmptyView()) }
        let isLast = index == rows.count - 1
        // The last row's separator is the section's.
        if isLast, let tint = row.traits.sectionSeparatorTint { row.traits.separatorTint = tint }
        let separator = !isLast || metrics.appearance == .plain && !row.traits.sectionSeparatorHidden
        let interactive = isSelectable || row.editing != nil || row.traits.leadingSwipeActions != nil
            || row.traits.trailingSwipeActions != nil
        let view: any View = interactive
            ? ListRowView(row: row, metrics: metrics, showsSeparator: separator, index: index, reorder: reorder, setReorder: setReorder)
            : PlainListRow(row: row, metrics: metrics, showsSeparator: separator)
        let item = ListItemSemantics(selectionValue: isSelectable ? row.selectionValue : nil,
                                     position: AccessibilityPosition(index: index + 1, count: rows.count))
        return ViewListElement(id: .explicit(AnyHashable(row.id)), view: Self.listItem(view, item))
    }

    /// A row as an assistive technology sees it (`ListItemSemantics`).
    private static func listItem<V: View>(_ row: V, _ item: ListItemSemantics) -> any View {
        row.modifier(item)
    }
    func index(ofID id: AnyHashable) -> Int? { rows.index(ofID: id) }
}
