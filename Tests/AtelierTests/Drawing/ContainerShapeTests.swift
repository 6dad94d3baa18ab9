import XCTest
import Atelier
import AtelierTesting

// containerShape(_:) and ContainerRelativeShape: a shape inside takes the container's shape, concentric with it.

@preconcurrency @MainActor final class ContainerShapeTests: XCTestCase {
    private let red = RGBA(r: 255, g: 59, b: 48, a: 255), white = RGBA(r: 255, g: 255, b: 255, a: 255)

    private func card(container: Bool) -> some View {
        let inner = ContainerRelativeShape().fill(Color.red).padding(10)
        return Group {
            if container {
                inner.containerShape(RoundedRectangle(cornerRadius: 30, style: .circular))
            } else {
                inner
            }
        }
        .frame(width: 100, height: 100)
        .background(Color.white)
    }

    func testTheRelativeShapeFollowsTheContainersCornersInsetByItsPadding() {
        let host = TestHost(card(container: true), size: CGSize(width: 100, height: 100))
        // The inner shape spans 10...90 with corners of 30 - 10 = 20: its very corner is empty, its middle red.
        XCTAssertEqual(host.color(at: CGPoint(x: 11, y: 11)), white, "the corner is rounded")
        XCTAssertEqual(host.color(at: CGPoint(x: 50, y: 50)), red)
        XCTAssertEqual(host.color(at: CGPoint(x: 50, y: 11)), red, "the straight edge reaches the inset")
        // A point 5 points in along the diagonal lies outside a radius-20 corner, inside a radius-10 one.
        XCTAssertEqual(host.color(at: CGPoint(x: 14, y: 14)), white, "concentric: the radius is 20, not 30 or 10")
        XCTAssertEqual(host.color(at: CGPoint(x: 18, y: 18)), red)
    }

    func testWithoutAContainerShapeItIsARectangle() {
        let host = TestHost(card(container: false), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.color(at: CGPoint(x: 11, y: 11)), red)
    }

    func testItClipsToTheContainerShape() {
        let view = Color.red
            .clipShape(ContainerRelativeShape())
            .padding(8)
            .containerShape(Circle())
            .frame(width: 100, height: 100)
            .background(Color.white)
        let host = TestHost(view, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.color(at: CGPoint(x: 50, y: 50)), red)
        XCTAssertEqual(host.color(at: CGPoint(x: 12, y: 12)), white, "clipped to a circle, not the padded rectangle")
        XCTAssertEqual(host.color(at: CGPoint(x: 50, y: 10)), red, "the circle reaches the inset edge")
    }
}
