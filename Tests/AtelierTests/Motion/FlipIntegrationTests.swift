import XCTest
import Atelier
import AtelierTesting

/// The seed's FlipEffect (000): a GeometryEffect that writes a binding from `DispatchQueue.main.async` inside
/// `effectValue`, so the label swaps once the animated angle passes 90°.
private struct SeedFlipEffect: GeometryEffect {
    @Binding var flipped: Bool
    var angle: Double

    nonisolated var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    nonisolated func effectValue(size: CGSize) -> ProjectionTransform {
        DispatchQueue.main.async {
            self.flipped = (self.angle >= 90 && self.angle <= 180)
        }
        let a = CGFloat(Angle.degrees(angle).radians)
        var transform3d = CATransform3DIdentity
        transform3d.m34 = -1 / max(size.width, size.height)
        transform3d = CATransform3DRotate(transform3d, a, 0, 1, 0)
        transform3d = CATransform3DTranslate(transform3d, -size.width / 2.0, -size.height / 2.0, 0)
        let affineTransform = ProjectionTransform(CGAffineTransform(translationX: size.width / 2.0, y: size.height / 2.0))
        return ProjectionTransform(transform3d).concatenating(affineTransform)
    }
}

private struct FlipCard: View {
    @State private var isOn = false
    @State private var flipped = false
    var body: some View {
        Text(flipped ? "地圖" : "列表")
            .frame(width: 50, height: 60)
            .background(Color.red)
            .modifier(SeedFlipEffect(flipped: $flipped, angle: isOn ? 180 : 0))
            .onTapGesture {
                withAnimation(.linear(duration: 1)) { isOn.toggle() }
            }
    }
}

@preconcurrency @MainActor final class FlipIntegrationTests: XCTestCase {
    func testAnimatedFlipSwapsItsLabelAfterPassing90Degrees() {
        let host = TestHost(FlipCard(), size: CGSize(width: 200, height: 120))
        XCTAssertEqual(host.texts, ["列表"])
        @MainActor func redWidth() -> Int {
            (0..<200).filter { x in
                // Near the card's top edge, above the label's glyphs.
                let c = host.color(at: CGPoint(x: Double(x) + 0.5, y: 34))
                return c.r > 200 && c.g < 120 && c.b < 120
            }.count
        }
        XCTAssertEqual(redWidth(), 50, "flat at 0°")
        host.tap(onText: "列表")
        host.advance(by: 0.25)
        // 45° into a linear one-second flip: narrower than flat, and the binding has not switched yet.
        XCTAssertTrue((20..<50).contains(redWidth()), "foreshortened at 45°: \(redWidth()) points wide")
        XCTAssertEqual(host.texts, ["列表"], "before 90° the front label shows")
        host.advance(by: 0.3)
        // 99°: the main-queue write from effectValue has landed within advance(by:).
        XCTAssertEqual(host.texts, ["地圖"], "after 90° the back label shows")
        host.advance(by: 0.5)
        XCTAssertEqual(host.texts, ["地圖"])
        XCTAssertEqual(redWidth(), 50, "flat again at 180° (mirrored)")
        host.tap(onText: "地圖")
        host.advance(by: 1.1)
        XCTAssertEqual(host.texts, ["列表"], "flipping back shows the front label again")
    }
}
