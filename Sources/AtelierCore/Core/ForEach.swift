import Foundation

/// Views computed from a collection, each identified by an ID drawn from its element.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection.
    public var data: Data
    /// Makes the view for an element.
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
    /// The edit actions of a ForEach made with `editActions:` (deleting and moving the bound collection's elements).
    var editing: DynamicEditActions? = nil

    init(data: Data, idOf: @escaping (Data.Element) -> ID, editing: DynamicEditActions? = nil,
         content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = idOf
        self.editing = editing
    }
}

extension ForEach: View where Content: View {
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }

    /// Views for a collection, identified by the element's property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        idOf = { $0[keyPath: id] }
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Views for a collection of identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Views for a constant range of integers (the range should not change).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveView, ViewListContent where Content: View {
    /// Its own node kind's maker, known without a cast (see `View._graphNodeMaker()`).
    @MainActor public static func _graphNodeMaker() -> AnyObject? { primitiveNodeMaker() }
    func makeNode(in context: NodeContext) -> ViewNode { ViewListNode(context: context, kind: .tuple) }
    var makesElementsWithClosures: Bool { true }
    func listElements() -> [ViewListElement] {
        data.map { ViewListElement(id: .explicit(AnyHashable(idOf($0))), view: content($0)) }
    }
}

extension ForEach: IndexedListContent where Content: View {
    var elementCount: Int { data.count }
    func elementID(at index: Int) -> AnyHashable { AnyHashable(idOf(data[data.index(data.startIndex, offsetBy: index)])) }
    func element(at index: Int) -> ViewListElement {
        let value = data[data.index(data.startIndex, offsetBy: index)]
        return ViewListElement(id: .explicit(AnyHashable(idOf(value))), view: content(value))
    }
    func index(ofID id: AnyHashable) -> Int? {
        guard let found = data.firstIndex(where: { AnyHashable(idOf($0)) == id }) else { return nil }
        return data.distance(from: data.startIndex, to: found)
    }
}
