import Foundation

/// The properties of a progress view instance, which a `ProgressViewStyle` turns into a view.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// The completed fraction of the task represented by the progress view, from `0.0` (not yet started)
    /// to `1.0` (fully complete), or `nil` if the progress is indeterminate.
    public let fractionCompleted: Double?
    /// A view that describes the task represented by the progress view; `nil` when the progress view
    /// has no label.
    public var label: ProgressViewStyleConfiguration.Label?
    /// A view that describes the current value of a progress view; `nil` when the value is self-evident
    /// from the surrounding context or unknown.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: StyleConfigurationPart {}

extension ProgressViewStyleConfiguration.CurrentValueLabel: StyleConfigurationPart {}
