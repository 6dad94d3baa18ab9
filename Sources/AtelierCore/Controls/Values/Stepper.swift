import Foundation

/// A control that performs increment and decrement actions: on iOS, the label leading and a pair of
/// minus and plus buttons trailing, the row filling the proposed width. A half held down repeats its
/// action; a half with nothing to do (a bound reached, no action) is greyed out. SwiftUI has no public
/// stepper style, so neither does this.
@MainActor @preconcurrency public struct Stepper<Label: View>: View {
    let actions: StepperActions
    nonisolated(unsafe) let label: Label

    nonisolated init(actions: StepperActions, label: Label) {
        self.actions = actions
        self.label = label
    }

    /// Creates a stepper instance that performs the closures you provide when the user increments or
    /// decrements the stepper (a nil closure disables that half).
    nonisolated public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(actions: StepperActions(increment: onIncrement, decrement: onDecrement,
                                          onEditingChanged: onEditingChanged), label: label())
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step value you provide.
    nonisolated public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(actions: StepperActions(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged),
                  label: label())
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step value and
    /// within a range of values you provide.
    nonisolated public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(actions: StepperActions(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged),
                  label: label())
    }

    /// Creates a stepper that steps a formatted floating-point value (the format names the value for
    /// accessibility; iOS draws only the label).
    nonisolated public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper that steps a formatted floating-point value within a range.
    nonisolated public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with the closures first and the label last (deprecated in SwiftUI).
    @available(*, deprecated, renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)")
    @_disfavoredOverload
    nonisolated public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a value stepper with the label last (deprecated in SwiftUI).
    @available(*, deprecated, renamed: "Stepper(value:step:label:onEditingChanged:)")
    @_disfavoredOverload
    nonisolated public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// Creates a bounded value stepper with the label last (deprecated in SwiftUI).
    @available(*, deprecated, renamed: "Stepper(value:in:step:label:onEditingChanged:)")
    @_disfavoredOverload
    nonisolated public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// The label leading, the buttons trailing.
    public var body: some View {
        let actions = self.actions
        return HStack {
            label
            Spacer()
            StepperButtons(actions: actions).accessibilityHidden(true)
        }
        // One element, named by the label, that an assistive technology steps up and down.
        .modifier(AccessibilityControl(role: .stepper, adjust: { direction in
            switch direction {
            case .increment: actions.increment?()
            case .decrement: actions.decrement?()
            }
        }))
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a title key that performs the closures you provide.
    nonisolated public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title that performs the closures you provide.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key that steps a binding.
    nonisolated public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title that steps a binding.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key that steps a binding within a range.
    nonisolated public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title that steps a binding within a range.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key that steps a formatted floating-point value.
    nonisolated public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title that steps a formatted floating-point value.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key that steps a formatted floating-point value within a range.
    nonisolated public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title that steps a formatted floating-point value within a range.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                            in bounds: ClosedRange<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}
