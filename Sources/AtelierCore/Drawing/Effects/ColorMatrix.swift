import Foundation

// Colour effects draw their content through `DisplayEffect.colorMatrix`: a 4x5 matrix, row major, in RGBA
// order, applied to each pixel's un-premultiplied sRGB components in 0...1 (results clamped to 0...1):
//
//     r' = m[0]·r + m[1]·g + m[2]·b + m[3]·a + m[4]
//     g' = m[5]·r + ...                      + m[9]
//     b' = m[10]·r + ...                     + m[14]
//     a' = m[15]·r + ...                     + m[19]
//
// The matrices of each effect are defined in `ColorMatrix` below.

/// The colour matrices of the colour effects.
enum ColorMatrix {
    /// The identity.
    static let identity: [Float] = [1, 0, 0, 0, 0,
                                    0, 1, 0, 0, 0,
                                    0, 0, 1, 0, 0,
                                    0, 0, 0, 1, 0]

    /// `luminanceToAlpha()`: alpha from luminance, colour black, with SVG's `luminanceToAlpha` weights.
    static let luminanceToAlpha: [Float] = [0, 0, 0, 0, 0,
                                            0, 0, 0, 0, 0,
                                            0, 0, 0, 0, 0,
                                            0.2125, 0.7154, 0.0721, 0, 0]

    /// Rec. 709 luma weights, with which saturation and grayscale measure a colour's brightness.
    static let luma: (r: Float, g: Float, b: Float) = (0.2126, 0.7152, 0.0722)

    /// `brightness(amount)`: adds `amount` to red, green and blue (0 leaves the colour, 1 makes it white).
    static func brightness(_ amount: Double) -> [Float] {
        let a = Float(amount)
        return [1, 0, 0, 0, a,
                0, 1, 0, 0, a,
                0, 0, 1, 0, a,
                0, 0, 0, 1, 0]
    }

    /// `contrast(amount)`: scales red, green and blue away from mid-grey: c' = (c − 0.5)·amount + 0.5.
    static func contrast(_ amount: Double) -> [Float] {
        let k = Float(amount), b = 0.5 * (1 - Float(amount))
        return [k, 0, 0, 0, b,
                0, k, 0, 0, b,
                0, 0, k, 0, b,
                0, 0, 0, 1, 0]
    }

    /// `saturation(amount)`: mixes each colour with its luma grey: c' = luma + amount·(c − luma)
    /// (0 is grey, 1 unchanged, above 1 oversaturated).
    static func saturation(_ amount: Double) -> [Float] {
        let s = Float(amount), (lr, lg, lb) = luma
        return [lr * (1 - s) + s, lg * (1 - s), lb * (1 - s), 0, 0,
                lr * (1 - s), lg * (1 - s) + s, lb * (1 - s), 0, 0,
                lr * (1 - s), lg * (1 - s), lb * (1 - s) + s, 0, 0,
                0, 0, 0, 1, 0]
    }

    /// `grayscale(amount)`: `saturation(1 − amount)`, amount clamped to 0...1 (1 is fully grey).
    static func grayscale(_ amount: Double) -> [Float] {
        saturation(1 - min(max(amount, 0), 1))
    }

    /// `colorMultiply(color)`: multiplies each component by the colour's (alpha too).
    static func multiply(_ c: RGBAColor) -> [Float] {
        [Float(c.red), 0, 0, 0, 0,
         0, Float(c.green), 0, 0, 0,
         0, 0, Float(c.blue), 0, 0,
         0, 0, 0, Float(c.alpha), 0]
    }

    /// `colorInvert()`: c' = 1 − c for red, green and blue; alpha is kept.
    static let invert: [Float] = [-1, 0, 0, 0, 1,
                                  0, -1, 0, 0, 1,
                                  0, 0, -1, 0, 1,
                                  0, 0, 0, 1, 0]

    /// `hueRotation(angle)`: rotates hues about the grey axis, keeping luma (the SVG/CSS `hue-rotate` matrix).
    static func hueRotation(_ angle: Angle) -> [Float] {
        let c = Float(cos(angle.radians)), s = Float(sin(angle.radians))
        return [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                0, 0, 0, 1, 0]
    }
}

/// A modifier drawing its content through a colour matrix.
@MainActor protocol ColorMatrixModifier {
    /// The matrix for the current environment; nil (or the identity) leaves the content unchanged.
    func colorMatrix(in environment: EnvironmentValues) -> [Float]?
}

/// The node of a colour-matrix effect.
@MainActor final class ColorMatrixEffectNode<M: ColorMatrixModifier>: EffectModifierNode<M> {
    override func apply(to content: DisplayList) -> DisplayList? {
        guard let m = modifier.colorMatrix(in: environment), m.count == 20, m != ColorMatrix.identity else { return content }
        guard m.allSatisfy(\.isFinite) else { return content }
        return wrap(content, in: .colorMatrix(m))
    }
}
