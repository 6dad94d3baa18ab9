import XCTest
import AtelierTesting
import Foundation
@testable @_spi(Backend) import AtelierCore

// Layout scenes: each lays a view out in an iPhone-sized window (390 x 844 points, the root view
// proposed the window and centred in it) and checks frames in points. The comment on each scene says
// which documented SwiftUI rule gives the expected numbers.

private extension View {
    /// Short for `accessibilityIdentifier`, which the tests find views by.
    func ax(_ id: String) -> some View { accessibilityIdentifier(id) }
}

/// A fixed-size colour: the frame decides its size, whatever the colour does.
@MainActor private func box(_ w: CGFloat, _ h: CGFloat, _ color: Color = .red) -> some View {
    color.frame(width: w, height: h)
}

@MainActor func layoutGraph<V: View>(_ view: V, _ size: CGSize = CGSize(width: 390, height: 844)) -> ViewGraph {
    let g = ViewGraph(root: view)
    g.flush(through: .update)
    g.flush(through: .layout, in: size)
    return g
}

@MainActor func assertFrame(_ g: ViewGraph, _ id: String, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                            file: StaticString = #filePath, line: UInt = #line) {
    guard let f = g.frame(ofIdentifier: id) else {
        return XCTFail("no view identified \(id)", file: file, line: line)
    }
    XCTAssertEqual(f, CGRect(x: x, y: y, width: w, height: h), "frame of \(id)", file: file, line: line)
}

/// An equal-width row: every subview gets the widest subview's ideal width.
private struct EqualWidthRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let w = sizes.map(\.width).max() ?? 0, h = sizes.map(\.height).max() ?? 0
        return CGSize(width: w * CGFloat(subviews.count), height: h)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let w = sizes.map(\.width).max() ?? 0, h = sizes.map(\.height).max() ?? 0
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: bounds.minX + CGFloat(i) * w, y: bounds.minY), anchor: .topLeading,
                    proposal: ProposedViewSize(width: w, height: h))
        }
    }
}

/// A flow layout: subviews at their ideal sizes, left to right, wrapping at the proposed width.
private struct Flow: Layout {
    func rows(_ width: CGFloat, _ subviews: Subviews) -> [(CGPoint, CGSize)] {
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
        var result: [(CGPoint, CGSize)] = []
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            if x > 0, x + size.width > width { x = 0; y += rowHeight; rowHeight = 0 }
            result.append((CGPoint(x: x, y: y), size))
            x += size.width
            rowHeight = max(rowHeight, size.height)
        }
        return result
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let placed = rows(proposal.width ?? .infinity, subviews)
        return CGSize(width: placed.map { $0.0.x + $0.1.width }.max() ?? 0,
                      height: placed.map { $0.0.y + $0.1.height }.max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (s, (p, size)) in zip(subviews, rows(bounds.width, subviews)) {
            s.place(at: CGPoint(x: bounds.minX + p.x, y: bounds.minY + p.y), proposal: ProposedViewSize(size))
        }
    }
}

/// The first scroll view node in a graph.
@MainActor private func scrollNode(_ g: ViewGraph) -> ScrollViewNode? {
    g.allNodes().compactMap { $0 as? ScrollViewNode }.first
}

/// Collects values a view's content closure computes during layout.
@MainActor private final class Recorder {
    var frames: [String: CGRect] = [:]
}

/// Where a subview goes in a `Ranked` layout: lower ranks first.
private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// A row that places its subviews by their `Rank` layout value, side by side at their ideal sizes.
private struct Ranked: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for s in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            let size = s.sizeThatFits(.unspecified)
            s.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width
        }
    }
}

@preconcurrency @MainActor final class LayoutTests: XCTestCase {
    override func setUp() {
        super.setUp()
        Diagnostics.reset()
    }

    // MARK: Root and stacks

    func testRootViewIsCentredInTheWindow() {
        // The root is proposed the window and centred in it: (390-100)/2, (844-50)/2.
        let g = layoutGraph(box(100, 50).ax("a"))
        assertFrame(g, "a", 145, 397, 100, 50)
    }

    func testAnHStackPutsEightPointsBetweenVerticallyCentredChildren() {
        // HStack puts the default spacing (8) between its children and centres them vertically.
        let g = layoutGraph(HStack { box(50, 50).ax("a"); box(50, 50).ax("b") }.ax("s"))
        assertFrame(g, "s", 141, 397, 108, 50)
        assertFrame(g, "a", 141, 397, 50, 50)
        assertFrame(g, "b", 199, 397, 50, 50)
    }

    func testAVStackPutsEightPointsBetweenCentredChildren() {
        // VStack: 8 points between children, centred horizontally.
        let g = layoutGraph(VStack { box(50, 50).ax("a"); box(50, 50).ax("b") })
        assertFrame(g, "a", 170, 368, 50, 50)
        assertFrame(g, "b", 170, 426, 50, 50)
    }

