import Foundation

/// A style for a control of your own, in a few lines (Atelier's addition to SwiftUI): declare the
/// control's configuration, a style protocol refining `ControlStyle` with that configuration, and draw the
/// control with `StyledControl`. `.modifier(ControlStyleModifier(style))` puts a style in effect; the nearest one
/// of the same configuration type wins, exactly as `.buttonStyle` does for buttons.
@MainActor @preconcurrency public protocol ControlStyle {
    /// The state the control hands to its style.
    associatedtype Configuration
    /// The view a style makes.
    associatedtype Body: View
    /// Turns the control's state into a view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The style kind of every control whose configuration is `C`: the configuration type names the kind.
enum ConfigurationStyleKind<C>: StyleKind {
    typealias Configuration = C
    nonisolated static func erase<S: ControlStyle>(_ style: S) -> AnyStyle<Self> where S.Configuration == C {
        AnyStyle(style) { $0.makeBody(configuration: $1) }
    }
    /// Never drawn: `StyledControl` draws its own default where no style of the kind is in effect.
    static var automatic: AnyStyle<Self> { AnyStyle(EmptyView()) { _, _ in EmptyView() } }
}

/// Draws a custom control: the nearest `ControlStyle` for its configuration type, or `defaultStyle` where
/// none is in effect. Inside a style's body, a control of the same kind resolves to the next style out;
/// a style's `@State` and `@Environment` live per control.
public struct StyledControl<Configuration, Default: ControlStyle>: View where Default.Configuration == Configuration {
    nonisolated(unsafe) let configuration: Configuration
    nonisolated(unsafe) let defaultStyle: Default
    @Environment(\.styleStacks) private var stacks

    /// A control showing `configuration` in the style in effect, `defaultStyle` if there is none.
    nonisolated public init(_ configuration: Configuration, defaultStyle: Default) {
        self.configuration = configuration
        self.defaultStyle = defaultStyle
    }

    /// The nearest style's body, or the default style's.
    public var body: some View {
        if stacks.depth(of: ConfigurationStyleKind<Configuration>.self) == 0 {
            StyleBody(style: defaultStyle, configuration: configuration) { s, c in s.makeBody(configuration: c) }
        } else {
            stacks.body(for: ConfigurationStyleKind<Configuration>.self) { _ in configuration }
        }
    }
}
