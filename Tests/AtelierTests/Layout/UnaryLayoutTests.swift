import XCTest
@_spi(Backend) import AtelierTesting
import Foundation
@testable @_spi(Backend) import AtelierCore

/// The canvas every scene is hosted in.
private let canvas = CGSize(width: 200, height: 200)

/// The frame of the view marked `id`, as laid out.
@MainActor private func frame(_ host: TestHost, _ id: String) -> CGRect? {
    host.identifiedFrames().first { $0.identifier == id }?.layoutFrame
}

/// The types of the nodes of a view's tree.
@MainActor private func nodeTypes<V: View>(_ view: V) -> [ObjectIdentifier] {
    let graph = ViewGraph(root: view)
    graph.flush(through: .layout, in: canvas)
    var types: [ObjectIdentifier] = []
    var stack: [ViewNode] = [graph.root]
    while let node = stack.popLast() {
        types.append(ObjectIdentifier(type(of: node)))
        stack.append(contentsOf: node.children)
    }
    return types
}

/// The single-child layout modifiers are values of `UnaryLayout` run by one node kind, and lay out as in
/// SwiftUI. Each scene is hosted in a 200 x 200 canvas (the root proposed the canvas and centred in it); frames
/// are in points.
@preconcurrency @MainActor final class UnaryLayoutTests: XCTestCase {
    func testEachSingleChildLayoutModifierIsRunByTheGenericNode() {
        let types = nodeTypes(Color.red
            .frame(width: 10)
            .frame(minWidth: 5, maxWidth: 20)
            .padding(4)
            .aspectRatio(1, contentMode: .fit)
            .fixedSize(horizontal: true, vertical: false)
            .layoutPriority(1)
            .position(x: 10, y: 10))
        let expected: [(String, Any.Type)] = [
            ("frame(width:)", UnaryLayoutNode<_FrameLayout>.self),
            ("frame(minWidth:maxWidth:)", UnaryLayoutNode<_FlexFrameLayout>.self),
            ("padding", UnaryLayoutNode<_PaddingLayout>.self),
            ("aspectRatio", UnaryLayoutNode<_AspectRatioLayout>.self),
            ("fixedSize", UnaryLayoutNode<_FixedSizeLayout>.self),
            ("layoutPriority", UnaryLayoutNode<_LayoutPriorityModifier>.self),
            ("position", UnaryLayoutNode<_PositionLayout>.self),
        ]
        for (modifier, type) in expected {
            XCTAssertEqual(types.filter { $0 == ObjectIdentifier(type) }.count, 1, "\(modifier) is run by \(type)")
        }
    }

    func testNegativePaddingMakesTheViewSmallerThanItsContent() {
        let host = TestHost(Color.red.frame(width: 50, height: 50).accessibilityIdentifier("c")
            .padding(-10).accessibilityIdentifier("p"), size: canvas)
        XCTAssertEqual(frame(host, "p"), CGRect(x: 85, y: 85, width: 30, height: 30))
        XCTAssertEqual(frame(host, "c"), CGRect(x: 75, y: 75, width: 50, height: 50))
    }

    func testPaddingOnOneEdgeMovesTheText() {
        // 30 points more on the leading edge: the centred padded view grows by 30, the text moves 15 right.
        let plain = TestHost(Text("Hi"), size: canvas).frame(ofText: "Hi")
        let padded = TestHost(Text("Hi").padding(.leading, 30), size: canvas).frame(ofText: "Hi")
        guard let plain, let padded else { return XCTFail("the text is not on screen") }
        XCTAssertEqual(padded, plain.offsetBy(dx: 15, dy: 0))
    }

    func testFlexibleFrameClampsAndAligns() {
        // Offered 200 x 200: the width is clamped to the maximum, 150; the height, proposed 200 but with only a
        // minimum, shrinks to the child's 30 raised to the minimum 40. The child sits at the bottom trailing corner.
        let host = TestHost(Color.red.frame(width: 30, height: 30).accessibilityIdentifier("c")
            .frame(minWidth: 100, maxWidth: 150, minHeight: 40, alignment: .bottomTrailing)
            .accessibilityIdentifier("f"), size: canvas)
        XCTAssertEqual(frame(host, "f"), CGRect(x: 25, y: 80, width: 150, height: 40))
        XCTAssertEqual(frame(host, "c"), CGRect(x: 145, y: 90, width: 30, height: 30))
    }

