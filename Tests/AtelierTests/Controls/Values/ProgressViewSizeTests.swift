import XCTest
import Atelier
@_spi(Backend) import AtelierTesting

/// The spinner's sizes are UIActivityIndicatorView's: the medium 20 x 20 points, the large 37 x 37 for
/// `.controlSize(.large)` (and `.extraLarge`); iOS has no smaller spinner, so `.small` and `.mini` stay 20.
@preconcurrency @MainActor final class ProgressViewSizeTests: XCTestCase {
    private struct Spinners: View {
        var body: some View {
            HStack(spacing: 10) {
                ProgressView().controlSize(.mini).accessibilityIdentifier("mini")
                ProgressView().controlSize(.small).accessibilityIdentifier("small")
                ProgressView().accessibilityIdentifier("regular")
                ProgressView().controlSize(.large).accessibilityIdentifier("large")
                ProgressView().controlSize(.extraLarge).accessibilityIdentifier("extraLarge")
                ProgressView(value: 0.5).progressViewStyle(.circular).controlSize(.large).accessibilityIdentifier("ring")
            }
        }
    }

    func testSpinnerSidesAtThreeX() {
        let host = TestHost(Spinners(), size: CGSize(width: 300, height: 60), scale: 3)
        host.savePNG("progress-sizes-3x")
        let frames = Dictionary(host.identifiedFrames().map { ($0.identifier, $0.layoutFrame) }) { a, _ in a }
        let sides: [(String, CGFloat)] = [("mini", 20), ("small", 20), ("regular", 20), ("large", 37), ("extraLarge", 37), ("ring", 37)]
        for (id, side) in sides {
            let size = frames[id]?.size ?? .zero
            XCTAssertEqual(size.width, side, accuracy: 1e-9, id)
            XCTAssertEqual(size.height, side, accuracy: 1e-9, id)
        }
        // The large spinner's spokes reach its edges: grey ink across nearly all of its 37 points.
        let large = frames["large"] ?? .zero
        let ink = host.inkBounds(in: large) { $0.r < 235 }
        XCTAssertGreaterThan(ink.height, 33, "\(ink)")
        XCTAssertLessThanOrEqual(ink.height, 37)
        let regular = host.inkBounds(in: frames["regular"] ?? .zero) { $0.r < 235 }
        XCTAssertGreaterThan(regular.height, 17, "\(regular)")
        XCTAssertLessThanOrEqual(regular.height, 20)
    }
}
