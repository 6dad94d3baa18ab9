import Foundation

// The animatable data of the built-in shapes (the shape files belong to the drawing layer; what animates
// lives here, with the animation layer). As in SwiftUI, a shape built on another shape animates the inner
// shape's data together with its own; shapes with nothing to animate keep `EmptyAnimatableData`.

extension _StrokedShape {
    /// The stroked shape's data (the stroke style does not animate).
    nonisolated public var animatableData: S.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension _TrimmedShape {
    /// The trim fractions, then the shape's data.
    nonisolated public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, S.AnimatableData> {
        get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
        set {
            startFraction = newValue.first.first
            endFraction = newValue.first.second
            shape.animatableData = newValue.second
        }
    }
}

extension _SizedShape {
    /// The shape's data, then the size.
    nonisolated public var animatableData: AnimatablePair<S.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, size.animatableData) }
        set { shape.animatableData = newValue.first; size.animatableData = newValue.second }
    }
}

extension OffsetShape {
    /// The shape's data, then the offset.
    nonisolated public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { shape.animatableData = newValue.first; offset.animatableData = newValue.second }
    }
}

extension ScaledShape {
    /// The shape's data, then the scale and the anchor.
    nonisolated public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

extension RotatedShape {
    /// The shape's data, then the angle and the anchor.
    nonisolated public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

extension TransformedShape {
    /// The shape's data (the transform does not animate, as in SwiftUI).
    nonisolated public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension RoundedRectangle {
    /// The corner size.
    nonisolated public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

extension RoundedRectangle._Inset {
    /// The corner size, then the inset.
    nonisolated public var animatableData: AnimatablePair<CGSize.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set { base.animatableData = newValue.first; amount = newValue.second }
    }
}

extension Rectangle._Inset {
    /// The inset.
    nonisolated public var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
}

extension Circle._Inset {
    /// The inset.
    nonisolated public var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
}

extension Ellipse._Inset {
    /// The inset.
    nonisolated public var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
}

extension Capsule._Inset {
    /// The inset.
    nonisolated public var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
}
