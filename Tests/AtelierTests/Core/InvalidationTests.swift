import XCTest
@testable @_spi(Backend) import AtelierCore
@testable import AtelierTesting
import GalleryKit

// A change marks what it affects: a body, a layout, or the drawing only. These tests count what a change
// costs in bodies evaluated and nodes laid out, and check the frame shows the change.

@MainActor private enum Probe {
    static var bindings: [Int: Binding<Bool>] = [:]
    static var sizes: [Int: Binding<CGFloat>] = [:]
    static var labels: [Int: Binding<String>] = [:]
    static var evaluations: [String: Int] = [:]
    static func reset() { bindings = [:]; sizes = [:]; labels = [:]; evaluations = [:] }
}

/// A parent that owns a value it hands to a child as a binding, without reading it itself.
private struct Owner: View {
    @State private var value = 0
    var body: some View {
        let _ = Probe.evaluations["owner", default: 0] += 1
        VStack {
            Reader(value: $value)
            Bystander()
        }
    }
}

private struct Reader: View {
    @Binding var value: Int
    var body: some View {
        let _ = Probe.evaluations["reader", default: 0] += 1
        Text("value \(value)").onTapGesture { value += 1 }
    }
}

private struct Bystander: View {
    var body: some View {
        let _ = Probe.evaluations["bystander", default: 0] += 1
        Text("bystander")
    }
}

/// A label whose text is state, inside a fixed frame, among other rows.
private struct FramedLabel: View {
    let index: Int
    @State private var text = "short"
    var body: some View {
        let _ = Probe.labels[index] = $text
        Text(text).frame(width: 200, height: 30).accessibilityIdentifier("frame \(index)")
    }
}

/// A square whose size is state, in a row with a spacer, inside a fixed-height row.
private struct GrowingRow: View {
    let index: Int
    @State private var side: CGFloat = 10
    var body: some View {
        let _ = Probe.sizes[index] = $side
        HStack {
            Color.green.frame(width: side, height: side).accessibilityIdentifier("square \(index)")
            Text("row \(index)")
        }
        .accessibilityIdentifier("row \(index)")
    }
}

/// A square whose offset or opacity is state.
private struct MovingSquare: View {
    @State private var moved = false
    var body: some View {
        let _ = Probe.bindings[0] = $moved
        VStack {
            Color.red.frame(width: 30, height: 30).offset(x: moved ? 50 : 0).opacity(moved ? 0.5 : 1)
            Text("below")
        }
    }
}

/// A layout priority that is state: the container must distribute its space again.
private struct PriorityRow: View {
    @State private var first = false
    var body: some View {
        let _ = Probe.bindings[0] = $first
        HStack(spacing: 0) {
            Text("aaaaaaaaaaaaaaaaaaaa").layoutPriority(first ? 1 : 0).accessibilityIdentifier("a")
            Text("bbbbbbbbbbbbbbbbbbbb").accessibilityIdentifier("b")
        }
        .frame(width: 200)
    }
}

@preconcurrency @MainActor final class InvalidationTests: XCTestCase {
    override func setUp() async throws {
        Probe.reset()
    }

