import XCTest
import Atelier
import AtelierTesting

/// A row layout whose cache records how many subviews it saw: each subview gets an equal share of the width.
private struct EqualWidthRow: Layout {
    struct Cache { var count: Int }
    func makeCache(subviews: Subviews) -> Cache { Cache(count: subviews.count) }
    func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.count = subviews.count }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: proposal.width ?? 100, height: 20)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let w = bounds.width / CGFloat(max(1, cache.count))
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + CGFloat(i) * w, y: bounds.minY), proposal: ProposedViewSize(width: w, height: 20))
        }
    }
}

@MainActor private enum Grow { static var count: Binding<Int>? }

/// Cells whose number is state of their own, so the layout container above is not updated when it changes.
private struct Cells: View {
    @State private var count = 2
    var body: some View {
        let _ = Grow.count = $count
        ForEach(0..<count, id: \.self) { i in Text("\(i)") }
    }
}

@preconcurrency @MainActor final class LayoutCacheTests: XCTestCase {
    func testCustomLayoutCacheIsUpdatedWhenSubviewsChangeBelowIt() {
        let host = TestHost(EqualWidthRow { Cells() }.frame(width: 300), size: CGSize(width: 300, height: 40))
        XCTAssertEqual(host.frame(ofText: "1")?.minX ?? -1, 150, accuracy: 1, "two cells: the second starts half way")
        Grow.count?.wrappedValue = 3
        XCTAssertEqual(host.texts, ["0", "1", "2"])
        XCTAssertEqual(host.frame(ofText: "1")?.minX ?? -1, 100, accuracy: 1, "three cells: the cache was updated, thirds")
        XCTAssertEqual(host.frame(ofText: "2")?.minX ?? -1, 200, accuracy: 1)
    }
}
