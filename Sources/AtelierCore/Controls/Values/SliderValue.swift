import Foundation

/// A slider's value in doubles, whatever floating-point type the program binds: the bounds, the step,
/// the value as a fraction of the range, and how a fraction or a key press writes the binding back
/// (clamped to the bounds, snapped to the step).
@MainActor struct SliderValue {
    let lower: Double
    let upper: Double
    /// The increment between allowed values; nil when any value goes.
    let step: Double?
    private let read: @MainActor () -> Double
    private let write: @MainActor (Double) -> Void

    nonisolated init<V: BinaryFloatingPoint>(_ binding: Binding<V>, in bounds: ClosedRange<V>, step: Double?)
    where V.Stride: BinaryFloatingPoint {
        var lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        if !lower.isFinite || !upper.isFinite {
            Diagnostics.warn("a Slider's range \(lower)...\(upper) is not finite; it slides over 0...1 instead",
                             key: "slider-infinite-range")
            (lower, upper) = (0, 1)
        }
        self.lower = lower
        self.upper = upper
        if let step, !(step > 0) || !step.isFinite {
            Diagnostics.warn("a Slider's step \(step) is not a positive number; the slider is continuous",
                             key: "slider-step-\(step)")
            self.step = nil
        } else {
            self.step = step
        }
        read = { Double(binding.wrappedValue) }
        write = { binding.wrappedValue = V($0) }
    }

    /// The bound value; a NaN reads as the lower bound (with a warning), a value outside the range as
    /// the nearer bound.
    var current: Double {
        let v = read()
        guard !v.isNaN else {
            Diagnostics.warn("a Slider's value is NaN; it shows at the lower bound", key: "slider-nan-value")
            return lower
        }
        return min(max(v, lower), upper)
    }

    /// Where the thumb sits, from 0 at the lower bound to 1 at the upper (0 for a range of one value).
    var fraction: Double {
        // Over a range as wide as Double allows, `upper - lower` overflows to infinity: then in halves.
        guard upper > lower else { return 0 }
        let span = upper - lower
        return span.isFinite ? (current - lower) / span : (current / 2 - lower / 2) / (upper / 2 - lower / 2)
    }

    /// The allowed value nearest to `v`: clamped to the range, snapped to the step counted from the lower bound.
    func allowed(_ v: Double) -> Double {
        var result = min(max(v.isNaN ? lower : v, lower), upper)
        if let step {
            result = lower + ((result - lower) / step).rounded() * step
            // The last step may overshoot the upper bound; the highest step below it is the largest allowed value.
            if result > upper + 1e-9 * Swift.max(1, abs(upper)) { result -= step }
            result = min(max(result, lower), upper)
        }
        return result
    }

    /// Writes the value for a thumb position, given as a fraction of the range.
    func set(fraction: Double) {
        let f = min(max(fraction.isNaN ? 0 : fraction, 0), 1)
        let span = upper - lower
        // A range wider than Double's largest value spans infinity: interpolate between the bounds instead.
        set(allowed(span.isFinite ? lower + f * span : lower * (1 - f) + upper * f))
    }

    /// Moves the value by `steps` increments: the step, or a tenth of the range for a continuous slider.
    func move(by steps: Double) {
        let increment = step ?? Self.tenth(lower, upper)
        set(allowed(current + steps * increment))
    }

    /// Sets the value an assistive technology asks for, clamped and snapped to the step.
    func setAllowed(_ v: Double) { set(allowed(v)) }

    /// The value as an assistive technology reads it: its range, its step and where it is now.
    var accessibilityRange: AccessibilityValueRange {
        AccessibilityValueRange(minimum: lower, maximum: upper, step: step ?? Self.tenth(lower, upper), current: current)
    }

    /// A tenth of the range (a continuous slider's key step), finite however wide the range.
    private static func tenth(_ lower: Double, _ upper: Double) -> Double {
        let span = upper - lower
        return span.isFinite ? span / 10 : upper / 10 - lower / 10
    }

    /// Writes `v` unless the binding already holds it.
    private func set(_ v: Double) {
        if read() != v { write(v) }
    }
}
