import XCTest
import Atelier
@_spi(Backend) import AtelierTesting

/// A resizable SF Symbol stretches its image bounds (the glyph's ink and SF Symbols' narrow side margins) to
/// its frame, as SwiftUI does, not its font's em square; `scaledToFit()` keeps the bounds' aspect.
@preconcurrency @MainActor final class ResizableSymbolTests: XCTestCase {
    private func isInk(_ c: RGBA) -> Bool { Int(c.r) + Int(c.g) + Int(c.b) < 3 * 128 }

    func testAResizablePersonFillsATwentyPointFrameAsOnIOS() {
        let host = TestHost(Image(systemName: "person").resizable().frame(width: 20, height: 20),
                            size: CGSize(width: 40, height: 40), scale: 3)
        host.savePNG("resizable-person-20-3x")
        let ink = host.inkBounds(in: CGRect(x: 0, y: 0, width: 40, height: 40), where: isInk)
        // Apple's render: 18.3 x 19.7 points of ink in the frame from (10, 10) to (30, 30). Within a pixel.
        XCTAssertEqual(ink.width, 18.3, accuracy: 1.0 / 3 + 0.01, "\(ink)")
        XCTAssertEqual(ink.height, 19.7, accuracy: 1.0 / 3 + 0.01, "\(ink)")
        XCTAssertEqual(ink.midX, 20, accuracy: 1.0 / 3, "centred")
        XCTAssertEqual(ink.midY, 20, accuracy: 1.0 / 3, "centred")
    }

    func testScaledToFitKeepsTheSymbolsAspect() {
        let host = TestHost(Image(systemName: "person").resizable().scaledToFit().frame(width: 20, height: 20),
                            size: CGSize(width: 40, height: 40), scale: 3)
        let ink = host.inkBounds(in: CGRect(x: 0, y: 0, width: 40, height: 40), where: isInk)
        // The width is the tighter side (bounds 14.9 x 13.6 at the body size): the image is 20 x 18.3, the ink
        // as wide as tall, as the glyph is.
        XCTAssertEqual(ink.width, 18.3, accuracy: 1.0 / 3 + 0.01, "\(ink)")
        XCTAssertEqual(ink.height, ink.width, accuracy: 1.0 / 3 + 0.01, "\(ink)")
        XCTAssertEqual(ink.midY, 20, accuracy: 1.0 / 3)
        // Stretched without it, a wide frame widens the glyph.
        let wide = TestHost(Image(systemName: "person").resizable().frame(width: 40, height: 20),
                            size: CGSize(width: 60, height: 40), scale: 3)
        let stretched = wide.inkBounds(in: CGRect(x: 0, y: 0, width: 60, height: 40), where: isInk)
        XCTAssertEqual(stretched.width, 40 * 18.3 / 20, accuracy: 0.5, "\(stretched)")
    }
}
