import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// What button actions record, in order.
@MainActor enum ButtonLog {
    static var entries: [String] = []
}

/// The seed's MyButtonStyle, reduced: a filled rounded rectangle at opacity 0.5 while pressed.
struct PressFillStyle: ButtonStyle {
    var color: Color = .blue
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(15)
            .background(RoundedRectangle(cornerRadius: 5).fill(color))
            .opacity(configuration.isPressed ? 0.5 : 1.0)
    }
}
