/// A type-erased view: its identity changes whenever the wrapped view's type does. It can be sent (a `static let`,
/// a value made off the main actor): it never changes, and only the graph, on the main actor, reads the view in it.
public struct AnyView: View, @unchecked Sendable, _RemoveGlobalActorIsolation {
    private let storage: Storage
    var wrapped: any View { storage.view! }
    /// Erases a view's type.
    public init<V: View>(_ view: V) {
        if let other = view as? AnyView { storage = other.storage } else { storage = Storage(view) }
    }
    /// Erases a view held as an existential.
    public init(erasing view: some View) { self.init(view) }
    /// Wraps a value that may be a view; nil when it is not.
    public init?(_fromValue value: Any) {
        guard let v = value as? any View else { return nil }
        storage = Storage(v)
    }
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

extension AnyView: PrimitiveView, ViewListContent {
    func makeNode(in context: NodeContext) -> ViewNode { ViewListNode(context: context, kind: .tuple) }
    func listElements() -> [ViewListElement] {
        [ViewListElement(id: .type(ObjectIdentifier(type(of: wrapped))), view: wrapped)]
    }
}

extension AnyView {
    /// Holds the erased view in an object whose release goes through the teardown queue: a program that
    /// wraps a view in AnyView 100,000 times in a loop releases the chain without overflowing the stack.
    final class Storage {
        var view: (any View)?
        init(_ view: any View) { self.view = view }
        deinit { TeardownQueue.release(&view) }
    }
}
