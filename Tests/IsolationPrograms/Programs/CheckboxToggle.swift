import SwiftUI

// A ToggleStyle drawing a checkbox, with its static member.
struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 4) {
                RoundedRectangle(cornerRadius: 2)
                    .fill(configuration.isOn ? Color.blue : Color.gray)
                    .frame(width: 16, height: 16)
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

extension ToggleStyle where Self == CheckboxStyle {
    static var checkbox: CheckboxStyle { CheckboxStyle() }
}

/// A checkbox toggle, off at first.
public struct ToggleStyleProgram: View {
    @State private var on = false
    public init() {}
    public var body: some View {
        Toggle("Agree", isOn: $on)
            .toggleStyle(.checkbox)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