    func testSpacingZeroVersusNil() {
        // spacing: 0 puts the children edge to edge; nil means the default spacing.
        let g = layoutGraph(VStack {
            HStack(spacing: 0) { box(50, 20).ax("a"); box(50, 20).ax("b") }
            HStack(spacing: nil) { box(50, 20).ax("c"); box(50, 20).ax("d") }
        })
        assertFrame(g, "a", 145, 398, 50, 20)
        assertFrame(g, "b", 195, 398, 50, 20)
        assertFrame(g, "c", 141, 426, 50, 20)
        assertFrame(g, "d", 199, 426, 50, 20)
    }

    func testVStackHorizontalAlignments() {
        // VStack(alignment:) lines the children up on their leading or trailing guides.
        let leading = layoutGraph(VStack(alignment: .leading) { box(100, 20).ax("a"); box(50, 20).ax("b") })
        assertFrame(leading, "a", 145, 398, 100, 20)
        assertFrame(leading, "b", 145, 426, 50, 20)
        let trailing = layoutGraph(VStack(alignment: .trailing) { box(100, 20).ax("a"); box(50, 20).ax("b") })
        assertFrame(trailing, "b", 195, 426, 50, 20)
        let center = layoutGraph(VStack { box(100, 20).ax("a"); box(50, 20).ax("b") })
        assertFrame(center, "b", 170, 426, 50, 20)
    }

    func testHStackVerticalAlignments() {
        // HStack(alignment:) lines the children up on their top, centre or bottom guides.
        let top = layoutGraph(HStack(alignment: .top) { box(50, 100).ax("a"); box(50, 20).ax("b") })
        assertFrame(top, "a", 141, 372, 50, 100)
        assertFrame(top, "b", 199, 372, 50, 20)
        let bottom = layoutGraph(HStack(alignment: .bottom) { box(50, 100).ax("a"); box(50, 20).ax("b") })
        assertFrame(bottom, "b", 199, 452, 50, 20)
        let center = layoutGraph(HStack { box(50, 100).ax("a"); box(50, 20).ax("b") })
        assertFrame(center, "b", 199, 412, 50, 20)
    }

    func testZStackSizeAndAlignments() {
        // A ZStack is as big as the union of its aligned children and aligns them all on one point.
        let center = layoutGraph(ZStack { box(100, 50).ax("a"); box(50, 100).ax("b") }.ax("z"))
        assertFrame(center, "z", 145, 372, 100, 100)
        assertFrame(center, "a", 145, 397, 100, 50)
        assertFrame(center, "b", 170, 372, 50, 100)
        let tl = layoutGraph(ZStack(alignment: .topLeading) { box(100, 100); box(50, 50).ax("b") })
        assertFrame(tl, "b", 145, 372, 50, 50)
        let br = layoutGraph(ZStack(alignment: .bottomTrailing) { box(100, 100); box(50, 50).ax("b") })
        assertFrame(br, "b", 195, 422, 50, 50)
    }

    func testANestedStackIsCentredAndRoundedToThePixelGrid() {
        // The inner HStack (55 x 30) is centred in the VStack's 100-point width: x = 145 + 22.5, rounded to
        // the pixel grid at scale 1 (167.5 → 168); spacing 10 below it.
        let g = layoutGraph(VStack(spacing: 10) {
            HStack(spacing: 5) { box(20, 20).ax("a"); box(30, 30).ax("b") }.ax("h")
            box(100, 10).ax("c")
        })
        assertFrame(g, "h", 168, 397, 55, 30)
        assertFrame(g, "a", 168, 402, 20, 20)
        assertFrame(g, "b", 193, 397, 30, 30)
        assertFrame(g, "c", 145, 437, 100, 10)
    }

    // MARK: Spacers

    func testSpacerInHStackTakesWhatIsLeft() {
        // A Spacer takes all the free space along the stack's axis, with no spacing on either side of it.
        let g = layoutGraph(HStack { box(50, 50).ax("a"); Spacer().ax("s"); box(50, 50).ax("b") })
        assertFrame(g, "a", 0, 397, 50, 50)
        assertFrame(g, "s", 50, 422, 290, 0)
        assertFrame(g, "b", 340, 397, 50, 50)
    }

    func testASpacerInAVStackPushesTheChildrenToTheTopAndBottom() {
        // In a VStack the spacer expands vertically, pushing the children to the top and bottom.
        let g = layoutGraph(VStack { box(50, 50).ax("a"); Spacer(); box(50, 50).ax("b") })
        assertFrame(g, "a", 170, 0, 50, 50)
        assertFrame(g, "b", 170, 794, 50, 50)
    }

    func testASpacerIsAtLeastItsMinimumLength() {
        // At its ideal size a spacer is its minimum length: 30 given, else the default spacing (8).
        let given = layoutGraph(HStack { box(50, 50).ax("a"); Spacer(minLength: 30); box(50, 50).ax("b") }.fixedSize())
        assertFrame(given, "a", 130, 397, 50, 50)
        assertFrame(given, "b", 210, 397, 50, 50)
        let standard = layoutGraph(HStack { box(50, 50).ax("a"); Spacer(); box(50, 50).ax("b") }.fixedSize())
        assertFrame(standard, "a", 141, 397, 50, 50)
        assertFrame(standard, "b", 199, 397, 50, 50)
        // Inflexible children wider than the window keep their sizes; the spacer keeps its minimum.
        let tight = layoutGraph(HStack { box(200, 50).ax("a"); Spacer(minLength: 100).ax("s"); box(200, 50).ax("b") })
        assertFrame(tight, "a", -55, 397, 200, 50)
        assertFrame(tight, "s", 145, 422, 100, 0)
        assertFrame(tight, "b", 245, 397, 200, 50)
    }

