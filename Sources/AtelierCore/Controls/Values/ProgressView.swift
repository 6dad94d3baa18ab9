import Foundation

/// A view that shows the progress toward completion of a task: determinate (a completed fraction) or
/// indeterminate. Its look comes from the nearest progress view style (`progressViewStyle(_:)`); by
/// default, the automatic style (on iOS, a bar for determinate progress, a spinner otherwise).
///
/// A value outside `0...total` is pinned to the nearest bound, as in SwiftUI; a NaN value, or a total
/// that is not a positive finite number, shows no progress (0). Each gives one runtime warning.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// The completed fraction, already pinned to 0...1; nil when indeterminate.
    let fractionCompleted: Double?
    nonisolated(unsafe) let label: Label?
    nonisolated(unsafe) let currentValueLabel: CurrentValueLabel?

    nonisolated init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        fractionCompleted = fraction
        self.label = label is EmptyView ? nil : label
        self.currentValueLabel = currentValueLabel is EmptyView ? nil : currentValueLabel
    }

    /// Creates a progress view for showing determinate progress, with a custom label.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: ProgressFraction.of(value, total: total), label: label(),
                  currentValueLabel: currentValueLabel())
    }

    /// The content and behavior of the view: the nearest progress view style's body for this view.
    public var body: some View {
        let fraction = fractionCompleted
        return ProgressViewBody(fraction: fraction, label: label, currentValueLabel: currentValueLabel)
            .modifier(AccessibilityControl(
                role: .progressIndicator,
                value: fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? "in progress",
                valueRange: fraction.map { AccessibilityValueRange(minimum: 0, maximum: 1, step: 0, current: $0) }))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    nonisolated public init() where Label == EmptyView {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    nonisolated public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its label from a
    /// localized string.
    nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S) where Label == Text {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(fraction: ProgressFraction.of(value, total: total), label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress, with a custom label.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: ProgressFraction.of(value, total: total), label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label from a
    /// localized string.
    nonisolated public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
    where Label == Text {
        self.init(fraction: ProgressFraction.of(value, total: total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0)
    where Label == Text {
        self.init(fraction: ProgressFraction.of(value, total: total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view for visualizing the given progress instance: indeterminate while the
    /// progress is, else its completed fraction.
    nonisolated public init(_ progress: Progress) {
        let fraction: Double? = progress.isIndeterminate ? nil : ProgressFraction.of(progress.fractionCompleted, total: 1)
        self.init(fraction: fraction, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Creates a progress view based on a style configuration: inside a progress view style's body, it
    /// draws the progress view style in effect further out than that style.
    nonisolated public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }
}

/// A progress view's value turned into its completed fraction.
enum ProgressFraction {
    /// `value / total` pinned to 0...1; nil (indeterminate) for a nil value; 0 for a NaN value or a
    /// total that is not positive and finite. Bad input gives one warning per kind.
    static func of<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        let v = Double(value), t = Double(total)
        guard t.isFinite, t > 0 else {
            Diagnostics.warn("ProgressView total \(t) is not a positive finite number; the progress view shows no progress (0)",
                             key: "progressview-total")
            return 0
        }
        guard !v.isNaN else {
            Diagnostics.warn("ProgressView value is NaN; the progress view shows no progress (0)", key: "progressview-nan")
            return 0
        }
        let fraction = v / t
        guard fraction >= 0, fraction <= 1 else {
            Diagnostics.warn("ProgressView value \(v) is outside 0...\(t); it is pinned to the nearest bound",
                             key: "progressview-out-of-range")
            return fraction < 0 ? 0 : 1
        }
        return fraction
    }
}

/// What a ProgressView's body is: its configuration for the nearest progress view style.
struct ProgressViewBody<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    nonisolated(unsafe) let label: Label?
    nonisolated(unsafe) let currentValueLabel: CurrentValueLabel?
    @Environment(\.styleStacks) private var stacks

    var body: some View {
        let fraction = self.fraction, label = self.label, currentValueLabel = self.currentValueLabel
        return stacks.body(for: ProgressViewStyleKind.self) { stacks in
            ProgressViewStyleConfiguration(
                fractionCompleted: fraction,
                label: label.map { ($0 as? ProgressViewStyleConfiguration.Label) ?? .init(content: $0, stacks: stacks) },
                currentValueLabel: currentValueLabel.map {
                    ($0 as? ProgressViewStyleConfiguration.CurrentValueLabel) ?? .init(content: $0, stacks: stacks)
                })
        }
    }
}
