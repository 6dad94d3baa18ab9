import Foundation

/// An effect that changes the visual appearance of a view by a projective transform, without changing
/// its layout or that of its ancestors and descendants.
///
/// `effectValue(size:)` is asked with the content's size each time it is drawn; the transform is in the
/// content's local coordinates (origin at its top-leading corner). As in SwiftUI the protocol refines
/// Animatable: when an animated update changes the effect's `animatableData`, the data is interpolated on a
/// copy of the effect and `effectValue(size:)` is asked of that copy at every frame. (SwiftUI's effects have
/// `Body == Never`; here a default `body(content:)` hands the content to the effect's node.)
public protocol GeometryEffect: Animatable, ViewModifier {
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

/// A geometry effect that is applied only while drawing; what `ignoredByLayout()` returns.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect, PrimitiveModifier {
    /// The effect.
    public var base: Base
    /// Wraps an effect.
    public init(base: Base) { self.base = base }
    /// The wrapped effect's value.
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
    /// The wrapped effect's data.
    nonisolated public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    func makeNode(in context: NodeContext) -> ViewNode { GeometryEffectNode(context: context) }
}

/// The content of a geometry effect together with the effect: the view a custom GeometryEffect's body makes.
public struct _GeometryEffectContent<Effect: GeometryEffect>: View {
    let content: _ViewModifier_Content<Effect>
    let effect: Effect
    public var body: Never { neverBody }
}

/// A view that carries a geometry effect and its content.
@MainActor protocol GeometryEffectCarrier {
    var anyEffect: any GeometryEffect { get }
    var anyEffectContent: any View { get }
}

extension _GeometryEffectContent: PrimitiveView, GeometryEffectCarrier {
    func makeNode(in context: NodeContext) -> ViewNode { GeometryEffectNode(context: context) }
    var anyEffect: any GeometryEffect { effect }
    var anyEffectContent: any View { content }
}

/// The node of every geometry effect, built-in (a primitive modifier) or custom (through `_GeometryEffectContent`):
/// it asks the effect for its transform with the content's size at each drawing, and draws the content through it.
@MainActor final class GeometryEffectNode: EffectModifierNode<any GeometryEffect> {
    override func update(view: any View) {
        if let carrier = view as? GeometryEffectCarrier {
            let previous = modifier
            modifier = carrier.anyEffect
            modifierDidChange(from: previous)
            child = reconcile(child, with: carrier.anyEffectContent, environment: environment)
            invalidateLayout()
            return
        }
        super.update(view: view)
    }

    /// The effect's transform for the current frame, in absolute coordinates.
    override var renderProjection: ProjectionTransform {
        guard modifier != nil else { return ProjectionTransform() }
        return .absolute(presentedModifier.effectValue(size: frame.size), in: frame)
    }

    override func apply(to content: DisplayList) -> DisplayList? { content.projected(by: renderProjection) }
}

/// A geometry effect given by a projection transform; what `projectionEffect(_:)` applies.
public struct _ProjectionEffect: GeometryEffect, PrimitiveModifier, Equatable {
    /// The transform, in the content's local coordinates.
    public var transform: ProjectionTransform
    /// Creates the effect.
    public init(transform: ProjectionTransform) { self.transform = transform }
    /// The transform, whatever the size.
    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
    func makeNode(in context: NodeContext) -> ViewNode { GeometryEffectNode(context: context) }
    /// The matrix's nine components, row by row.
    nonisolated public var animatableData: _AnimatableComponents {
        get {
            let t = transform
            return _AnimatableComponents([Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m21), Double(t.m22),
                                          Double(t.m23), Double(t.m31), Double(t.m32), Double(t.m33)])
        }
        set {
            let v = newValue.values + [Double](repeating: 0, count: max(0, 9 - newValue.values.count))
            transform.m11 = CGFloat(v[0]); transform.m12 = CGFloat(v[1]); transform.m13 = CGFloat(v[2])
            transform.m21 = CGFloat(v[3]); transform.m22 = CGFloat(v[4]); transform.m23 = CGFloat(v[5])
            transform.m31 = CGFloat(v[6]); transform.m32 = CGFloat(v[7]); transform.m33 = CGFloat(v[8])
        }
    }
}

/// A geometry effect given by an affine transform; what `transformEffect(_:)` applies.
public struct _TransformEffect: GeometryEffect, PrimitiveModifier, Equatable {
    /// The transform, in the content's local coordinates.
    public var transform: CGAffineTransform
    /// Creates the effect.
    public init(transform: CGAffineTransform) { self.transform = transform }
    /// The transform, whatever the size.
    public func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(transform) }
    func makeNode(in context: NodeContext) -> ViewNode { GeometryEffectNode(context: context) }
    /// The transform's six components a, b, c, d, tx, ty.
    nonisolated public var animatableData: _AnimatableComponents {
        get {
            let t = transform
            return _AnimatableComponents([Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty)])
        }
        set {
            let v = newValue.values + [Double](repeating: 0, count: max(0, 6 - newValue.values.count))
            transform = CGAffineTransform(a: CGFloat(v[0]), b: CGFloat(v[1]), c: CGFloat(v[2]), d: CGFloat(v[3]),
                                          tx: CGFloat(v[4]), ty: CGFloat(v[5]))
        }
    }
}

extension View {
    /// Draws this view through a projection transform given in its local coordinates.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }

    /// Draws this view through an affine transform given in its local coordinates.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }
}
