import SwiftUI

// Controls, their styles and gestures built outside the main actor, as helpers in component libraries do:
// in SwiftUI (iOS 18 SDK) the controls' initializers, the style modifiers and the gesture modifiers are
// `nonisolated`, so these compile in Swift 6 mode.
enum ControlFactory {
    static func primaryButton(_ title: String, action: @escaping @MainActor () -> Void) -> some View {
        Button(title, action: action)
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
    }

    static func setting(_ title: String, isOn: Binding<Bool>) -> some View {
        Toggle(title, isOn: isOn)
            .toggleStyle(.switch)
            .labelsHidden()
    }

    static func sizePicker(_ selection: Binding<Int>) -> some View {
        Picker("Size", selection: selection) {
            Text("Small").tag(0)
            Text("Large").tag(1)
        }
        .pickerStyle(.segmented)
    }

    static func tapTarget(_ label: String, onTap: @escaping () -> Void) -> some View {
        Text(label)
            .padding(8)
            .contentShape(Rectangle())
            .onTapGesture(perform: onTap)
    }
}

/// A prominent button, a switch, a segmented picker and a tappable text, each from a nonisolated helper.
public struct NonisolatedControlsProgram: View {
    @State private var presses = 0
    @State private var isOn = false
    @State private var size = 0
    @State private var taps = 0
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ControlFactory.primaryButton("Press") { presses += 1 }
            ControlFactory.setting("Wi-Fi", isOn: $isOn)
            ControlFactory.sizePicker($size)
            ControlFactory.tapTarget("Tap here") { taps += 1 }
            Text("presses \(presses) on \(isOn ? "yes" : "no") size \(size) taps \(taps)")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
