import Foundation

/// What a stepper's halves do, whatever built it: an increment and a decrement (nil where that half is
/// disabled), each also disabled at its bound, and the editing callback told when a press starts and ends.
@MainActor struct StepperActions {
    // Made where the program builds its views, called on the main actor only.
    nonisolated(unsafe) let increment: (() -> Void)?
    nonisolated(unsafe) let decrement: (() -> Void)?
    nonisolated(unsafe) let onEditingChanged: (Bool) -> Void

    nonisolated init(increment: (() -> Void)?, decrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void) {
        self.increment = increment
        self.decrement = decrement
        self.onEditingChanged = onEditingChanged
    }

    /// Steps `value` by `step`, within `bounds` when given: a step past a bound stops at the bound, and the
    /// half pointing past a bound it has reached is disabled. A value already outside the bounds comes back
    /// to the nearer one on the first step. An integer step that would leave the type's range stops at the
    /// range's end (then the bound) instead of trapping, and a NaN value counts as the lower bound (0
    /// unbounded), with one warning, as a Slider does.
    nonisolated init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride,
                        onEditingChanged: @escaping (Bool) -> Void) {
        self.onEditingChanged = onEditingChanged
        guard step > 0 else {
            Diagnostics.warn("a Stepper's step \(step) is not positive; both its buttons are disabled",
                             key: "stepper-step-\(step)")
            (increment, decrement) = (nil, nil)
            return
        }
        let current = Self.readable(value.wrappedValue, bounds: bounds)
        let stepped = { (up: Bool) -> V in
            let from = Self.readable(value.wrappedValue, bounds: bounds)
            let next = Self.advance(from, by: step, up: up)
            guard let bounds else { return next }
            return min(max(next, bounds.lowerBound), bounds.upperBound)
        }
        // A half is disabled at its bound, and where a step changes nothing (an integer at its type's end).
        if let bounds, current >= bounds.upperBound {
            increment = nil
        } else if bounds == nil, Self.advance(current, by: step, up: true) == current {
            increment = nil
        } else {
            increment = { value.wrappedValue = stepped(true) }
        }
        if let bounds, current <= bounds.lowerBound {
            decrement = nil
        } else if bounds == nil, Self.advance(current, by: step, up: false) == current {
            decrement = nil
        } else {
            decrement = { value.wrappedValue = stepped(false) }
        }
    }

    /// The value a step starts from: a NaN (the one value not equal to itself) reads as the lower bound,
    /// or zero without bounds, with one warning.
    nonisolated private static func readable<V: Strideable>(_ v: V, bounds: ClosedRange<V>?) -> V {
        guard v != v else { return v }
        Diagnostics.warn("a Stepper's value is NaN; it steps from \(bounds == nil ? "0" : "its lower bound")",
                         key: "stepper-nan-value")
        if let bounds { return bounds.lowerBound }
        if let float = v as? any BinaryFloatingPoint, let zero = zeroLike(float) as? V { return zero }
        return v
    }

    nonisolated private static func zeroLike<F: BinaryFloatingPoint>(_: F) -> F { 0 }

    /// `v` moved one `step` up or down; a fixed-width integer stops at its type's end rather than trapping
    /// on overflow (a `UInt` at 3 stepped down by 5 gives 0 before the bounds are applied).
    nonisolated private static func advance<V: Strideable>(_ v: V, by step: V.Stride, up: Bool) -> V {
        if let integer = v as? any FixedWidthInteger, let stride = step as? any BinaryInteger,
           let result = saturated(integer, stride, up: up) as? V {
            return result
        }
        return v.advanced(by: up ? step : -step)
    }

    nonisolated private static func saturated<T: FixedWidthInteger, S: BinaryInteger>(_ v: T, _ step: S, up: Bool) -> T {
        guard let delta = T(exactly: step) else { return up ? .max : .min }
        let (result, overflow) = up ? v.addingReportingOverflow(delta) : v.subtractingReportingOverflow(delta)
        return overflow ? (up ? .max : .min) : result
    }
}
