import Foundation

/// A section's rows as views for its lazy stack: each row a ListRowView, with a separator below all but the
/// last, made only when the stack asks for it.
struct ListRowsContent: View {
    let rows: ListRows
    let metrics: ListMetrics

    /// Never evaluated: the framework lays out and draws this primitive view itself.
    var body: Never { neverBody }
}

extension ListRowsContent: PrimitiveView, ListContent, IndexedListContent {
    func makeNode(in context: NodeContext) -> ViewNode { ListNode(context: context, kind: .tuple) }
    var makesElementsWithClosures: Bool { true }
    func listElements() -> [ListElement] { (0..<rows.count).map(element(at:)) }

    var elementCount: Int { rows.count }
    func elementID(at index: Int) -> AnyHashable { AnyHashable(rows.id(at: index)) }
    func element(at index: Int) -> ListElement {
        guard let row = rows.row(at: index) else { return ListElement(id: .index(index), view: EmptyView()) }
        return ListElement(id: .explicit(AnyHashable(row.id)),
                           view: ListRowView(row: row, metrics: metrics, showsSeparator: index != rows.count - 1))
    }
    func index(ofID id: AnyHashable) -> Int? { rows.index(ofID: id) }
}
