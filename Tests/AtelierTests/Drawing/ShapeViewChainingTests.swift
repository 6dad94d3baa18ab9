import XCTest
import Atelier
import AtelierTesting

// iOS 17's shape views: a filled shape stroked again, in the same frame, each drawing over the one before.

@preconcurrency @MainActor final class ShapeViewChainingTests: XCTestCase {
    private let yellow = RGBA(r: 255, g: 204, b: 0, a: 255), blue = RGBA(r: 0, g: 122, b: 255, a: 255)

    func testAFilledCapsuleStrokedAsInApplesExample() {
        let view = Capsule().fill(.yellow).stroke(.blue, lineWidth: 8).frame(width: 100, height: 40)
        let host = TestHost(view.padding(10), size: CGSize(width: 120, height: 60))
        XCTAssertEqual(host.color(at: CGPoint(x: 60, y: 30)), yellow, "the fill inside")
        XCTAssertEqual(host.color(at: CGPoint(x: 60, y: 11)), blue, "the stroke over the fill's top edge, inside half")
        XCTAssertEqual(host.color(at: CGPoint(x: 60, y: 8)), blue, "the stroke's outer half, outside the fill")
        XCTAssertEqual(host.color(at: CGPoint(x: 60, y: 4)), RGBA(r: 255, g: 255, b: 255, a: 255), "nothing beyond the stroke")
    }

    func testStrokeBorderAndAFillOverAStroke() {
        let bordered = Rectangle().fill(.yellow).strokeBorder(.blue, lineWidth: 6).frame(width: 60, height: 60)
        let host = TestHost(bordered, size: CGSize(width: 60, height: 60))
        XCTAssertEqual(host.color(at: CGPoint(x: 30, y: 3)), blue, "the border lies inside the frame")
        XCTAssertEqual(host.color(at: CGPoint(x: 30, y: 30)), yellow)

        // Stroked first, then filled: the fill covers the inner half of the line.
        let filledOver = Circle().stroke(.blue, lineWidth: 10).fill(.yellow).frame(width: 60, height: 60)
        let host2 = TestHost(filledOver.padding(10), size: CGSize(width: 80, height: 80))
        XCTAssertEqual(host2.color(at: CGPoint(x: 40, y: 13)), yellow, "inside the circle the fill is on top")
        XCTAssertEqual(host2.color(at: CGPoint(x: 40, y: 7)), blue, "outside it the stroke's outer half shows")
    }

    func testAChainKeepsTheShapesSizeAndNamesItsShape() {
        let chained = Circle().fill(.yellow).stroke(.blue, lineWidth: 2)
        XCTAssertTrue(type(of: chained.shape) == Circle.self)
        let host = TestHost(HStack(spacing: 0) { chained.frame(width: 30, height: 30); Color.red.frame(width: 10, height: 10) },
                            size: CGSize(width: 40, height: 30))
        XCTAssertEqual(host.color(at: CGPoint(x: 35, y: 15)), RGBA(r: 255, g: 59, b: 48, a: 255), "the chained shape takes 30 points, no more")
    }
}
