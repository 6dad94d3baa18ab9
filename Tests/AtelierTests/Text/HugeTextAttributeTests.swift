import XCTest
import Atelier
import AtelierTesting

/// Tracking, kerning and baseline offsets far beyond any screen (finite, so they pass the checks for NaN and
/// infinity) reached Pango through a conversion to Int that traps past Int.max: the text is drawn instead, its
/// attribute held to what Pango can take.
@preconcurrency @MainActor final class HugeTextAttributeTests: XCTestCase {
    func testHugeTrackingKerningAndBaselineOffsetsDrawWithoutTrapping() {
        let host = TestHost(VStack {
            Text("Tracked").tracking(1e300)
            Text("Kerned").kerning(-1e300)
            Text("Raised").baselineOffset(1e300)
            Text("Lowered").baselineOffset(-1e300)
            Text("Plain")
        }, size: CGSize(width: 390, height: 400))
        XCTAssertEqual(host.texts, ["Tracked", "Kerned", "Raised", "Lowered", "Plain"])
        XCTAssertNotNil(host.frame(ofText: "Plain"), "the texts after them are laid out")
        XCTAssertNotNil(host.pngData(), "the window draws")
    }
}
