import Foundation

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

nonisolated extension View {
    /// Draws this view through a projection transform given in its local coordinates.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }
}
