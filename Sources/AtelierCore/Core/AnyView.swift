/// A type-erased view: its identity changes whenever the wrapped view's type does.
public struct AnyView: View {
    let wrapped: any View
    /// Erases a view's type.
    public init<V: View>(_ view: V) {
        if let other = view as? AnyView { wrapped = other.wrapped } else { wrapped = view }
    }
    /// Erases a view held as an existential.
    public init(erasing view: some View) { self.init(view) }
    /// Wraps a value that may be a view; nil when it is not.
    public init?(_fromValue value: Any) {
        guard let v = value as? any View else { return nil }
        wrapped = v
    }
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
}

extension AnyView: PrimitiveView, ListContent {
    func makeNode(in context: NodeContext) -> ViewNode { ListNode(context: context, kind: .tuple) }
    func listElements() -> [ListElement] {
        [ListElement(id: .type(ObjectIdentifier(type(of: wrapped))), view: wrapped)]
    }
}