    func testAStateChangeEvaluatesOnlyTheBodiesThatReadIt() {
        let host = TestHost(Owner(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(Probe.evaluations, ["owner": 1, "reader": 1, "bystander": 1])
        host.tap(onText: "value 0")
        XCTAssertEqual(host.texts, ["value 1", "bystander"])
        XCTAssertEqual(Probe.evaluations, ["owner": 1, "reader": 2, "bystander": 1],
                       "the binding's reader is evaluated; its owner, which does not read the value, and a sibling are not")
    }

    func testAColourChangeLaysOutNothingAndRedrawsTheSquare() {
        let host = TestHost(SquareRowsScene(count: 1_000), size: CGSize(width: 390, height: 844))
        let square = CGPoint(x: 390 - 16 - 10, y: 3 * 44 + 22)
        XCTAssertTrue(nearRGBA(host.color(at: square), Palette.blue, 2))
        let graph = host.graph
        let evaluations = graph.bodyEvaluations
        let laidOut = graph.nodesLaidOut
        host.tap(at: square)
        XCTAssertTrue(nearRGBA(host.color(at: square), Palette.red, 2), "the tapped square turns red")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: square.x, y: 4 * 44 + 22)), Palette.blue, 2),
                      "the next row's square stays blue")
        XCTAssertEqual(graph.bodyEvaluations - evaluations, 1,
                       "only the tapped row's body is evaluated (its HStack, as SwiftUI's, has no body)")
        XCTAssertEqual(graph.nodesLaidOut - laidOut, 0, "a colour change lays out no node")
    }

    func testOffsetAndOpacityChangesLayOutNothing() {
        let host = TestHost(MovingSquare(), size: CGSize(width: 200, height: 200))
        let graph = host.graph
        let before = host.frame(ofText: "below")
        let laidOut = graph.nodesLaidOut
        Probe.bindings[0]!.wrappedValue = true
        XCTAssertEqual(host.frame(ofText: "below"), before)
        XCTAssertEqual(graph.nodesLaidOut - laidOut, 0, "offset and opacity are drawn, not laid out")
        // The square is drawn 50 points to the right, at half opacity over white.
        guard let text = before else { return XCTFail("no text") }
        let moved = host.color(at: CGPoint(x: 100 + 50, y: text.minY - 20))
        XCTAssertEqual(Int(moved.r), 255, accuracy: 2)
        XCTAssertEqual(Int(moved.g), 157, accuracy: 4, "half of red (255, 59, 48) over white")
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: 100, y: text.minY - 20)), Palette.white, 2))
    }

    func testATextChangeInsideAFixedFrameLaysOutOnlyInsideThatFrame() {
        let view = VStack(spacing: 0) { ForEach(0..<200, id: \.self) { FramedLabel(index: $0) } }
        let host = TestHost(ScrollView { view }, size: CGSize(width: 390, height: 844))
        let graph = host.graph
        _ = host.texts
        guard let frameNode = graph.node(withIdentifier: "frame 5") else { return XCTFail("no frame") }
        let passBefore = graph.layoutQueue.passNumber
        Probe.labels[5]!.wrappedValue = "a longer label"
        XCTAssertTrue(host.texts.contains("a longer label"))
        let laidOut = graph.allNodes().filter { $0.laidOutInPass > passBefore }
        XCTAssertFalse(laidOut.isEmpty, "the text is laid out again")
        for node in laidOut {
            var ancestor: ViewNode? = node
            while let a = ancestor, a !== frameNode { ancestor = a.parent }
            XCTAssertNotNil(ancestor, "\(type(of: node)) laid out outside the fixed frame")
        }
        XCTAssertLessThanOrEqual(laidOut.count, 3, "the frame and what is inside it: \(laidOut.map { type(of: $0) })")
    }

    func testASizeChangeGoesUpOnlyToTheFirstAncestorWhoseSizeHolds() {
        // Rows of a VStack inside a fixed frame: the square grows, so its row grows, and so the stack;
        // the fixed frame keeps its size, so nothing above it is laid out again.
        let rows = VStack(spacing: 0) { ForEach(0..<100, id: \.self) { GrowingRow(index: $0) } }
            .frame(width: 300, height: 3_000, alignment: .top)
            .accessibilityIdentifier("fixed")
        let host = TestHost(rows, size: CGSize(width: 390, height: 3_000))
        let graph = host.graph
        guard let before = graph.frame(ofIdentifier: "row 7"), let next = graph.frame(ofIdentifier: "row 8"),
              let fixed = graph.node(withIdentifier: "fixed") else { return XCTFail("no rows") }
        let passBefore = graph.layoutQueue.passNumber
        Probe.sizes[7]!.wrappedValue = 30
        _ = host.texts
        let laidOut = graph.allNodes().filter { $0.laidOutInPass > passBefore }
        guard let after = graph.frame(ofIdentifier: "row 7"), let nextAfter = graph.frame(ofIdentifier: "row 8"),
              let square = graph.frame(ofIdentifier: "square 7") else { return XCTFail("no rows") }
        XCTAssertEqual(square.size, CGSize(width: 30, height: 30))
        XCTAssertEqual(after.height, 30, "the row is as tall as its square now (was \(before.height))")
        XCTAssertEqual(nextAfter.minY - next.minY, after.height - before.height, accuracy: 0.5, "the rows below move down")
        // The fixed frame keeps its size: nothing above it is laid out.
        for node in laidOut {
            var ancestor: ViewNode? = node
            while let a = ancestor, a !== fixed { ancestor = a.parent }
            XCTAssertNotNil(ancestor, "\(type(of: node)) laid out above the fixed frame")
        }
        // Rows above the changed one keep their places and are not laid out.
        let rowSix = graph.node(withIdentifier: "row 6")
        XCTAssertFalse(laidOut.contains { $0 === rowSix }, "a row above is not laid out")
    }

    func testALayoutPriorityChangeLaysOutTheContainerAgain() {
        let host = TestHost(PriorityRow(), size: CGSize(width: 300, height: 100))
        let graph = host.graph
        guard let a = graph.frame(ofIdentifier: "a"), let b = graph.frame(ofIdentifier: "b") else { return XCTFail("no texts") }
        XCTAssertLessThan(a.width, 120, "with equal priorities neither text takes its whole width: \(a) \(b)")
        Probe.bindings[0]!.wrappedValue = true
        _ = host.texts
        guard let a2 = graph.frame(ofIdentifier: "a"), let b2 = graph.frame(ofIdentifier: "b") else { return XCTFail("no texts") }
        XCTAssertGreaterThan(a2.width, a.width + 40, "the higher priority takes what it needs first: \(a2) \(b2)")
        XCTAssertLessThan(b2.width, b.width, "and the other gets what is left")
    }
}
