import Foundation

/// The properties of a gauge instance, which a `GaugeStyle` turns into a view.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    public struct Label: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// A type-erased value label of a gauge that contains the current value.
    public struct CurrentValueLabel: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// A type-erased value label of a gauge describing the minimum or maximum value.
    public struct MarkedValueLabel: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// A type-erased collection of the labels that mark values on a gauge's scale.
    struct MarkedValueLabels: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// The current value of the gauge, as a fraction of its range: 0 at the lower bound, 1 at the upper.
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: GaugeStyleConfiguration.Label
    /// A view that describes the current value; nil when the gauge has none.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// A view that describes the lower bound; nil when the gauge has none.
    public var minimumValueLabel: GaugeStyleConfiguration.MarkedValueLabel?
    /// A view that describes the upper bound; nil when the gauge has none.
    public var maximumValueLabel: GaugeStyleConfiguration.MarkedValueLabel?
    /// The views that mark values on the gauge's scale.
    var markedValueLabels: GaugeStyleConfiguration.MarkedValueLabels
}

extension GaugeStyleConfiguration.Label: StyleConfigurationPart {}

extension GaugeStyleConfiguration.CurrentValueLabel: StyleConfigurationPart {}

extension GaugeStyleConfiguration.MarkedValueLabel: StyleConfigurationPart {}

extension GaugeStyleConfiguration.MarkedValueLabels: StyleConfigurationPart {}
