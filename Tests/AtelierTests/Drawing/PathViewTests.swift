import XCTest
import Atelier
import AtelierTesting

// A Path is a Shape and a View, as in SwiftUI: drawn where its points are in the frame it is given, filled
// with the foreground style by default, stroked or filled with a style, and usable inside a Group or ZStack.

private struct PathScene: View {
    var body: some View {
        ZStack {
            Color.white
            Path { p in
                p.move(to: CGPoint(x: 10, y: 80))
                p.addLine(to: CGPoint(x: 90, y: 80))
            }
            .stroke(Color.red, lineWidth: 6)
            Path(CGRect(x: 10, y: 10, width: 30, height: 30)).fill(Color.blue)
            Group {
                Path(ellipseIn: CGRect(x: 55, y: 10, width: 30, height: 30))
            }
            Path().fill(Color.green)
        }
        .frame(width: 100, height: 100)
    }
}

@preconcurrency @MainActor final class PathViewTests: XCTestCase {
    func testAPathDrawsAsAShapeInItsOwnCoordinates() {
        let host = TestHost(PathScene(), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.color(at: CGPoint(x: 50, y: 80)), RGBA(r: 255, g: 59, b: 48, a: 255), "the stroked line, in the system red")
        XCTAssertEqual(host.color(at: CGPoint(x: 50, y: 86)), RGBA(r: 255, g: 255, b: 255, a: 255), "past the line's half width")
        XCTAssertEqual(host.color(at: CGPoint(x: 25, y: 25)), RGBA(r: 0, g: 122, b: 255, a: 255), "the filled rectangle, in the system blue")
        XCTAssertEqual(host.color(at: CGPoint(x: 70, y: 25)), RGBA(r: 0, g: 0, b: 0, a: 255), "a path view alone fills with the foreground style")
        XCTAssertEqual(host.color(at: CGPoint(x: 50, y: 50)), RGBA(r: 255, g: 255, b: 255, a: 255), "the empty path draws nothing")
    }

    func testAPathViewTakesItsProposalAsOtherShapes() {
        let host = TestHost(VStack(spacing: 0) { Path(CGRect(x: 0, y: 0, width: 5, height: 5)); Text("below") }.frame(width: 200, height: 300),
                            size: CGSize(width: 200, height: 300))
        // The path takes the height the text leaves, as a Rectangle would: the text sits at the bottom.
        let text = host.frame(ofText: "below")
        XCTAssertNotNil(text)
        XCTAssertEqual(text?.maxY ?? 0, 300, accuracy: 0.5)
    }
}
