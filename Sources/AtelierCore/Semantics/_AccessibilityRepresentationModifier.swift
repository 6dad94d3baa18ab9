import Foundation

/// Gives a view the accessibility elements of another view: the representation is laid out over the view
/// at its size, never drawn, hit or focused, and its elements stand in for the view's own.
public struct _AccessibilityRepresentationModifier<Representation: View>: ViewModifier, _RemoveGlobalActorIsolation {
    let representation: Representation

    /// The view, its own elements hidden, with the representation layered over it for assistive technologies.
    public func body(content: Content) -> some View {
        content
            .accessibilityHidden(true)
            .overlay { representation.modifier(AccessibilityRepresentationLayer(standsForContent: true)) }
    }
}

/// The layer holding a representation: hidden from drawing, hit testing and keyboard focus, but not from
/// the semantics phase.
struct AccessibilityRepresentationLayer: ViewModifier, PrimitiveModifier, Equatable {
    /// Whether its elements take the frame of the view it lies over (a representation), or keep their own
    /// (the controls `accessibilityActions` reads its actions from).
    var standsForContent: Bool
    func body(content: Content) -> Never { primitiveBody }
    func makeNode(in context: NodeContext) -> ViewNode { AccessibilityRepresentationNode(context: context) }
}

@MainActor final class AccessibilityRepresentationNode: EffectModifierNode<AccessibilityRepresentationLayer>, SemanticsNode {
    override func draw(into list: inout DisplayList) {}
    override func apply(to content: DisplayList) -> DisplayList? { nil }
    override var hidesSubtree: Bool { true }
    static var formsElementsWhenHidden: Bool { true }

    /// The representation's elements, each covering the represented view's frame (SwiftUI's representation
    /// stands where the view stands, whatever size its own layout takes).
    func semanticsElements(_ builder: SemanticsBuilder) -> [SemanticsElement] {
        let elements = builder.childElements(of: self)
        guard modifier?.standsForContent == true, let layers = parent as? SecondaryLayerNode, let represented = layers.child, represented !== self else { return elements }
        return elements.map { element in
            let placed = element.copy()
            placed.frameNodes = [represented]
            return placed
        }
    }
}

nonisolated extension View {
    /// Replaces the view's accessibility elements with those of `representation`, which is never drawn: a
    /// custom control reads and works as the standard control given here.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        modifier(_AccessibilityRepresentationModifier(representation: representation()))
    }
}
