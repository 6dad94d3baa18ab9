import SwiftUI

// A ButtonStyle with a static member on the protocol, as `.buttonStyle(.filled)` libraries write it.
struct FilledButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .foregroundColor(.white)
            .background(configuration.isPressed ? Color.red : Color.green)
    }
}

extension ButtonStyle where Self == FilledButtonStyle {
    static var filled: FilledButtonStyle { FilledButtonStyle() }
}

/// A green filled button that counts its taps.
public struct ButtonStyleProgram: View {
    @State private var taps = 0
    public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Button("Tap") { taps += 1 }
                .buttonStyle(.filled)
            Text("Taps: \(taps)")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
