import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

@MainActor private final class Pasted { var strings: [String] = []; var urls: [URL] = [] }

/// PasteButton gives the clipboard's text to its action as values of its payload type.
@preconcurrency @MainActor final class PasteButtonTests: XCTestCase {
    func testAPressPastesTheClipboardAsItsPayloadType() {
        let pasted = Pasted()
        let host = TestHost(VStack {
            PasteButton(payloadType: String.self) { pasted.strings += $0 }
            PasteButton(payloadType: URL.self) { pasted.urls += $0 }
        }, size: CGSize(width: 300, height: 200))
        let buttons = host.frames(ofText: "Paste")
        XCTAssertEqual(buttons.count, 2, "\(host.texts)")
        UIPasteboard.general.string = nil
        host.tap(at: CGPoint(x: buttons[0].midX, y: buttons[0].midY))
        XCTAssertEqual(pasted.strings, [], "nothing on the clipboard, nothing pasted")
        UIPasteboard.general.string = "hello there"
        host.tap(at: CGPoint(x: buttons[0].midX, y: buttons[0].midY))
        host.tap(at: CGPoint(x: buttons[1].midX, y: buttons[1].midY))
        XCTAssertEqual(pasted.strings, ["hello there"])
        XCTAssertEqual(pasted.urls, [], "text that is no URL makes no URL")
        UIPasteboard.general.string = " https://example.com/a \n"
        host.tap(at: CGPoint(x: buttons[1].midX, y: buttons[1].midY))
        XCTAssertEqual(pasted.urls, [URL(string: "https://example.com/a")!])
        UIPasteboard.general.string = nil
    }

    func testItIsDrawnOnTheTintWithWhiteText() {
        let host = TestHost(PasteButton(payloadType: String.self) { _ in }, size: CGSize(width: 200, height: 100))
        guard let label = host.frame(ofText: "Paste") else { return XCTFail("\(host.texts)") }
        // Beside the label, inside the button: the system blue.
        let fill = host.color(at: CGPoint(x: label.maxX + 4, y: label.midY))
        XCTAssertEqual(fill, RGBA(r: 0, g: 122, b: 255, a: 255))
        let darkest = (Int(label.minX)..<Int(label.maxX)).map { host.color(at: CGPoint(x: Double($0) + 0.5, y: label.midY)) }
        XCTAssertTrue(darkest.contains { $0.r > 230 && $0.g > 230 && $0.b > 230 }, "white glyphs")
    }
}