    func testSpacerOutsideAStackExpandsBothWays() {
        // Outside a stack a spacer expands on both axes.
        let g = layoutGraph(Spacer().ax("s"))
        assertFrame(g, "s", 0, 0, 390, 844)
    }

    // MARK: Sharing space

    func testFlexibleViewsShareSpaceEqually() {
        // Two colours (fully flexible) split 390 - 8 equally; each takes the full proposed height.
        let g = layoutGraph(HStack { Color.red.ax("a"); Color.blue.ax("b") })
        assertFrame(g, "a", 0, 0, 191, 844)
        assertFrame(g, "b", 199, 0, 191, 844)
    }

    func testFixedViewsAreServedFirst() {
        // The least flexible child is sized first; the colour gets what is left (390 - 100 - 8).
        let g = layoutGraph(HStack { box(100, 50).ax("a"); Color.blue.ax("b") })
        assertFrame(g, "a", 0, 397, 100, 50)
        assertFrame(g, "b", 108, 0, 282, 844)
    }

    func testPartlyFlexibleViewsAreServedBeforeFullyFlexibleOnes() {
        // frame(maxWidth: 100) is less flexible than a colour: it is offered 390/2 and keeps 100.
        let g = layoutGraph(HStack(spacing: 0) { Color.red.frame(maxWidth: 100).ax("a"); Color.blue.ax("b") })
        assertFrame(g, "a", 0, 0, 100, 844)
        assertFrame(g, "b", 100, 0, 290, 844)
    }

    func testLayoutPriorityIsServedFirst() {
        // The higher priority child is offered everything but the lower ones' minimums (390 - 50).
        let g = layoutGraph(HStack(spacing: 0) {
            Color.red.frame(minWidth: 50).ax("a")
            Color.blue.frame(minWidth: 50).layoutPriority(1).ax("b")
        })
        assertFrame(g, "a", 0, 0, 50, 844)
        assertFrame(g, "b", 50, 0, 340, 844)
    }

    func testEqualThirdsRoundToThePixelGrid() {
        // 100 points in three: each is proposed 33.33; placed edges snap to whole points at scale 1.
        let g = layoutGraph(HStack(spacing: 0) { Color.red.ax("a"); Color.green.ax("b"); Color.blue.ax("c") }
            .frame(width: 100, height: 10))
        assertFrame(g, "a", 145, 417, 33, 10)
        assertFrame(g, "b", 178, 417, 34, 10)
        assertFrame(g, "c", 212, 417, 33, 10)
    }

    // MARK: Frames

    func testFixedFrameWithEveryAlignment() {
        // A 20 x 20 child inside a 100 x 100 frame at (145, 372), placed by the frame's alignment.
        let cases: [(Alignment, CGFloat, CGFloat)] = [
            (.topLeading, 0, 0), (.top, 40, 0), (.topTrailing, 80, 0),
            (.leading, 0, 40), (.center, 40, 40), (.trailing, 80, 40),
            (.bottomLeading, 0, 80), (.bottom, 40, 80), (.bottomTrailing, 80, 80),
        ]
        for (alignment, dx, dy) in cases {
            let g = layoutGraph(box(20, 20).ax("c").frame(width: 100, height: 100, alignment: alignment).ax("f"))
            assertFrame(g, "f", 145, 372, 100, 100)
            assertFrame(g, "c", 145 + dx, 372 + dy, 20, 20)
        }
    }

    func testFixedFrameWithOneDimension() {
        // A nil dimension follows the child: a colour takes the proposed height.
        let g = layoutGraph(Color.red.frame(width: 100).ax("a"))
        assertFrame(g, "a", 145, 0, 100, 844)
    }

