import Foundation

/// A view that carries a geometry effect and its content.
@MainActor protocol GeometryEffectCarrier {
    var anyEffect: any GeometryEffect { get }
    var anyEffectContent: any View { get }
}

/// The node of every geometry effect, built-in (a primitive modifier) or custom (through `_GeometryEffectContent`):
/// it asks the effect for its transform with the content's size at each drawing, and draws the content through it.
@MainActor final class GeometryEffectNode: EffectModifierNode<any GeometryEffect> {
    override func update(view: any View) {
        if let carrier = view as? GeometryEffectCarrier {
            take(carrier.anyEffect)
            child = reconcile(child, with: carrier.anyEffectContent, environment: environment)
            return
        }
        super.update(view: view)
    }

    /// A new effect moves where the content is hit.
    override func modifierDidChange(from previous: (any GeometryEffect)?) {
        super.modifierDidChange(from: previous)
        if modifierValueChanged { hitGeometryDidChange() }
    }

    /// The effect's transform for the current frame, in absolute coordinates.
    override var renderProjection: ProjectionTransform {
        guard modifier != nil else { return ProjectionTransform() }
        return .absolute(presentedModifier.effectValue(size: frame.size), in: frame)
    }

    override func apply(to content: DisplayList) -> DisplayList? { content.projected(by: renderProjection) }
}
