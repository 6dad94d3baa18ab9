import Foundation

/// The node of a built-in rendering effect: layout passes straight through to the content, and drawing
/// renders the content into a list of its own that `apply(to:)` wraps (usually in one `.effect`).
///
/// Frames stay those of layout; effects only change what is drawn. `renderProjection` is the absolute
/// transform the effect applies to its content (identity for effects that do not move it), for hit testing.
///
/// An `Animatable` modifier animates: a change of its `animatableData` in an animated update is interpolated,
/// and `presentedModifier` is a copy of the modifier with the data as presented at the graph's time.
@MainActor class EffectModifierNode<Modifier>: ModifierNode<Modifier>, DrawingNode, AnimatingNode {
    /// The modifier's animatable data, interpolated between updates.
    var modifierAnimation = AnimatableSlot()

    override func modifierDidChange(from previous: Modifier?) {
        super.modifierDidChange(from: previous)
        if let animatable = modifier as? any Animatable {
            modifierAnimation.update(any: animatable, previous: previous as? any Animatable, in: self)
        }
        if let note = (modifier as? EffectValueCheck)?.unusableValueNote { Diagnostics.warn(note, key: "effect-value: \(note)") }
    }

    /// The modifier as presented now: with its animatable data interpolated while a change is in flight.
    var presentedModifier: Modifier {
        guard modifierAnimation.isAnimating(at: graph.time), let animatable = modifier as? any Animatable,
              let presented = modifierAnimation.presented(any: animatable, at: graph.time) as? Modifier else { return modifier }
        return presented
    }

    var ownAnimationsInFlight: Bool {
        modifierAnimation.isAnimating(at: graph.time)
    }
    // Declared here so that an effect animating for ever (a spinner) overrides it.
    var animatesWithoutEnd: Bool { false }

    /// A new effect value changes what is drawn, not the layout.
    override var modifierChangeAffects: Invalidation { .display }

    func draw(into list: inout DisplayList) {
        var content = DisplayList()
        child?.render(into: &content)
        if let result = apply(to: content) { list.append(contentsOf: result) }
    }

    /// The drawing of this node given its content's drawing; nil draws nothing. By default the content itself.
    func apply(to content: DisplayList) -> DisplayList? { content }


    /// `content` wrapped in one effect, or nil when there is nothing to wrap.
    final func wrap(_ content: DisplayList, in effect: DisplayEffect) -> DisplayList? {
        content.isEmpty ? nil : DisplayList([.effect(effect, content)])
    }
}

extension ProjectionTransform {
    /// A projection given in the local coordinates of `frame` (origin at its top-leading corner), made absolute.
    static func absolute(_ local: ProjectionTransform, in frame: CGRect) -> ProjectionTransform {
        let x = frame.minX.finiteOrZero, y = frame.minY.finiteOrZero
        guard x != 0 || y != 0 else { return local }
        return ProjectionTransform(CGAffineTransform(translationX: -x, y: -y))
            .concatenating(local)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: x, y: y)))
    }

    /// The display effect drawing content through this projection: an affine transform when it is one,
    /// nil when it has no effect (identity), `.some(nil)` when it collapses everything (singular or not finite).
    var displayEffect: DisplayEffect?? {
        let entries = [m11, m12, m13, m21, m22, m23, m31, m32, m33]
        guard entries.allSatisfy(\.isFinite) else { return .some(nil) }
        if isIdentity { return nil }
        let det = m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        guard det != 0, abs(det) > 1e-12 else { return .some(nil) }
        if isAffine {
            return .some(.transform(CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)))
        }
        return .some(.projection(self))
    }
}

extension DisplayList {
    /// This list drawn through a projection: itself for the identity, nothing for a singular projection.
    func projected(by projection: ProjectionTransform) -> DisplayList? {
        guard !isEmpty else { return nil }
        switch projection.displayEffect {
        case .none: return self
        case .some(.none): return nil
        case .some(.some(let effect)): return DisplayList([.effect(effect, self)])
        }
    }
}
