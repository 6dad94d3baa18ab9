import Foundation

/// A piece of user interface: a value describing content, rebuilt freely and thrown away.
@MainActor @preconcurrency public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Atelier's own: the maker of this type's nodes when the graph builds them itself, or nil to be found by a
    /// cast. Answered by the type, as a cast searched every conformance of the program for each new view type.
    static func _graphNodeMaker() -> AnyObject?
    /// Atelier's own: whether a modifier applied to this view applies to each of several views (`MultiViewContent`).
    static var _distributesModifiers: Bool { get }
    /// Atelier's own: whether this view takes the modifiers applied to it into itself (`ModifierAbsorbingView`).
    static var _absorbsModifiers: Bool { get }
}

extension View {
    /// A view with a body, or a primitive view that leaves its maker to be found by a cast.
    public static func _graphNodeMaker() -> AnyObject? { nil }
    /// Most views stand for one view.
    public static var _distributesModifiers: Bool { false }
    /// Most views keep their modifiers outside.
    public static var _absorbsModifiers: Bool { false }
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

extension PrimitiveView where Self: View {
    /// The answer of a primitive view type to `View._graphNodeMaker()`.
    static func primitiveNodeMaker() -> AnyObject { PrimitiveNodeMaker<Self>(viewType: Self.self) }
}

extension PrimitiveView {
    /// Primitive views have no body; the graph never asks for one.
    var neverBody: Never {
        fatalError("\(type(of: self)) is a primitive view; its body is never evaluated")
    }
}
