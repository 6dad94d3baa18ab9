import Foundation

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

nonisolated extension View {
    /// Draws this view through an affine transform given in its local coordinates.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }
}
