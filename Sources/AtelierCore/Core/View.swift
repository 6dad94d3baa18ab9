import Foundation

/// A piece of user interface: a value describing content, rebuilt freely and thrown away.
@MainActor @preconcurrency public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    /// Never has no body; primitive views use `Never` as theirs.
    public var body: Never { fatalError("Never has no body") }
}

/// A view the graph builds a node for directly instead of evaluating its body.
@MainActor protocol PrimitiveView {
    /// Creates the node that keeps this view's state, layout and drawing.
    func makeNode(in context: NodeContext) -> ViewNode
    /// Brings `node`, which this type's `makeNode` made, up to date with this value. Kinds whose node takes the
    /// value's parts with their types override it; by default the node takes the value boxed.
    func update(_ node: ViewNode)
}

extension PrimitiveView where Self: View {
    func update(_ node: ViewNode) { node.update(view: self) }
}

extension PrimitiveView {
    /// Primitive views have no body; the graph never asks for one.
    var neverBody: Never {
        fatalError("\(type(of: self)) is a primitive view; its body is never evaluated")
    }
}
