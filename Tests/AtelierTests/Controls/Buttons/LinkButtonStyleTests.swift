import XCTest
import Atelier
import AtelierTesting

// `.buttonStyle(.link)` (macOS's link-styled button): the title in the tint with no background, the pointing
// hand over it, and the action on a click.

@preconcurrency @MainActor final class LinkButtonStyleTests: XCTestCase {
    private struct Screen: View {
        @State var clicks = 0
        var body: some View {
            VStack(spacing: 20) {
                Button("Forgot password?") { clicks += 1 }
                    .buttonStyle(.link)
                Text(verbatim: "clicks \(clicks)")
            }
        }
    }

    /// The number of pixels on the text's middle row whose colour is near `color`.
    private func count(_ color: RGBA, in frame: CGRect, host: TestHost) -> Int {
        stride(from: frame.minX, to: frame.maxX, by: 1).filter { x in
            let c = host.color(at: CGPoint(x: x, y: frame.midY))
            return abs(Int(c.r) - Int(color.r)) < 40 && abs(Int(c.g) - Int(color.g)) < 40 && abs(Int(c.b) - Int(color.b)) < 40 && c.a > 200
        }.count
    }

    func testALinkButtonIsTintedTextThatOpensNoBackgroundAndRunsItsAction() {
        let host = TestHost(Screen().background(Color.white), size: CGSize(width: 300, height: 200))
        let title = host.frame(ofText: "Forgot password?")!
        XCTAssertGreaterThan(count(RGBA(r: 0, g: 122, b: 255, a: 255), in: title, host: host), 3, "the title is in the tint (blue)")
        XCTAssertEqual(host.color(at: CGPoint(x: title.minX - 3, y: title.midY)), RGBA(r: 255, g: 255, b: 255, a: 255),
                       "no bezel around the title")
        XCTAssertEqual(host.pointerStyle(at: CGPoint(x: title.midX, y: title.midY)), .link)
        host.tap(onText: "Forgot password?")
        XCTAssertTrue(host.texts.contains("clicks 1"))
    }

    func testTheTintColoursTheLink() {
        let host = TestHost(Screen().tint(.red).background(Color.white), size: CGSize(width: 300, height: 200))
        let title = host.frame(ofText: "Forgot password?")!
        XCTAssertGreaterThan(count(RGBA(r: 255, g: 59, b: 48, a: 255), in: title, host: host), 3, "the title is in the tint (red)")
        XCTAssertEqual(count(RGBA(r: 0, g: 122, b: 255, a: 255), in: title, host: host), 0)
    }
}
