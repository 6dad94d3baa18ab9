import XCTest
import Atelier
import AtelierTesting

// textSelection(.enabled): selectable text offers Copy (a secondary click on a text, a long press on the
// view), which puts the text on the pasteboard; .disabled inside turns it off again.

@preconcurrency @MainActor final class TextSelectionTests: XCTestCase {
    private struct Details: View {
        var body: some View {
            VStack(spacing: 20) {
                Text("Order #A-1042")
                Text("Tracking 1Z999AA10123456784")
                Text("Not this one").textSelection(.disabled)
            }
            .textSelection(.enabled)
        }
    }

    func testASecondaryClickCopiesTheTextUnderThePointer() {
        UIPasteboard.general.string = nil
        let host = TestHost(Details(), size: CGSize(width: 390, height: 300))
        let tracking = host.frame(ofText: "Tracking 1Z999AA10123456784")!
        XCTAssertTrue(host.secondaryClick(at: CGPoint(x: tracking.midX, y: tracking.midY)))
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("Copy"), "a Copy menu opens")
        host.tap(onText: "Copy")
        host.advance(by: 0.4)
        XCTAssertEqual(UIPasteboard.general.string, "Tracking 1Z999AA10123456784")
        XCTAssertFalse(host.texts.contains("Copy"), "the menu closes")
    }

    func testALongPressCopiesEverySelectableText() {
        UIPasteboard.general.string = nil
        let host = TestHost(Details(), size: CGSize(width: 390, height: 300))
        let order = host.frame(ofText: "Order #A-1042")!
        host.pointerDown(at: CGPoint(x: order.midX, y: order.midY))
        host.advance(by: 0.6)
        host.pointerUp()
        host.advance(by: 0.4)
        host.tap(onText: "Copy")
        XCTAssertEqual(UIPasteboard.general.string, "Order #A-1042\nTracking 1Z999AA10123456784", "the disabled text is left out")
    }

    func testTextThatIsNotSelectableOffersNothing() {
        UIPasteboard.general.string = nil
        let host = TestHost(Details(), size: CGSize(width: 390, height: 300))
        let other = host.frame(ofText: "Not this one")!
        host.secondaryClick(at: CGPoint(x: other.midX, y: other.midY))
        host.advance(by: 0.4)
        XCTAssertFalse(host.texts.contains("Copy"))
        let plain = TestHost(Text("Plain"), size: CGSize(width: 200, height: 100))
        let frame = plain.frame(ofText: "Plain")!
        XCTAssertFalse(plain.secondaryClick(at: CGPoint(x: frame.midX, y: frame.midY)), "text is not selectable by default")
        XCTAssertNil(UIPasteboard.general.string)
    }
}
