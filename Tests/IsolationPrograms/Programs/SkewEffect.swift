import SwiftUI

// A custom GeometryEffect with animatable data (a shake or skew effect), as animation libraries write it.
struct ShiftEffect: GeometryEffect {
    var amount: CGFloat
    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount, y: 0))
    }
}

/// A 20-point square shifted 50 points right by the effect.
public struct GeometryEffectProgram: View {
    public init() {}
    public var body: some View {
        Color.red
            .frame(width: 20, height: 20)
            .modifier(ShiftEffect(amount: 50))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
