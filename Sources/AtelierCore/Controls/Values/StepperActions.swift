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
    /// to the nearer one on the first step.
    nonisolated init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride,
                        onEditingChanged: @escaping (Bool) -> Void) {
        self.onEditingChanged = onEditingChanged
        guard step > 0 else {
            Diagnostics.warn("a Stepper's step \(step) is not positive; both its buttons are disabled",
                             key: "stepper-step-\(step)")
            (increment, decrement) = (nil, nil)
            return
        }
        let current = value.wrappedValue
        if let bounds, current >= bounds.upperBound {
            increment = nil
        } else {
            increment = {
                var next = value.wrappedValue.advanced(by: step)
                if let bounds { next = min(max(next, bounds.lowerBound), bounds.upperBound) }
                value.wrappedValue = next
            }
        }
        if let bounds, current <= bounds.lowerBound {
            decrement = nil
        } else {
            decrement = {
                var next = value.wrappedValue.advanced(by: -step)
                if let bounds { next = max(min(next, bounds.upperBound), bounds.lowerBound) }
                value.wrappedValue = next
            }
        }
    }
}
