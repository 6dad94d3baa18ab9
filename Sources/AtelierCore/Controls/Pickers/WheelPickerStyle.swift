import Foundation

/// A picker style that presents the options in a scrollable wheel that shows the selected option and a few
/// neighboring options.
public struct WheelPickerStyle: PickerStyle, BuiltInPickerStyle {
    /// Creates a wheel picker style.
    nonisolated public init() {}
    func makeView(_ configuration: PickerStyleConfiguration) -> AnyView {
        let options = configuration.options
        return AnyView(PickerWheel(count: options.count, selectedIndex: configuration.selectedIndex,
                                   row: { options[$0].content }, select: { configuration.select(index: $0) },
                                   accessibilityLabel: ControlLabelText.string(of: configuration.label) ?? "",
                                   rowText: { ControlLabelText.string(of: options[$0].content) }))
    }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A picker style that presents the options in a scrollable wheel.
    nonisolated public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
