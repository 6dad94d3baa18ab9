import Foundation

/// The properties of a button that a `ButtonStyle` turns into a view.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// A Boolean that indicates whether the user is currently pressing the button.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: StyleConfigurationPart {}
