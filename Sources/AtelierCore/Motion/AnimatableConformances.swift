import Foundation

// SwiftUI's Animatable conformances for scalars and geometry types. The Geometry files belong to
// their layer; the conformances live here, with the animation layer.

extension Double: Animatable {
    /// A number is its own animatable data.
    public typealias AnimatableData = Double
}

extension Float: Animatable {
    /// A number is its own animatable data.
    public typealias AnimatableData = Float
}

extension CGFloat: Animatable {
    /// A number is its own animatable data.
    public typealias AnimatableData = CGFloat
}

extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension CGPoint: Animatable {
    /// The point's x and y.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }

    /// The point whose animatable data is `animatableData`.
    init(animatableData: AnimatablePair<CGFloat, CGFloat>) {
        self.init(x: animatableData.first, y: animatableData.second)
    }
}

extension CGSize: Animatable {
    /// The size's width and height.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { width = newValue.first; height = newValue.second }
    }

    /// The size whose animatable data is `animatableData`.
    init(animatableData: AnimatablePair<CGFloat, CGFloat>) {
        self.init(width: animatableData.first, height: animatableData.second)
    }
}

extension CGRect: Animatable {
    /// The rectangle's origin and size.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { origin.animatableData = newValue.first; size.animatableData = newValue.second }
    }

    /// The rectangle whose animatable data is `animatableData`.
    init(animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>) {
        self.init(origin: CGPoint(animatableData: animatableData.first),
                  size: CGSize(animatableData: animatableData.second))
    }
}

extension UnitPoint: Animatable {
    /// The unit point's x and y.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
}

extension EdgeInsets: Animatable {
    /// The insets, in the order top, leading, bottom, trailing.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}
