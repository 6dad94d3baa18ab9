import XCTest
import Atelier
@_spi(Backend) import AtelierTesting

/// A switch whose label is hidden (`labelsHidden()`) or empty is the bare 51 x 31 switch, as on iOS: no room
/// is kept for the label or the space before the switch.
@preconcurrency @MainActor final class ToggleHiddenLabelTests: XCTestCase {
    private struct Switches: View {
        @State var a = true
        @State var b = true
        var body: some View {
            HStack(spacing: 0) {
                Toggle("Wi-Fi", isOn: $a).labelsHidden().accessibilityIdentifier("hidden")
                Toggle("", isOn: $b).fixedSize().accessibilityIdentifier("empty")
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("after")
            }
        }
    }

    private func frames(_ host: TestHost) -> [String: CGRect] {
        Dictionary(host.identifiedFrames().map { ($0.identifier, $0.layoutFrame) }) { a, _ in a }
    }

    func testAHiddenOrEmptyLabelLeavesTheBareSwitchAtThreeX() {
        let host = TestHost(Switches(), size: CGSize(width: 200, height: 60), scale: 3)
        host.savePNG("toggle-hidden-label-3x")
        let f = frames(host)
        XCTAssertEqual(f["hidden"]?.size, CGSize(width: 51, height: 31))
        XCTAssertEqual(f["empty"]?.size, CGSize(width: 51, height: 31))
        // The switches sit side by side, the first one's track starting at its frame: no label, no spacing.
        let hidden = f["hidden"] ?? .zero
        XCTAssertEqual(f["empty"]?.minX, hidden.maxX)
        XCTAssertEqual(f["after"]?.minX, hidden.minX + 102)
        // Both tracks are on (green, 52,199,89) from their leading edge: the pixel 2 points in is green.
        for frame in [hidden, f["empty"] ?? .zero] {
            XCTAssertEqual(host.color(at: CGPoint(x: frame.minX + 3, y: frame.midY)), RGBA(r: 52, g: 199, b: 89, a: 255))
        }
        // The label is still the control's name for accessibility.
        XCTAssertNotNil(host.accessibilityElement(labeled: "Wi-Fi"))
    }

    func testAnEmptyLabelSwitchStillFillsItsRowAtTheTrailingEdge() {
        struct Row: View {
            @State var on = false
            var body: some View { Toggle("", isOn: $on).accessibilityIdentifier("row").frame(width: 300) }
        }
        let host = TestHost(Row(), size: CGSize(width: 300, height: 40), scale: 3)
        let row = frames(host)["row"] ?? .zero
        XCTAssertEqual(row.width, 300)
        // The off track (secondarySystemFill over white) ends at the trailing edge; the leading 240 points are bare.
        XCTAssertEqual(host.color(at: CGPoint(x: 100, y: row.midY)), RGBA(r: 255, g: 255, b: 255, a: 255))
        XCTAssertNotEqual(host.color(at: CGPoint(x: 300 - 3, y: row.midY)), RGBA(r: 255, g: 255, b: 255, a: 255))
    }
}
