import Foundation

/// The default toggle style: on iOS, the switch.
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates a default toggle style.
    nonisolated public init() {}
    /// Creates a view that represents the body of a toggle.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style (a switch on iOS).
    nonisolated public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