    func testFixedFrameAlignsItsContent() {
        let host = TestHost(Color.red.frame(width: 30, height: 30).accessibilityIdentifier("c")
            .frame(width: 100, height: 60, alignment: .topLeading).accessibilityIdentifier("f"), size: canvas)
        XCTAssertEqual(frame(host, "f"), CGRect(x: 50, y: 70, width: 100, height: 60))
        XCTAssertEqual(frame(host, "c"), CGRect(x: 50, y: 70, width: 30, height: 30))
    }

    func testAspectRatioFitsAndFills() {
        // In a 100 x 100 frame, a 2:1 ratio fits as 100 x 50 and fills as 200 x 100, centred on the frame.
        let fit = TestHost(Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("c")
            .frame(width: 100, height: 100), size: canvas)
        XCTAssertEqual(frame(fit, "c"), CGRect(x: 50, y: 75, width: 100, height: 50))
        let fill = TestHost(Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("c")
            .frame(width: 100, height: 100), size: canvas)
        XCTAssertEqual(frame(fill, "c"), CGRect(x: 0, y: 50, width: 200, height: 100))
    }

    func testFixedSizeOnOneAxisKeepsTheIdealWidthAndTheProposedHeight() {
        // The ideal width, 80, overflows the 40-point frame (centred on it); the height is the proposed 50.
        let host = TestHost(Color.red.frame(idealWidth: 80, idealHeight: 30).accessibilityIdentifier("c")
            .fixedSize(horizontal: true, vertical: false)
            .frame(width: 40, height: 50), size: canvas)
        XCTAssertEqual(frame(host, "c"), CGRect(x: 60, y: 75, width: 80, height: 50))
    }

    func testLayoutPriorityTakesSpaceFirstInAnHStack() {
        // The higher priority is offered all but the other's minimum and takes its maximum, 120; the other gets
        // the remaining 80. Without the priority each would take half.
        let host = TestHost(HStack(spacing: 0) {
            Color.red.frame(minWidth: 10).accessibilityIdentifier("a")
            Color.blue.frame(minWidth: 10, maxWidth: 120).layoutPriority(1).accessibilityIdentifier("b")
        }.frame(width: 200, height: 20), size: canvas)
        XCTAssertEqual(frame(host, "a"), CGRect(x: 0, y: 90, width: 80, height: 20))
        XCTAssertEqual(frame(host, "b"), CGRect(x: 80, y: 90, width: 120, height: 20))
    }

    func testAChangedLayoutPriorityLaysTheStackOutAgain() {
        let host = TestHost(PriorityFlip(), size: canvas)
        XCTAssertEqual(frame(host, "b")?.width, 100)
        host.tap(at: CGPoint(x: 50, y: 100))
        XCTAssertEqual(frame(host, "a"), CGRect(x: 0, y: 90, width: 80, height: 20))
        XCTAssertEqual(frame(host, "b"), CGRect(x: 80, y: 90, width: 120, height: 20))
    }

    func testPositionFillsTheProposalAndCentresTheContentOnThePoint() {
        let whole = TestHost(Color.red.frame(width: 20, height: 20).accessibilityIdentifier("c")
            .position(x: 30, y: 40).accessibilityIdentifier("p"), size: canvas)
        XCTAssertEqual(frame(whole, "p"), CGRect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertEqual(frame(whole, "c"), CGRect(x: 20, y: 30, width: 20, height: 20))
        let framed = TestHost(Color.red.frame(width: 20, height: 20).accessibilityIdentifier("c")
            .position(x: 30, y: 40).frame(width: 100, height: 100), size: canvas)
        XCTAssertEqual(frame(framed, "c"), CGRect(x: 70, y: 80, width: 20, height: 20))
    }
}

/// Two colours in an HStack; a tap gives the second a higher layout priority.
private struct PriorityFlip: View {
    @State private var priority = 0.0
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(minWidth: 10).accessibilityIdentifier("a")
            Color.blue.frame(minWidth: 10, maxWidth: 120).layoutPriority(priority).accessibilityIdentifier("b")
        }
        .frame(width: 200, height: 20)
        .onTapGesture { priority = 1 }
    }
}
