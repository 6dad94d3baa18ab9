import Foundation

/// A view, or a modifier, with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// The content the modifier applies to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Never evaluated: the framework lays out and draws this primitive view itself.
    public var body: Never { neverBody }
    /// Its own node kind's maker (see `PrimitiveView`).
    @MainActor public static func _graphNodeMaker() -> AnyObject? { primitiveNodeMaker() }
    /// The modifier goes on to each view of content that stands for several (see `DistributedModifierView`).
    public static var _distributesModifiers: Bool { Content._distributesModifiers }
    /// Modifiers chained on an absorbing view are taken in together (see `ModifierAbsorbingView`).
    public static var _absorbsModifiers: Bool { Content._absorbsModifiers }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNode(in context: NodeContext) -> ViewNode {
        // Which kind of node the type makes is looked up once per type: the casts cost more than the node.
        switch ModifiedContentKind.of(Self.self, deciding: kind) {
        case .absorbed:
            return absorbedView.makeNode(in: context)
        case .distributes:
            // A modifier on several views applies to each of them (see MultiViewContent).
            return ViewListNode(context: context, kind: .distributedModifier)
        case .primitive:
            if let primitive = modifier as? any PrimitiveModifier { return primitive.makeNode(in: context) }
            return BodyNode(context: context)
        case .body:
            return BodyNode(context: context)
        }
    }

    @MainActor private func kind() -> ModifiedContentKind {
        if Content._absorbsModifiers { return .absorbed }
        if distributes { return .distributes }
        return modifier is any PrimitiveModifier ? .primitive : .body
    }
    func update(_ node: ViewNode) {
        // The node of a built-in modifier takes the content with its type; a body or a distributing list the view.
        if let modified = node as? ModifierNode<Modifier> { return modified.update(modifier: modifier, content: content) }
        if ModifiedContentKind.of(Self.self, deciding: kind) == .absorbed { return absorbedView.update(node) }
        // A kind that takes any modifier (a background or overlay, an environment writer): the same, without
        // opening the view from a box by a cast to a protocol (a thousand a pushed List screen).
        if let modified = node as? ModifierNode<Any> { return modified.update(modifier: modifier, content: content) }
        node.update(view: self)
    }

    /// The content with the modifier taken in, for content that absorbs its modifiers.
    @MainActor private var absorbedView: any PrimitiveView {
        guard let absorbing = content as? any ModifierAbsorbingView else {
            preconditionFailure("\(Self.self) was taken for a view absorbing its modifier")
        }
        return absorbing.absorbing(modifier)
    }
}

/// The view value a modifier node reads: its modifier and its content, with types erased.
@MainActor protocol ModifiedView {
    var anyModifier: Any { get }
    var anyContent: any View { get }
}

extension ModifiedContent: ModifiedView where Content: View, Modifier: ViewModifier {
    var anyModifier: Any { modifier }
    var anyContent: any View { content }
}

/// A view whose body the graph evaluates through something other than `body`: a custom modifier's
/// `body(content:)`, a style's `makeBody(configuration:)`. The value that owns the dynamic properties
/// (the modifier, the style) is copied, the node's storage installed into the copy, and the copy makes the body.
/// Its types' `body` is Never (the graph casts only such views to it).
@MainActor protocol CustomBodyProvider {
    func makeBody(installing installation: PropertyInstallation) -> any View
}

extension ModifiedContent: CustomBodyProvider where Content: View, Modifier: ViewModifier {
    func makeBody(installing installation: PropertyInstallation) -> any View {
        var owner = modifier
        installation.install(into: &owner)
        return owner.body(content: _ViewModifier_Content(content: content))
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Applies the inner modifier, then the outer one, as chaining them on a view would.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(self.modifier)
    }
}
