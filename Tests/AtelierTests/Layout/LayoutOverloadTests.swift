import XCTest
import Foundation
@testable @_spi(Backend) import AtelierCore

/// The overlay/background overloads resolve as in SwiftUI: these forms must compile unambiguously
/// (the View-taking `background(_:alignment:)`/`overlay(_:alignment:)` are `@_disfavoredOverload`).
private struct OverloadScene: View {
    var isOn: Bool
    var color: Color = .orange
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).background(Color.blue).accessibilityIdentifier("style")
            Color.red.frame(width: 10, height: 10).background(.black.opacity(0.6))
            Color.red.frame(width: 10, height: 10).background(RoundedRectangle(cornerRadius: 5).fill(color))
            Color.red.frame(width: 10, height: 10).overlay { Circle() }
            Color.red.frame(width: 10, height: 10).overlay(RoundedRectangle(cornerRadius: 4).stroke(Color.green, lineWidth: 3))
            Color.red.frame(width: 10, height: 10).background(isOn ? .black.opacity(0.6) : .white)
            Color.red.frame(width: 10, height: 10).background(.blue, in: RoundedRectangle(cornerRadius: 3))
            Color.red.frame(width: 10, height: 10).background(in: Capsule())
            Color.red.frame(width: 10, height: 10).background()
            Color.red.frame(width: 10, height: 10).overlay(.red.opacity(0.2), in: Circle())
            Color.red.frame(width: 10, height: 10).overlay(Color.yellow, ignoresSafeAreaEdges: .all)
            Color.red.frame(width: 10, height: 10).overlay(Text("x"), alignment: .topLeading)
            Color.red.frame(width: 10, height: 10).background(alignment: .leading) { Color.blue.frame(width: 2) }
        }
    }
}

@preconcurrency @MainActor final class LayoutOverloadTests: XCTestCase {
    func testOverlayAndBackgroundFormsCompileAndKeepTheContentSize() {
        // Every form sizes the result by the content: 13 rows of 10 points, spaced 8.
        for isOn in [true, false] {
            let g = layoutGraph(OverloadScene(isOn: isOn).accessibilityIdentifier("scene"))
            assertFrame(g, "scene", 190, 309, 10, 226)
            assertFrame(g, "style", 190, 309, 10, 10)
            XCTAssertFalse(g.render(size: CGSize(width: 390, height: 844)).isEmpty)
        }
    }

    @available(*, deprecated, message: "it tests frame(), which SwiftUI deprecates")
    func testDeprecatedFrameStillLaysOut() {
        // frame() with no arguments changes nothing.
        let g = layoutGraph(Color.red.frame(width: 10, height: 10).frame().accessibilityIdentifier("c"))
        assertFrame(g, "c", 190, 417, 10, 10)
    }
}
