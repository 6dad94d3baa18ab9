import Foundation

/// A structure that computes views and disclosure groups on demand from an underlying collection of
/// tree-structured, identified data: an element whose `children` is nil is a leaf (its content alone), any
/// other is a disclosure group labelled with its content, holding an outline of its children. Like
/// ForEach, it contributes one view per top-level element to its container (one row each in a List).
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let roots: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Leaf: View {
    /// Creates an outline group from a collection of root data elements and a key path to each element's
    /// children.
    nonisolated public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }

    /// Creates an outline group from a collection of root data elements, a key path to each element's
    /// identifier, and a key path to its children.
    nonisolated public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }

    /// Creates an outline group from a root data element and a key path to its children.
    nonisolated public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// Creates an outline group from a root data element, a key path to each element's identifier, and a
    /// key path to its children.
    nonisolated public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>,
                             children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    /// Never evaluated: the outline contributes its elements to its container, as a ForEach does.
    public var body: Never { neverBody }
}

extension OutlineGroup: PrimitiveView, ViewListContent, IndexedListContent where Parent: View, Leaf: View, Subgroup: View {
    /// The top-level elements as a ForEach of outline items.
    private var items: ForEach<[Data.Element], ID, OutlineItem<Data, ID, Leaf>> {
        let children = self.children, id = self.id, content = self.content
        return ForEach(roots, id: id) { element in
            OutlineItem(element: element, id: id, children: children, content: content)
        }
    }

    func makeNode(in context: NodeContext) -> ViewNode { ViewListNode(context: context, kind: .tuple) }
    var makesElementsWithClosures: Bool { true }
    func listElements() -> [ViewListElement] { items.listElements() }
    var elementCount: Int { roots.count }
    func elementID(at index: Int) -> AnyHashable { items.elementID(at: index) }
    func element(at index: Int) -> ViewListElement { items.element(at: index) }
    func index(ofID id: AnyHashable) -> Int? { items.index(ofID: id) }
}

/// One element of an outline: its content alone for a leaf, else a disclosure group labelled with its
/// content, holding the outline of its children.
struct OutlineItem<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View, _RemoveGlobalActorIsolation {
    let element: Data.Element
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    @MainActor var body: some View {
        if let nested = element[keyPath: children] {
            let id = self.id, children = self.children, content = self.content
            DisclosureGroup {
                OutlineSubgroupChildren(outline: OutlineGroup<Data, ID, Leaf, Leaf, DisclosureGroup<Leaf, OutlineSubgroupChildren>>(
                    roots: Array(nested), id: id, children: children, content: content))
            } label: {
                content(element)
            }
        } else {
            content(element)
        }
    }
}
