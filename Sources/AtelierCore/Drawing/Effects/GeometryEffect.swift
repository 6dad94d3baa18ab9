import Foundation

/// An effect that changes the visual appearance of a view by a projective transform, without changing
/// its layout or that of its ancestors and descendants.
///
/// `effectValue(size:)` is asked with the content's size each time it is drawn; the transform is in the
/// content's local coordinates (origin at its top-leading corner). As in SwiftUI the protocol refines
/// Animatable: when an animated update changes the effect's `animatableData`, the data is interpolated on a
/// copy of the effect and `effectValue(size:)` is asked of that copy at every frame. (SwiftUI's effects have
/// `Body == Never`; here a default `body(content:)` hands the content to the effect's node.)
public protocol GeometryEffect: Animatable, ViewModifier, _RemoveGlobalActorIsolation {
    /// The current value of the effect, for content of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The content drawn through the effect (the graph never shows this wrapper).
    public func body(content: Content) -> _GeometryEffectContent<Self> {
        _GeometryEffectContent(content: content, effect: self)
    }

    /// An effect with the same transform that applies it only while drawing (Atelier's effects never change layout).
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }
}
