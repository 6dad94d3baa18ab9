import Foundation

/// The properties of a button that a `PrimitiveButtonStyle` turns into a view, with the button's action.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        let content: any View
        let stacks: StyleStacks
        public typealias Body = Never
        public var body: Never { neverBody }
    }

    /// An optional semantic role describing the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    /// Performs the button's action (nothing while the button is disabled).
    @MainActor public func trigger() { action() }
}

extension PrimitiveButtonStyleConfiguration.Label: StyleConfigurationPart {}