    func testFlexibleFrameMaxInfinityTakesTheProposal() {
        // maxWidth/maxHeight .infinity: the frame takes the whole proposal; the child is aligned in it.
        let g = layoutGraph(box(20, 20).ax("c").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing).ax("f"))
        assertFrame(g, "f", 0, 0, 390, 844)
        assertFrame(g, "c", 370, 824, 20, 20)
        let leading = layoutGraph(box(20, 20).ax("c").frame(maxWidth: .infinity, alignment: .leading).ax("f"))
        assertFrame(leading, "f", 0, 412, 390, 20)
        assertFrame(leading, "c", 0, 412, 20, 20)
    }

    func testFlexibleFrameMinimumsAndMaximums() {
        // minWidth 100 on a 50-wide child: the frame is max(min, min(child, proposal)) = 100.
        let mins = layoutGraph(box(50, 50).ax("c").frame(minWidth: 100, minHeight: 80).ax("f"))
        assertFrame(mins, "f", 145, 382, 100, 80)
        assertFrame(mins, "c", 170, 397, 50, 50)
        // maxWidth 200 with a 390 proposal: the frame grows to min(max, proposal) = 200.
        let maxes = layoutGraph(box(50, 50).ax("c").frame(maxWidth: 200).ax("f"))
        assertFrame(maxes, "f", 95, 397, 200, 50)
        assertFrame(maxes, "c", 170, 397, 50, 50)
        // A colour in frame(maxWidth: 300) takes 300 of 390.
        let color = layoutGraph(Color.red.frame(maxWidth: 300, maxHeight: 100).ax("f"))
        assertFrame(color, "f", 45, 372, 300, 100)
    }

    func testFlexibleFrameIdealSize() {
        // Unspecified proposals use the ideal size: under fixedSize the frame is 120 x 30.
        let fixed = layoutGraph(Color.red.frame(idealWidth: 120, idealHeight: 30).fixedSize().ax("f"))
        assertFrame(fixed, "f", 135, 407, 120, 30)
        // With a proposal the ideal does not matter: the colour takes the proposal.
        let proposed = layoutGraph(Color.red.frame(idealWidth: 120, idealHeight: 30).ax("f"))
        assertFrame(proposed, "f", 0, 0, 390, 844)
        // fixedSize on one axis only: the ideal width, the proposed height.
        let horizontal = layoutGraph(Color.red.frame(idealWidth: 120, idealHeight: 30).fixedSize(horizontal: true, vertical: false).ax("f"))
        assertFrame(horizontal, "f", 135, 0, 120, 844)
    }

    func testMaxWidthInfinityInsideAPaddedStack() {
        // padding(16) proposes 358 to the VStack; frame(maxWidth: .infinity) takes all of it.
        let g = layoutGraph(VStack { box(50, 20).frame(maxWidth: .infinity).ax("a") }.padding(16).ax("p"))
        assertFrame(g, "p", 0, 396, 390, 52)
        assertFrame(g, "a", 16, 412, 358, 20)
    }

    // MARK: Padding

    func testPaddingIsSixteenByDefaultOrTheGivenAmountOnTheGivenEdges() {
        // padding() is 16 on every edge (iOS); padding(n) n on every edge; edges and EdgeInsets select sides.
        let standard = layoutGraph(box(50, 50).ax("c").padding().ax("p"))
        assertFrame(standard, "p", 154, 381, 82, 82)
        assertFrame(standard, "c", 170, 397, 50, 50)
        let ten = layoutGraph(box(50, 50).padding(10).ax("p"))
        assertFrame(ten, "p", 160, 387, 70, 70)
        let horizontal = layoutGraph(box(50, 50).ax("c").padding(.horizontal, 20).ax("p"))
        assertFrame(horizontal, "p", 150, 397, 90, 50)
        assertFrame(horizontal, "c", 170, 397, 50, 50)
        let top = layoutGraph(box(50, 50).ax("c").padding(.top).ax("p"))
        assertFrame(top, "p", 170, 389, 50, 66)
        assertFrame(top, "c", 170, 405, 50, 50)
        let insets = layoutGraph(box(50, 50).ax("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).ax("p"))
        assertFrame(insets, "p", 167, 395, 56, 54)
        assertFrame(insets, "c", 169, 396, 50, 50)
    }

    func testPaddingProposesTheInsetSize() {
        // A colour in padding(20) is proposed 350 x 804 and placed 20 points in.
        let g = layoutGraph(Color.red.ax("c").padding(20).ax("p"))
        assertFrame(g, "p", 0, 0, 390, 844)
        assertFrame(g, "c", 20, 20, 350, 804)
    }

    func testPaddingLargerThanTheProposalClampsAtZero() {
        // 600 points of horizontal padding leave 0 for the colour (never negative); the padded view overflows.
        let g = layoutGraph(Color.red.ax("c").padding(300).ax("p"))
        assertFrame(g, "p", -105, 0, 600, 844)
        assertFrame(g, "c", 195, 300, 0, 244)
    }

    // MARK: fixedSize and aspectRatio

    func testFixedSizeUsesTheIdealSize() {
        // A colour's ideal size is 10 x 10 (like a shape's); fixedSize() reports it.
        let g = layoutGraph(Color.red.fixedSize().ax("c"))
        assertFrame(g, "c", 190, 417, 10, 10)
    }

    func testAspectRatioFitAndFill() {
        // fit: the largest 2:1 rect in 390 x 844 is 390 x 195; fill: the smallest covering it is 1688 x 844.
        let fit = layoutGraph(Color.red.aspectRatio(2, contentMode: .fit).ax("c"))
        assertFrame(fit, "c", 0, 325, 390, 195)
        let fill = layoutGraph(Color.red.aspectRatio(2, contentMode: .fill).ax("c"))
        assertFrame(fill, "c", -649, 0, 1688, 844)
        // A CGSize ratio of 1:2 fits as 390 x 780.
        let size = layoutGraph(Color.red.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit).ax("c"))
        assertFrame(size, "c", 0, 32, 390, 780)
    }

    func testScaledToFitUsesTheIdealRatio() {
        // scaledToFit uses the content's ideal aspect ratio: a colour's 10 x 10 makes it square.
        let fit = layoutGraph(Color.red.scaledToFit().ax("c"))
        assertFrame(fit, "c", 0, 227, 390, 390)
        let fill = layoutGraph(Color.red.scaledToFill().ax("c"))
        assertFrame(fill, "c", -227, 0, 844, 844)
    }

    func testAspectRatioOnAFixedChildKeepsTheChildSize() {
        // aspectRatio only changes what the child is proposed; a fixed frame keeps its size.
        let g = layoutGraph(box(50, 50).aspectRatio(2, contentMode: .fit).ax("c"))
        assertFrame(g, "c", 170, 397, 50, 50)
    }

    // MARK: Overlay and background

    func testOverlayIsSizedByTheContentAndAligned() {
        // The overlay is proposed the content's size and aligned to it; the result is the content's size.
        let g = layoutGraph(box(100, 100).ax("base")
            .overlay(alignment: .topTrailing) { box(20, 20, .blue).ax("o") }.ax("all"))
        assertFrame(g, "all", 145, 372, 100, 100)
        assertFrame(g, "base", 145, 372, 100, 100)
        assertFrame(g, "o", 225, 372, 20, 20)
    }

    func testLargerOverlayDoesNotChangeTheSize() {
        // A 200 x 200 overlay centred on a 100 x 100 view hangs over its edges.
        let g = layoutGraph(box(100, 100).overlay(box(200, 200, .blue).ax("o")).ax("all"))
        assertFrame(g, "all", 145, 372, 100, 100)
        assertFrame(g, "o", 95, 322, 200, 200)
    }

    func testBackgroundIsProposedTheContentSize() {
        // A colour background fills exactly the content's frame.
        let g = layoutGraph(box(100, 50).background(Color.blue.ax("bg")))
        assertFrame(g, "bg", 145, 397, 100, 50)
        let aligned = layoutGraph(box(100, 50).background(alignment: .bottomLeading) { box(10, 10, .blue).ax("bg") })
        assertFrame(aligned, "bg", 145, 437, 10, 10)
    }

    func testBackgroundDoesNotAffectStackLayout() {
        // Siblings see only the primary view's size.
        let g = layoutGraph(HStack { box(50, 50).background(box(300, 300, .blue)); box(50, 50).ax("b") })
        assertFrame(g, "b", 199, 397, 50, 50)
    }

    func testBackgroundDrawsBeforeAndOverlayAfter() {
        // Drawing order: background, content, overlay.
        let g = ViewGraph(root: box(50, 50, .red).background(Color.blue).overlay(Color.green.opacity(0.5)))
        let list = g.render(size: CGSize(width: 390, height: 844)).inliningRetainedParts()
        func colors(_ items: [DisplayItem]) -> [RGBAColor] {
            items.flatMap { item -> [RGBAColor] in
                switch item {
                case .fill(_, .color(let c), _): return [c]
                case .effect(_, let inner): return colors(inner.items)
                default: return []
                }
            }
        }
        let drawn = colors(list.items)
        XCTAssertEqual(drawn.count, 3)
        guard drawn.count == 3 else { return }
        XCTAssertEqual(drawn[0], Color.blue.resolvedColor(in: EnvironmentValues()))
        XCTAssertEqual(drawn[1], Color.red.resolvedColor(in: EnvironmentValues()))
        XCTAssertEqual(drawn[2].alpha, 0.5, accuracy: 1e-9)
    }

    // MARK: Offset and position

    func testOffsetMovesTheRenderedFrameOnly() {
        // offset is a render translation: siblings keep their places; the identified view is drawn moved.
        let g = layoutGraph(HStack { box(50, 50).offset(x: 10, y: 20).ax("a"); box(50, 50).ax("b") })
        assertFrame(g, "a", 151, 417, 50, 50)
        assertFrame(g, "b", 199, 397, 50, 50)
        // An identifier inside the offset is moved by its ancestor.
        let inner = layoutGraph(box(50, 50).ax("a").offset(CGSize(width: -5, height: 5)))
        assertFrame(inner, "a", 165, 402, 50, 50)
        // The layout frame itself is unchanged.
        XCTAssertEqual(inner.node(withIdentifier: "a")?.frame, CGRect(x: 170, y: 397, width: 50, height: 50))
        let list = inner.render(size: CGSize(width: 390, height: 844)).inliningRetainedParts()
        guard case .effect(.transform(let t), _)? = list.items.first else { return XCTFail("no transform effect") }
        XCTAssertEqual(t.tx, -5)
        XCTAssertEqual(t.ty, 5)
    }

    func testPositionTakesTheProposalAndCentresTheChild() {
        // position fills the proposal and puts the child's centre at the point.
        let g = layoutGraph(box(20, 20).ax("c").position(x: 50, y: 60).ax("p"))
        assertFrame(g, "p", 0, 0, 390, 844)
        assertFrame(g, "c", 40, 50, 20, 20)
        let point = layoutGraph(box(20, 20).ax("c").position(CGPoint(x: 100, y: 100)).frame(width: 200, height: 200))
        assertFrame(point, "c", 185, 412, 20, 20)
    }

    // MARK: Alignment guides

    func testALeadingGuideAtTheTrailingEdgeMovesAViewLeft() {
        // b's leading guide is its trailing edge, so b ends where a starts; the stack spans both (150).
        let g = layoutGraph(VStack(alignment: .leading) {
            box(100, 20).ax("a")
            box(50, 20).alignmentGuide(.leading) { d in d.width }.ax("b")
        })
        assertFrame(g, "a", 170, 398, 100, 20)
        assertFrame(g, "b", 120, 426, 50, 20)
    }

    func testATopGuideOfMinusTenMovesAViewDown() {
        // b's top guide is -10, so b sits 10 below a's top; the stack is 60 tall.
        let g = layoutGraph(HStack(alignment: .top) {
            box(50, 50).ax("a")
            box(50, 50).alignmentGuide(.top) { _ in -10 }.ax("b")
        })
        assertFrame(g, "a", 141, 392, 50, 50)
        assertFrame(g, "b", 199, 402, 50, 50)
    }

    func testAnAlignmentGuideMadeAfterTheFirstLayoutAligns() {
        // The stack knew its subtree had no guide of its own (every guide the default); a guide made later,
        // below a frame and a padding, moves b 10 below a's top as it would from the start, and its leaving
        // moves b back.
        let holder = GuideSwitch()
        let g = layoutGraph(LateAlignmentGuide(holder: holder))
        guard let a = g.frame(ofIdentifier: "a"), let b = g.frame(ofIdentifier: "b") else { return XCTFail("no frames") }
        XCTAssertEqual(b.minY, a.minY)
        holder.guided?.wrappedValue = true
        g.flush(through: .update)
        g.flush(through: .layout, in: CGSize(width: 390, height: 844))
        guard let a2 = g.frame(ofIdentifier: "a"), let b2 = g.frame(ofIdentifier: "b") else { return XCTFail("no frames") }
        XCTAssertEqual(b2.minY, a2.minY + 10)
        XCTAssertEqual(b2.height, 50)
        // The guide leaves: b lines up with a's top again.
        holder.guided?.wrappedValue = false
        g.flush(through: .update)
        g.flush(through: .layout, in: CGSize(width: 390, height: 844))
        XCTAssertEqual(g.frame(ofIdentifier: "b")?.minY, a.minY)
        XCTAssertEqual(g.frame(ofIdentifier: "a")?.minY, a.minY)
    }

    func testFirstTextBaselineGuide() {
        // Views without text use their bottom as the baseline; an explicit guide overrides it.
        let g = layoutGraph(HStack(alignment: .firstTextBaseline) {
            box(50, 50).alignmentGuide(.firstTextBaseline) { _ in 40 }.ax("a")
            box(50, 30).ax("b")
        })
        assertFrame(g, "a", 141, 397, 50, 50)
        assertFrame(g, "b", 199, 407, 50, 30)
    }

    func testTextBaselinesLineUpInHStack() {
        // Texts of different sizes aligned on .firstTextBaseline share one baseline.
        let g = layoutGraph(HStack(alignment: .firstTextBaseline) {
            Text("Small").font(.system(size: 12)).ax("s")
            Text("Large").font(.system(size: 40)).ax("l")
        })
        guard let s = g.node(withIdentifier: "s"), let l = g.node(withIdentifier: "l"),
              let bs = s.baselines(in: s.frame.size), let bl = l.baselines(in: l.frame.size) else {
            return XCTFail("texts report no baselines")
        }
        XCTAssertEqual(s.frame.minY + bs.first, l.frame.minY + bl.first, accuracy: 1)
        XCTAssertGreaterThan(s.frame.minY, l.frame.minY)
    }

    // MARK: GeometryReader and coordinate spaces

    func testGeometryReaderSizeAndContentPlacement() {
        // The reader takes its frame's 200 x 100; content sized from proxy.size sits at its top-leading corner.
        let g = layoutGraph(GeometryReader { p in
            Color.red.frame(width: p.size.width / 2, height: 10).ax("c")
        }.ax("r").frame(width: 200, height: 100))
        assertFrame(g, "r", 95, 372, 200, 100)
        assertFrame(g, "c", 95, 372, 100, 10)
    }

    func testGeometryReaderRebuildsWhenItsSizeChanges() {
        // The content depends on the size: a new window size makes the reader build it again.
        let g = layoutGraph(GeometryReader { p in Color.red.frame(width: p.size.width / 2, height: p.size.height / 4).ax("c") })
        assertFrame(g, "c", 0, 0, 195, 211)
        g.flush(through: .layout, in: CGSize(width: 200, height: 400))
        assertFrame(g, "c", 0, 0, 100, 100)
    }

    func testGeometryReaderIsGreedyWithAnIdealOf10() {
        // Proposal-filling in a VStack; 10 x 10 when asked for its ideal size.
        let g = layoutGraph(VStack(spacing: 0) { GeometryReader { _ in Color.red }.ax("g"); box(390, 44) })
        assertFrame(g, "g", 0, 0, 390, 800)
        let ideal = layoutGraph(GeometryReader { _ in Color.red }.fixedSize().ax("g"))
        assertFrame(ideal, "g", 190, 417, 10, 10)
    }

    func testGeometryProxyFrameInCoordinateSpaces() {
        // .global is the window; .named is relative to the named view; .local has a zero origin.
        let recorder = Recorder()
        let g = layoutGraph(VStack {
            Color.red.frame(height: 100)
            GeometryReader { p in
                let _ = recorder.frames["global"] = p.frame(in: .global)
                let _ = recorder.frames["named"] = p.frame(in: .named("stack"))
                let _ = recorder.frames["local"] = p.frame(in: .local)
                let _ = recorder.frames["named17"] = p.frame(in: NamedCoordinateSpace.named("stack"))
                Color.blue
            }.frame(height: 100)
        }.coordinateSpace(name: "stack"))
        _ = g
        XCTAssertEqual(recorder.frames["global"], CGRect(x: 0, y: 426, width: 390, height: 100))
        XCTAssertEqual(recorder.frames["named"], CGRect(x: 0, y: 108, width: 390, height: 100))
        XCTAssertEqual(recorder.frames["named17"], CGRect(x: 0, y: 108, width: 390, height: 100))
        XCTAssertEqual(recorder.frames["local"], CGRect(x: 0, y: 0, width: 390, height: 100))
    }

    func testNamedCoordinateSpaceIOS17Form() {
        // coordinateSpace(.named(_:)) names the space like coordinateSpace(name:).
        let recorder = Recorder()
        let g = layoutGraph(box(100, 100).overlay {
            GeometryReader { p in
                let _ = recorder.frames["r"] = p.frame(in: .named("box"))
                Color.clear
            }.padding(10)
        }.coordinateSpace(.named("box")))
        _ = g
        XCTAssertEqual(recorder.frames["r"], CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    // MARK: ScrollView


    func testScrollViewContentAtIdealHeight() {
        // The content is proposed the width and an unspecified height: twenty 100-point rows, 2000 tall.
        let g = layoutGraph(ScrollView {
            VStack(spacing: 0) { ForEach(0..<20) { i in Color.red.frame(height: 100).ax("row\(i)") } }
        }.ax("s"))
        assertFrame(g, "s", 0, 0, 390, 844)
        assertFrame(g, "row0", 0, 0, 390, 100)
        assertFrame(g, "row19", 0, 1900, 390, 100)
    }

    func testScrollViewOffsetIsClamped() {
        // Scrolling moves the content; the offset stays within 0...(2000 - 844).
        let g = layoutGraph(ScrollView {
            VStack(spacing: 0) { ForEach(0..<20) { i in Color.red.frame(height: 100).ax("row\(i)") } }
        })
        guard let s = scrollNode(g) else { return XCTFail("no scroll view") }
        XCTAssertEqual(s.contentSize, CGSize(width: 390, height: 2000))
        s.scroll(by: CGSize(width: 0, height: 500))
        assertFrame(g, "row0", 0, -500, 390, 100)
        s.scroll(by: CGSize(width: 300, height: 5000))
        XCTAssertEqual(s.contentOffset, CGPoint(x: 0, y: 1156))
        assertFrame(g, "row19", 0, 744, 390, 100)
        s.scroll(by: CGSize(width: 0, height: -10_000))
        XCTAssertEqual(s.contentOffset, .zero)
        s.scroll(by: CGSize(width: 0, height: CGFloat.nan))
        XCTAssertEqual(s.contentOffset, .zero)
    }

    func testScrollViewCentresNarrowContentAcross() {
        // Greedy along both axes; narrower content is centred across and starts at the top.
        let g = layoutGraph(ScrollView { box(100, 50).ax("c") }.ax("s"))
        assertFrame(g, "s", 0, 0, 390, 844)
        assertFrame(g, "c", 145, 0, 100, 50)
        let ideal = layoutGraph(ScrollView { box(50, 50) }.fixedSize().ax("s"))
        assertFrame(ideal, "s", 170, 397, 50, 50)
    }

    func testAHorizontalScrollViewStartsAtItsLeadingEdgeAndClampsItsOffset() {
        // A horizontal scroll view proposes an unspecified width; the content starts at its leading edge.
        let g = layoutGraph(ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 0) { ForEach(0..<3) { i in Color.red.frame(width: 200).ax("h\(i)") } }
        }.frame(height: 100).ax("s"))
        assertFrame(g, "s", 0, 372, 390, 100)
        assertFrame(g, "h2", 400, 372, 200, 100)
        guard let s = scrollNode(g) else { return XCTFail("no scroll view") }
        s.scroll(by: CGSize(width: 1000, height: 50))
        XCTAssertEqual(s.contentOffset, CGPoint(x: 210, y: 0))
        assertFrame(g, "h2", 190, 372, 200, 100)
    }

    func testScrollViewClipsItsContent() {
        // The content is drawn through a clip to the scroll view's bounds.
        let g = ViewGraph(root: ScrollView { Color.red.frame(height: 2000) }.frame(height: 300))
        let list = g.render(size: CGSize(width: 390, height: 844)).inliningRetainedParts()
        guard case .effect(.clip(let path, _), _)? = list.items.first else { return XCTFail("no clip") }
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 272, width: 390, height: 300))
    }

    // MARK: Custom layouts and lazy stacks

    func testCustomEqualWidthLayout() {
        // The layout gives every subview the widest ideal width (60) and places them side by side.
        let g = layoutGraph(EqualWidthRow {
            box(30, 10).ax("a")
            box(60, 20).ax("b")
        }.ax("row"))
        assertFrame(g, "row", 135, 412, 120, 20)
        assertFrame(g, "a", 135, 412, 30, 10)
        assertFrame(g, "b", 195, 412, 60, 20)
    }

    func testLayoutValuesReachTheLayoutThroughModifiersAndBodies() {
        // b is ranked first, a (whose value is set under a padding) second, c keeps the default and goes first
        // of all; the nearest value wins over one further in.
        let g = layoutGraph(Ranked {
            box(30, 10).layoutValue(key: Rank.self, value: 2).padding(0).ax("a")
            box(40, 10).layoutValue(key: Rank.self, value: 5).layoutValue(key: Rank.self, value: 1).ax("b")
            box(50, 10).ax("c")
        })
        assertFrame(g, "c", 135, 417, 50, 10)
        assertFrame(g, "b", 185, 417, 40, 10)
        assertFrame(g, "a", 225, 417, 30, 10)
    }

    func testCustomFlowLayoutWraps() {
        // Five 100 x 30 views in 250 points wrap two to a row; the 200-wide flow is centred in its frame.
        let g = layoutGraph(Flow()({
            ForEach(0..<5) { i in box(100, 30).ax("f\(i)") }
        }).frame(width: 250))
        assertFrame(g, "f0", 95, 377, 100, 30)
        assertFrame(g, "f1", 195, 377, 100, 30)
        assertFrame(g, "f2", 95, 407, 100, 30)
        assertFrame(g, "f4", 95, 437, 100, 30)
    }

    func testLazyVStackFillsTheWidth() {
        // LazyVStack lays out like a VStack but takes the whole proposed width.
        let g = layoutGraph(LazyVStack { box(50, 50).ax("a"); box(50, 50).ax("b") }.ax("s"))
        assertFrame(g, "s", 0, 368, 390, 108)
        assertFrame(g, "a", 170, 368, 50, 50)
        assertFrame(g, "b", 170, 426, 50, 50)
        let h = layoutGraph(LazyHStack(spacing: 0) { box(50, 50).ax("a") }.ax("s"))
        assertFrame(h, "s", 170, 0, 50, 844)
        assertFrame(h, "a", 170, 397, 50, 50)
    }

    // MARK: Divider

    func testDividerInVStackIsAFullWidthLine() {
        // In a VStack a divider is 1 point tall and as wide as the stack proposes (the window).
        let g = layoutGraph(VStack(spacing: 0) { box(100, 20); Divider().ax("d"); box(100, 20) })
        assertFrame(g, "d", 0, 422, 390, 1)
    }

    func testDividerInHStackIsAVerticalLine() {
        // In an HStack a divider is 1 point wide and as tall as proposed.
        let g = layoutGraph(HStack(spacing: 0) { box(20, 100); Divider().ax("d"); box(20, 100) }.frame(height: 100))
        assertFrame(g, "d", 195, 372, 1, 100)
    }

    func testDividerDrawsTheSeparatorColour() {
        // The separator colour: 60, 60, 67 at 0.29 in light mode.
        let g = ViewGraph(root: Divider())
        let list = g.render(size: CGSize(width: 390, height: 844)).inliningRetainedParts()
        guard case .fill(let path, .color(let c), _)? = list.items.first else { return XCTFail("no fill") }
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 422, width: 390, height: 1))
        XCTAssertEqual(c.red * 255, 60, accuracy: 0.5)
        XCTAssertEqual(c.blue * 255, 67, accuracy: 0.5)
        XCTAssertEqual(c.alpha, 0.29, accuracy: 0.001)
    }

    func testAStackPlacedNarrowerThanItsProposalKeepsTheSizesItMeasured() {
        // The HStack is 156 wide for a proposal of 300 and is placed 156 wide: its children must get
        // what they were measured at for 300 (SwiftUI places for the proposal, not for the bounds).
        let row = HStack(spacing: 10) {
            Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
            Button("Remove", role: .destructive) {}
        }
        let host = TestHost(row.frame(width: 300), size: CGSize(width: 390, height: 100))
        XCTAssertEqual(host.texts, ["Delete", "Remove"], "nothing is truncated")
        XCTAssertEqual(host.frame(ofText: "Delete")?.width ?? 0, 53, accuracy: 1)
        XCTAssertEqual(host.frame(ofText: "Remove")?.width ?? 0, 65, accuracy: 1)
    }
}

@MainActor private final class GuideSwitch { var guided: Binding<Bool>? }

/// b gets a top guide of -10 when `guided` turns on, made below a frame and a padding.
private struct LateAlignmentGuide: View {
    let holder: GuideSwitch
    @State private var guided = false
    var body: some View {
        let _ = holder.guided = $guided
        HStack(alignment: .top) {
            box(50, 50).ax("a")
            Group {
                if guided { box(50, 50).alignmentGuide(.top) { _ in -10 }.ax("b") } else { box(50, 50).ax("b") }
            }
            .frame(width: 50).padding(0)
        }
    }
}
