import Foundation

/// A view that carries a geometry effect and its content.
@MainActor protocol GeometryEffectCarrier {
    var anyEffect: any GeometryEffect { get }
    var anyEffectContent: any View { get }
}

/// The node of every geometry effect, built-in (a primitive modifier) or custom (through `_GeometryEffectContent`):
/// it asks the effect for its transform with the content's size at each drawing, and draws the content through it.
@MainActor final class GeometryEffectNode: EffectModifierNode<any GeometryEffect>, ProjectingNode {
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
    /// The effect's transform for the current frame, absolute; nil when it has a NaN or infinite entry
    /// (`scaleEffect(.infinity)`, `rotationEffect(.degrees(.nan))`, a custom effect's arithmetic), with one warning.
    private var finiteProjection: ProjectionTransform? {
        guard modifier != nil else { return ProjectionTransform() }
        let effect = presentedModifier
        let projection = ProjectionTransform.absolute(effect.effectValue(size: frame.size), in: frame)
        guard projection.hasOnlyFiniteEntries else {
            Diagnostics.warn("\(effect) gives a transform with a NaN or infinite entry; the view is not drawn",
                             key: "geometry-effect-nonfinite-\(type(of: effect))")
            return nil
        }
        return projection
    }

    /// A transform with no image puts the view nowhere: not drawn, not hit, not on screen for inspection
    /// (its frame stays finite for whatever composes with it).
    var ownRenderProjection: ProjectionTransform { finiteProjection ?? ProjectionTransform() }
    override var hidesSubtree: Bool { super.hidesSubtree || finiteProjection == nil }

    override func apply(to content: DisplayList) -> DisplayList? { finiteProjection.flatMap { content.projected(by: $0) } }
}
