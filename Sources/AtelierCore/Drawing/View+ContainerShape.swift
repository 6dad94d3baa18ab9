import Foundation

nonisolated extension View {
    /// Sets the container shape for this view and the views inside it: a `ContainerRelativeShape` inside
    /// takes this shape, inset to its own frame.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(ContainerShapeModifier(shape: shape))
    }
}

/// Publishes the shape and its own frame to the content.
struct ContainerShapeModifier<T: InsettableShape>: ViewModifier, PrimitiveModifier {
    let shape: T
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { ContainerShapeNode<T>(context: context) }
}

/// Lays out and draws its content as it is; its frame is the container's.
@MainActor final class ContainerShapeNode<T: InsettableShape>: EffectModifierNode<ContainerShapeModifier<T>> {
    private var reference: ContainerShapeReference?
    private var environmentCache: (input: UInt64, output: EnvironmentValues)?

    override func modifierDidChange(from previous: ContainerShapeModifier<T>?) {
        super.modifierDidChange(from: previous)
        guard let shape = modifier?.shape else { return }
        if let reference {
            reference.shape = shape
        } else {
            reference = ContainerShapeReference(shape: shape, node: self)
        }
        // The shapes inside draw again with the new container shape.
        if previous != nil { markRelativeShapes(in: self) }
    }

    override var childEnvironment: EnvironmentValues {
        if let c = environmentCache, c.input == environment.version { return c.output }
        var env = environment
        env.containerShape = reference
        environmentCache = (environment.version, env)
        return env
    }

    private func markRelativeShapes(in node: ViewNode) {
        for child in node.children {
            if child is ShapeLeafNode { child.setNeedsDisplay() }
            markRelativeShapes(in: child)
        }
    }
}
