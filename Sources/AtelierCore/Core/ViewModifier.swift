import Foundation

/// A modifier that you apply to a view, producing a different version of it.
@MainActor @preconcurrency public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// Produces the modified view from the content.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier {
    /// A modifier that applies this one, then `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The content a ViewModifier's body receives: the view the modifier was applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: any View
    public var body: Never { neverBody }
}

extension _ViewModifier_Content: PrimitiveView, ListContent {
    func makeNode(in context: NodeContext) -> ViewNode { ListNode(context: context, kind: .tuple) }
    func listElements() -> [ListElement] { [ListElement(id: .type(ObjectIdentifier(type(of: content))), view: content)] }
}

/// A modifier that leaves the view as it is.
public struct EmptyModifier: ViewModifier {
    /// The modifier that does nothing.
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> some View { content }
}

extension View {
    /// Applies a modifier to the view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
