import Foundation

/// An effect whose value a program can give out of range (NaN, infinite, negative where that means
/// nothing): it says what is drawn instead, and its node warns once as the value arrives in the tree.
@MainActor protocol EffectValueCheck {
    /// What is drawn instead of an unusable value, as a sentence naming the modifier; nil when the value is usable.
    var unusableValueNote: String? { get }
}

extension _OpacityEffect: EffectValueCheck {
    var unusableValueNote: String? { opacity.isNaN ? "opacity(nan) is treated as 1 (fully opaque)" : nil }
}

extension _BlurEffect: EffectValueCheck {
    var unusableValueNote: String? {
        radius.isFinite && radius >= 0 ? nil : "blur(radius: \(radius)) is drawn without a blur (a radius is finite and 0 or more)"
    }
}

extension _ShadowEffect: EffectValueCheck {
    var unusableValueNote: String? {
        if !radius.isFinite || radius < 0 { return "shadow(radius: \(radius)) is drawn with radius 0 (a radius is finite and 0 or more)" }
        if !offset.width.isFinite || !offset.height.isFinite { return "shadow(x: \(offset.width), y: \(offset.height)): a non-finite offset is drawn as 0" }
        return nil
    }
}

extension _BorderModifier: EffectValueCheck {
    var unusableValueNote: String? { width.isNaN || width.isInfinite ? "border(width: \(width)) is drawn without a border" : nil }
}

/// The colour-matrix effects with one amount: a NaN or infinite amount leaves the content unchanged.
private func colorAmountNote(_ name: String, _ amount: Double) -> String? {
    amount.isFinite ? nil : "\(name)(\(amount)) leaves the view unchanged (the amount must be finite)"
}

extension _BrightnessEffect: EffectValueCheck { var unusableValueNote: String? { colorAmountNote("brightness", amount) } }
extension _ContrastEffect: EffectValueCheck { var unusableValueNote: String? { colorAmountNote("contrast", amount) } }
extension _SaturationEffect: EffectValueCheck { var unusableValueNote: String? { colorAmountNote("saturation", amount) } }
extension _GrayscaleEffect: EffectValueCheck { var unusableValueNote: String? { colorAmountNote("grayscale", amount) } }
extension _HueRotationEffect: EffectValueCheck {
    var unusableValueNote: String? { colorAmountNote("hueRotation", angle.radians) }
}
