import XCTest
import AtelierTesting
import Foundation
@testable @_spi(Backend) import AtelierCore

@MainActor private enum Flip { static var on: Binding<Bool>? }

/// A text whose string changes with state of its own in a frame of fixed size: a change keeps its sizes, so the
/// stack around it is not laid out again.
private struct Flipper: View {
    @State private var on = false
    var body: some View {
        let _ = Flip.on = $on
        Text(on ? "Two" : "One").frame(width: 60, height: 30).accessibilityIdentifier("flipper")
    }
}

/// Stacks of children of the same kinds share one `StackTraits` (every row of a long list kept an object of its own
/// from sizing to placement, which left a hole in the heap), and a stack's children are placed from their latest
/// sizings where those are its offers (`StackOffersMemo`).
@preconcurrency @MainActor final class StackTraitsTests: XCTestCase {
    private func stacks(in graph: ViewGraph) -> [LayoutNode<HStackLayout>] {
        var result: [LayoutNode<HStackLayout>] = []
        var pending: [ViewNode] = [graph.root!]
        while let node = pending.popLast() {
            if let stack = node as? LayoutNode<HStackLayout> { result.append(stack) }
            pending += node.children
        }
        return result
    }

    func testRowsOfAListShareTheirStacksTraitsAndArePlacedWithTheirGaps() {
        let g = layoutGraph(VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<3, id: \.self) { i in
                HStack {
                    Text("Row \(i)").accessibilityIdentifier("name\(i)")
                    Text("12:0\(i)").accessibilityIdentifier("time\(i)")
                }
            }
            HStack { Text("Left"); Spacer(); Text("Right") }
        })
        let rows = stacks(in: g).filter { $0.items.count == 2 }
        XCTAssertEqual(rows.count, 3)
        let traits = rows.map { StackTraits.of($0.items, spacing: nil, axis: .horizontal) }
        XCTAssert(traits[1] === traits[0] && traits[2] === traits[0], "the rows' stacks share their traits")
        let withSpacer = stacks(in: g).first { $0.items.count == 3 }!
        let spacerTraits = StackTraits.of(withSpacer.items, spacing: nil, axis: .horizontal)
        XCTAssert(spacerTraits !== traits[0], "a stack with a Spacer has traits of its own")
        XCTAssertEqual(spacerTraits.spacers, [false, true, false])
        // Each row's time starts the gap after its name: the shared gap, placed from the children's latest sizings.
        let gap = traits[0].gaps[0]
        XCTAssertEqual(gap, 8, "the standard spacing between two texts")
        for i in 0..<3 {
            guard let name = g.frame(ofIdentifier: "name\(i)"), let time = g.frame(ofIdentifier: "time\(i)") else { return XCTFail("row \(i)") }
            XCTAssertEqual(time.minX, name.maxX + gap, accuracy: 0.5, "row \(i)")
            XCTAssertEqual(time.minY, name.minY, accuracy: 0.5, "row \(i)")
        }
    }

    func testAStackPlacesAChildThatKeptItsSizesWhereItWasAndFollowsANewProposal() {
        let view = HStack(spacing: 10) {
            Text("Left").accessibilityIdentifier("left")
            Flipper()
            Color.red.frame(width: 40, height: 20).accessibilityIdentifier("right")
        }
        let g = layoutGraph(view, CGSize(width: 390, height: 844))
        let before = ["left", "flipper", "right"].map { g.frame(ofIdentifier: $0) }
        XCTAssertEqual(before[1]?.width, 60)
        XCTAssertEqual(before[2]!.minX, before[1]!.maxX + 10, accuracy: 0.01)
        // The flipper's text changes; its frame keeps its size, so it is placed again where it was.
        Flip.on?.wrappedValue = true
        g.flush(through: .update)
        g.flush(through: .layout, in: CGSize(width: 390, height: 844))
        XCTAssertEqual(["left", "flipper", "right"].map { g.frame(ofIdentifier: $0) }, before)
        // A new size for the window: the stack is proposed again, sizes its children and places them from their
        // latest sizings, centred in the narrower window.
        g.flush(through: .layout, in: CGSize(width: 300, height: 844))
        let after = ["left", "flipper", "right"].map { g.frame(ofIdentifier: $0)! }
        XCTAssertEqual(after[0].width, before[0]!.width)
        XCTAssertEqual(after[0].minX, before[0]!.minX - 45, accuracy: 0.5, "centred: 45 points further left")
        XCTAssertEqual(after[1].minX, after[0].maxX + 10, accuracy: 0.5)
        XCTAssertEqual(after[2].minX, after[1].maxX + 10, accuracy: 0.5)
        XCTAssertEqual(after[1].size, CGSize(width: 60, height: 30))
    }
}
