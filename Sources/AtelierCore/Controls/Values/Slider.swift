import Foundation

/// A control for selecting a value from a bounded linear range of values: on iOS, a track with a round
/// thumb that the user drags (or taps the track to move it there), the part before the thumb in the tint.
/// SwiftUI has no public slider style on iOS, so neither does this; the value labels sit on either side.
@MainActor @preconcurrency public struct Slider<Label: View, ValueLabel: View>: View {
    let value: SliderValue
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let minimumValueLabel: ValueLabel
    nonisolated(unsafe) let maximumValueLabel: ValueLabel
    nonisolated(unsafe) let onEditingChanged: (Bool) -> Void

    nonisolated init(value: SliderValue, label: Label, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
         onEditingChanged: @escaping (Bool) -> Void) {
        self.value = value
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a slider to select a value from a given range, which displays the provided labels.
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: SliderValue(value, in: bounds, step: nil), label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which displays
    /// the provided labels.
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: SliderValue(value, in: bounds, step: Double(step)), label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a slider with labels, the editing callback first (deprecated in SwiftUI for the label-first order).
    @available(*, deprecated, renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    @_disfavoredOverload
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: SliderValue(value, in: bounds, step: nil), label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a stepped slider with labels, the editing callback first (deprecated in SwiftUI).
    @available(*, deprecated, renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    @_disfavoredOverload
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: SliderValue(value, in: bounds, step: Double(step)), label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
                  onEditingChanged: onEditingChanged)
    }

    /// The track and thumb between the value labels; the label itself names the slider for accessibility
    /// only, as on iOS.
    public var body: some View {
        let value = self.value
        return HStack(spacing: SliderMetrics.valueLabelSpacing) {
            minimumValueLabel
            SliderTrack(value: value, onEditingChanged: onEditingChanged)
            maximumValueLabel
        }
        .modifier(AccessibilityControl(
            role: .slider, label: (label as? Text)?.plainString ?? "",
            value: Self.percentage(value), valueRange: value.accessibilityRange,
            adjust: { value.move(by: $0 == .increment ? 1 : -1) }, setValue: { value.setAllowed($0) }))
    }

    /// The value as VoiceOver reads a slider's: a percentage of its range.
    private static func percentage(_ value: SliderValue) -> String {
        "\(Int((value.fraction * 100).rounded()))%"
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the provided label.
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: SliderValue(value, in: bounds, step: nil), label: label(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which displays
    /// the provided label.
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: SliderValue(value, in: bounds, step: Double(step)), label: label(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// Creates a labelled slider, the editing callback first (deprecated in SwiftUI).
    @available(*, deprecated, renamed: "Slider(value:in:label:onEditingChanged:)")
    @_disfavoredOverload
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }

    /// Creates a labelled stepped slider, the editing callback first (deprecated in SwiftUI).
    @available(*, deprecated, renamed: "Slider(value:in:step:label:onEditingChanged:)")
    @_disfavoredOverload
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: SliderValue(value, in: bounds, step: nil), label: EmptyView(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: SliderValue(value, in: bounds, step: Double(step)), label: EmptyView(),
                  minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}
