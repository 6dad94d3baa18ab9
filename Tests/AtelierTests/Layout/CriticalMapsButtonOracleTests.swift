import XCTest
import Atelier
@_spi(Backend) import AtelierTesting

/// The shared oracles `cm-button-*` (Apple's SwiftUI, iOS 18, @3x): a custom ButtonStyle padding its label 16
/// by 8 on a #FFD633 card with corners of 8. Fonts differ (SF Pro there, Inter here), so widths follow the
/// text; heights and vertical positions are Apple's within half a point.
@preconcurrency @MainActor final class CriticalMapsButtonOracleTests: XCTestCase {
    /// The oracles' button style, as described in ../shared/oracles/README.md.
    private struct CriticalMapsButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .foregroundColor(Color(red: 0x1A / 255, green: 0x1A / 255, blue: 0x1A / 255).opacity(configuration.isPressed ? 0.6 : 1))
                .scaleEffect(configuration.isPressed ? 0.9 : 1)
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
                .background(Color(red: 1, green: 0xD6 / 255, blue: 0x33 / 255))
                .cornerRadius(8)
        }
    }

    private func isYellow(_ c: RGBA) -> Bool { c.r > 240 && c.g > 200 && c.g < 225 && c.b < 80 }

    /// The yellow card's extent down the column through the button's middle.
    private func card(_ host: TestHost, height: CGFloat) -> CGRect {
        host.inkBounds(in: CGRect(x: 187, y: 0, width: 1, height: height), where: isYellow)
    }

    func testTheVStackOfSymbolsAndTextIsApplesHeight() {
        let host = TestHost(Button {} label: {
            VStack {
                Image(systemName: "bicycle")
                Text("Critical Maps")
                Image(systemName: "heart")
            }
        }.buttonStyle(CriticalMapsButtonStyle()), size: CGSize(width: 375, height: 150), scale: 3)
        host.savePNG("cm-button-vstack-icons-atelier")
        let box = card(host, height: 150)
        // Apple: 131.3 x 72.7 at (122.0, 38.7).
        XCTAssertEqual(box.height, 72.7, accuracy: 0.5, "\(box)")
        XCTAssertEqual(box.minY, 38.7, accuracy: 0.5, "\(box)")
    }

    func testTheTextAndHStackButtonsAreApplesHeight() {
        let text = TestHost(Button("Critical Maps") {}.buttonStyle(CriticalMapsButtonStyle()),
                            size: CGSize(width: 375, height: 100), scale: 3)
        let row = TestHost(Button {} label: {
            HStack {
                Image(systemName: "bicycle")
                Text("Critical Maps")
                Image(systemName: "heart")
            }
        }.buttonStyle(CriticalMapsButtonStyle()), size: CGSize(width: 375, height: 100), scale: 3)
        row.savePNG("cm-button-hstack-icons-atelier")
        // Apple: both cards 36.3 tall at y 32.0; the text's line box decides (a symbol is shorter than it).
        for host in [text, row] {
            let box = card(host, height: 100)
            XCTAssertEqual(box.minY, 32.0, accuracy: 0.5, "\(box)")
            XCTAssertEqual(box.height, 36.3, accuracy: 0.5, "\(box)")
        }
    }
}
