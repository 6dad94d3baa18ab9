import Foundation

// ForEach over a binding to a mutable collection: each element's view gets a binding to its element
// (`ForEach($items) { $item in TextField("Name", text: $item.name) }`).

extension ForEach where Content: View {
    /// Views for the elements of a bound collection of identifiable data, each made from a binding to its element.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection,
          C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// Views for the elements of a bound collection, identified by the key path `id`, each made from a binding
    /// to its element.
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                   @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection,
          C.Index: Hashable {
        let collection = data.wrappedValue
        self.init(data: collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }, idOf: { $0.1 },
                  content: { element in
                      content(data.element(at: element.0, id: element.1, by: id, initial: collection[element.0]))
                  })
    }
}
