import Foundation

/// The properties of a toggle that a `ToggleStyle` turns into a view: its label, a binding to its state
/// and whether that state is mixed.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public struct Label: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label

    /// A binding to a state property that indicates whether the toggle is on. Its setter is nonmutating,
    /// so `configuration.isOn.toggle()` works inside `makeBody(configuration:)`; `$isOn` is the binding.
    @Binding public var isOn: Bool

    /// Whether the toggle is currently in a mixed state: it stands for a collection of values of which
    /// some are on and some are off (`Toggle(sources:isOn:label:)`).
    public var isMixed: Bool

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>, isMixed: Bool) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }
}

extension ToggleStyleConfiguration.Label: StyleConfigurationPart {}
