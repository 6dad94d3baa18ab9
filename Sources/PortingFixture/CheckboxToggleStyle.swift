import SwiftUI

/// An iOS library's checkbox: SwiftUI's CheckboxToggleStyle and `.checkbox` are macOS-only, so iOS libraries
/// declare their own, and a program importing the library and SwiftUI uses `.toggleStyle(.checkbox)`.
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: { Text(configuration.isOn ? "[x] library" : "[ ] library") }
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// The library's checkbox style.
    public static var checkbox: CheckboxToggleStyle { .init() }
}
