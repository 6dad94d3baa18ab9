import Foundation

/// A view that shows a value within a range. Its look comes from the nearest gauge style
/// (`gaugeStyle(_:)`); by default, the automatic style (on iOS, a linear capacity bar).
@MainActor @preconcurrency
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let currentValueLabel: CurrentValueLabel?
    nonisolated(unsafe) let minimumValueLabel: BoundsLabel?
    nonisolated(unsafe) let maximumValueLabel: BoundsLabel?
    nonisolated(unsafe) let markedValueLabels: MarkedValueLabels

    nonisolated init(fraction: Double, label: Label, currentValueLabel: CurrentValueLabel?, minimumValueLabel: BoundsLabel?,
         maximumValueLabel: BoundsLabel?, markedValueLabels: MarkedValueLabels) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.markedValueLabels = markedValueLabels
    }

    /// Creates a gauge showing a value within a range and that describes the gauge's purpose and current
    /// value, the bounds and the marked values.
    nonisolated public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(fraction: GaugeFraction.of(Double(value), lower: Double(bounds.lowerBound),
                                             upper: Double(bounds.upperBound)),
                  label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), markedValueLabels: markedValueLabels())
    }

    /// The content and behavior of the gauge: the nearest gauge style's body for it.
    public var body: some View {
        GaugeBody(gauge: self)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's purpose.
    nonisolated public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
                  markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and that describes the gauge's purpose and current value.
    nonisolated public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
                  markedValueLabels: { EmptyView() })
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and that describes the gauge's purpose, current value
    /// and bounds.
    nonisolated public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
                  markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// Creates a gauge showing a value within a range and that describes the gauge's purpose, current value
    /// and the marked values.
    nonisolated public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
                  markedValueLabels: markedValueLabels)
    }
}

extension Gauge where Label == GaugeStyleConfiguration.Label,
                      CurrentValueLabel == GaugeStyleConfiguration.CurrentValueLabel,
                      BoundsLabel == GaugeStyleConfiguration.MarkedValueLabel,
                      MarkedValueLabels == GaugeStyleConfiguration.MarkedValueLabels {
    /// Creates a gauge based on a style configuration: inside a gauge style's body, it draws the gauge
    /// style in effect further out than that style.
    nonisolated init(_ configuration: GaugeStyleConfiguration) {
        self.init(fraction: configuration.value, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel,
                  minimumValueLabel: configuration.minimumValueLabel,
                  maximumValueLabel: configuration.maximumValueLabel,
                  markedValueLabels: configuration.markedValueLabels)
    }
}

/// A gauge's value as the fraction of its range a style draws.
enum GaugeFraction {
    /// `value`'s place from `lower` (0) to `upper` (1), clamped; NaN, or a range of one value, gives 0 with
    /// a warning for the NaN.
    static func of(_ value: Double, lower: Double, upper: Double) -> Double {
        guard !value.isNaN, !lower.isNaN, !upper.isNaN else {
            Diagnostics.warn("a Gauge's value or bounds are NaN; it shows empty", key: "gauge-nan")
            return 0
        }
        guard upper > lower else { return value >= upper ? 1 : 0 }
        guard lower.isFinite, upper.isFinite else {
            Diagnostics.warn("a Gauge's range \(lower)...\(upper) is not finite; it shows empty", key: "gauge-infinite-range")
            return 0
        }
        // In halves: over a range as wide as Double allows, `upper - lower` overflows to infinity (and
        // infinity over infinity is NaN, which no percentage survives).
        return min(max((value / 2 - lower / 2) / (upper / 2 - lower / 2), 0), 1)
    }
}

/// What a Gauge's body is: its configuration for the nearest gauge style. An EmptyView label the program
/// left out reaches the style as nil.
struct GaugeBody<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let gauge: Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>
    @Environment(\.styleStacks) private var stacks

    var body: some View {
        let fraction = gauge.fraction, label = gauge.label, current = gauge.currentValueLabel
        let minimum = gauge.minimumValueLabel, maximum = gauge.maximumValueLabel, marked = gauge.markedValueLabels
        func present<V: View>(_ view: V?) -> V? { view is EmptyView ? nil : view }
        return stacks.body(for: GaugeStyleKind.self) { stacks in
            GaugeStyleConfiguration(
                value: fraction,
                label: (label as? GaugeStyleConfiguration.Label) ?? .init(content: label, stacks: stacks),
                currentValueLabel: present(current).map {
                    ($0 as? GaugeStyleConfiguration.CurrentValueLabel) ?? .init(content: $0, stacks: stacks)
                },
                minimumValueLabel: present(minimum).map {
                    ($0 as? GaugeStyleConfiguration.MarkedValueLabel) ?? .init(content: $0, stacks: stacks)
                },
                maximumValueLabel: present(maximum).map {
                    ($0 as? GaugeStyleConfiguration.MarkedValueLabel) ?? .init(content: $0, stacks: stacks)
                },
                markedValueLabels: (marked as? GaugeStyleConfiguration.MarkedValueLabels)
                    ?? .init(content: marked, stacks: stacks))
        }
        // A level indicator named by its label, its value where it sits in the range.
        .modifier(AccessibilityControl(
            role: .progressIndicator, label: (label as? Text)?.plainString,
            value: "\(Int((fraction * 100).rounded()))%",
            valueRange: AccessibilityValueRange(minimum: 0, maximum: 1, step: 0, current: fraction)))
    }
}
