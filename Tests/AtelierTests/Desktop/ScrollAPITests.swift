import XCTest
@testable @_spi(Backend) import AtelierCore
@testable @_spi(Backend) import AtelierTesting

/// Rows of 50 points with IDs 0..<count in a (lazy or plain) stack marked as the scroll target layout.
private struct TargetRows: View {
    var count = 40
    var lazy = false
    var body: some View {
        if lazy {
            LazyVStack(spacing: 0) { ForEach(0..<count, id: \.self) { i in Text("Row \(i)").frame(maxWidth: .infinity).frame(height: 50) } }
                .scrollTargetLayout()
        } else {
            VStack(spacing: 0) { ForEach(0..<count, id: \.self) { i in Text("Row \(i)").frame(maxWidth: .infinity).frame(height: 50) } }
                .scrollTargetLayout()
        }
    }
}

@MainActor private final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}

/// A scroll view of target rows bound to an ID through a state, which a test writes through `model`.
@Observable @MainActor private final class PositionModel {
    var id: Int?
    var position = ScrollPosition(idType: Int.self)
}

private struct BoundRows: View {
    let model: PositionModel
    var lazy = false
    var anchor: UnitPoint?
    var body: some View {
        ScrollView { TargetRows(lazy: lazy) }
            .scrollPosition(id: Binding(get: { model.id }, set: { model.id = $0 }), anchor: anchor)
    }
}

private struct PositionRows: View {
    let model: PositionModel
    var body: some View {
        ScrollView { TargetRows(lazy: true) }
            .scrollPosition(Binding(get: { model.position }, set: { model.position = $0 }))
    }
}

@Observable @MainActor private final class Chat { var count = 30 }

private struct ChatView: View {
    let chat: Chat
    var body: some View {
        ScrollView { VStack(spacing: 0) { ForEach(0..<chat.count, id: \.self) { i in Text("M\(i)").frame(height: 50) } } }
            .defaultScrollAnchor(.bottom)
    }
}

@Observable @MainActor private final class RowCount { var count = 100 }

private struct Shrinking: View {
    let rows: RowCount
    var body: some View {
        ScrollView { VStack(spacing: 0) { ForEach(0..<rows.count, id: \.self) { _ in Color.white.frame(height: 20) } } }
    }
}

@preconcurrency @MainActor final class ScrollAPITests: XCTestCase {
    let size = CGSize(width: 200, height: 400)
    let middle = CGPoint(x: 100, y: 200)

    func testScrollPositionIDFollowsTheUserAndScrollsWhenWritten() {
        for lazy in [false, true] {
            let model = PositionModel()
            let host = TestHost(BoundRows(model: model, lazy: lazy), size: size)
            XCTAssertNil(model.id, "not written before a scroll")
            host.scroll(by: CGSize(width: 0, height: 120), at: middle)
            XCTAssertEqual(model.id, 2, "rows 0 and 1 scrolled past, row 2 at the top (lazy: \(lazy))")
            host.scroll(by: CGSize(width: 0, height: 30), at: middle)
            XCTAssertEqual(model.id, 3)
            model.id = 30
            host.advance(by: 0)
            XCTAssertEqual(scrollOffset(host).y, 1500, accuracy: 0.5, "row 30 at the top (lazy: \(lazy))")
            XCTAssertEqual(host.frame(ofText: "Row 30")?.minY ?? -1, 15, accuracy: 1)
            XCTAssertEqual(model.id, 30)
            // The last rows cannot reach the top: the view stops at the end.
            model.id = 39
            host.advance(by: 0)
            XCTAssertEqual(scrollOffset(host).y, 1600, accuracy: 0.5)
        }
    }

    func testScrollPositionAnchorReadsAndScrollsAtThatPoint() {
        let model = PositionModel()
        let host = TestHost(BoundRows(model: model, anchor: .bottom), size: size)
        model.id = 20
        host.advance(by: 0)
        // Row 20 (1000..1050) at the bottom: offset 650.
        XCTAssertEqual(scrollOffset(host).y, 650, accuracy: 0.5)
        host.scroll(by: CGSize(width: 0, height: 100), at: middle)
        XCTAssertEqual(model.id, 22, "the row at the bottom edge")
    }

    func testScrollPositionToAMissingIDWarnsOnceAndStays() {
        let model = PositionModel()
        let host = TestHost(BoundRows(model: model), size: size)
        host.scroll(by: CGSize(width: 0, height: 100), at: middle)
        Diagnostics.reset()
        model.id = 4242
        host.advance(by: 0.1)
        host.advance(by: 0.1)
        let warnings = Diagnostics.warnings
        XCTAssertEqual(warnings.filter { $0.contains("4242") }.count, 1, "\(warnings)")
        XCTAssertEqual(scrollOffset(host).y, 100)
    }

    func testScrollPositionValue() {
        let model = PositionModel()
        let host = TestHost(PositionRows(model: model), size: size)
        model.position.scrollTo(edge: .bottom)
        host.advance(by: 0)
        XCTAssertGreaterThan(scrollOffset(host).y, 1000)
        XCTAssertEqual(model.position.edge, .bottom)
        model.position.scrollTo(y: 500)
        host.advance(by: 0)
        XCTAssertEqual(scrollOffset(host).y, 500, accuracy: 0.5)
        model.position.scrollTo(id: 3)
        host.advance(by: 0)
        XCTAssertEqual(scrollOffset(host).y, 150, accuracy: 0.5)
        host.scroll(by: CGSize(width: 0, height: 60), at: middle)
        XCTAssertTrue(model.position.isPositionedByUser, "\(model.position)")
        XCTAssertEqual(model.position.point, CGPoint(x: 0, y: 210))
        XCTAssertEqual(model.position.viewID(type: Int.self), 4)
        XCTAssertNotNil(model.position.viewID)
        model.position.scrollTo(id: 7)
        XCTAssertEqual(model.position.viewID as? Int, 7, "a program's identity comes back as it was given")
    }

    func testPagingSettlesOnTheNextPageAfterTheWheelStops() {
        let host = TestHost(ScrollView { TargetRows() }.scrollTargetBehavior(.paging), size: size)
        host.scroll(by: CGSize(width: 0, height: 40), at: middle)
        XCTAssertEqual(scrollOffset(host).y, 40)
        host.advance(by: 0.1)
        XCTAssertEqual(scrollOffset(host).y, 40, "still scrolling")
        host.advance(by: 0.5)
        XCTAssertEqual(scrollOffset(host).y, 400, "one page on")
        host.scroll(by: CGSize(width: 0, height: -40), at: middle)
        host.advance(by: 0.6)
        XCTAssertEqual(scrollOffset(host).y, 0, "back a page")
        // At the end, the last page ends where the content does.
        host.scroll(by: CGSize(width: 0, height: 1590), at: middle)
        host.advance(by: 0.6)
        XCTAssertEqual(scrollOffset(host).y, 1600)
        host.advance(by: 2)
        XCTAssertFalse(host.wantsFrames, "settled, and the bar faded")
    }

    func testViewAlignedSettlesOnARowEdge() {
        let host = TestHost(ScrollView { TargetRows() }.scrollTargetBehavior(.viewAligned), size: size)
        host.scroll(by: CGSize(width: 0, height: 70), at: middle)
        host.advance(by: 0.6)
        XCTAssertEqual(scrollOffset(host).y, 100, "the next row's top")
        host.scroll(by: CGSize(width: 0, height: -20), at: middle)
        host.advance(by: 0.6)
        XCTAssertEqual(scrollOffset(host).y, 50)
        // A thumb drag settles too, on the row nearest.
        host.graph.hover(at: CGPoint(x: 195, y: 20))
        host.pointerDown(at: CGPoint(x: 195, y: 20))
        host.pointerMove(to: CGPoint(x: 195, y: 25))
        host.pointerUp()
        host.advance(by: 0.6)
        XCTAssertEqual(scrollOffset(host).y.truncatingRemainder(dividingBy: 50), 0)
    }

    func testCustomTargetBehavior() {
        struct TenPoints: ScrollTargetBehavior {
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
                target.rect.origin.y = (target.rect.minY / 10).rounded() * 10
            }
        }
        let host = TestHost(ScrollView { TargetRows() }.scrollTargetBehavior(TenPoints()), size: size)
        host.scroll(by: CGSize(width: 0, height: 47), at: middle)
        host.advance(by: 0.6)
        XCTAssertEqual(scrollOffset(host).y, 50)
    }

    func testDefaultScrollAnchorBottomStartsAtTheEndAndStaysAsContentGrows() {
        let chat = Chat()
        let host = TestHost(ChatView(chat: chat), size: size)
        XCTAssertEqual(scrollOffset(host).y, 1100)
        XCTAssertEqual(host.frame(ofText: "M29")?.maxY ?? 0, 400 - 15, accuracy: 1)
        chat.count = 31
        host.advance(by: 0)
        XCTAssertEqual(scrollOffset(host).y, 1150, "still at the bottom")
        host.scroll(by: CGSize(width: 0, height: -200), at: middle)
        chat.count = 32
        host.advance(by: 0)
        XCTAssertEqual(scrollOffset(host).y, 950, "scrolled up: stays where the user left it")
        // A lazy chat too.
        struct LazyChat: View {
            var body: some View {
                ScrollView { LazyVStack(spacing: 0) { ForEach(0..<1000, id: \.self) { i in Text("M\(i)").frame(height: 50) } } }
                    .defaultScrollAnchor(.bottom)
            }
        }
        let lazy = TestHost(LazyChat(), size: size)
        XCTAssertNotNil(lazy.frame(ofText: "M999"))
        XCTAssertEqual(lazy.frame(ofText: "M999")?.maxY ?? 0, 385, accuracy: 1)
    }

    func testOnScrollGeometryChangeReportsOldAndNewValues() {
        let changes = Box<[(ScrollGeometry, ScrollGeometry)]>([])
        let flags = Box<[Bool]>([])
        let host = TestHost(ScrollView { TargetRows() }
            .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }, action: { changes.value.append(($0, $1)) })
            .onScrollGeometryChange(for: Bool.self, of: { $0.contentOffset.y > 100 }, action: { flags.value.append($1) }),
            size: size)
        XCTAssertTrue(changes.value.isEmpty)
        host.scroll(by: CGSize(width: 0, height: 60), at: middle)
        XCTAssertEqual(changes.value.count, 1)
        let (old, new) = changes.value[0]
        XCTAssertEqual(old.contentOffset, .zero)
        XCTAssertEqual(new.contentOffset, CGPoint(x: 0, y: 60))
        XCTAssertEqual(new.contentSize, CGSize(width: 200, height: 2000))
        XCTAssertEqual(new.containerSize, size)
        XCTAssertEqual(new.contentInsets, EdgeInsets())
        XCTAssertEqual(new.visibleRect, CGRect(x: 0, y: 60, width: 200, height: 400))
        XCTAssertEqual(new.bounds, CGRect(x: 0, y: 60, width: 200, height: 400))
        XCTAssertEqual(flags.value, [])
        host.scroll(by: CGSize(width: 0, height: 60), at: middle)
        host.scroll(by: CGSize(width: 0, height: 60), at: middle)
        XCTAssertEqual(flags.value, [true], "only when the value changes")
        XCTAssertEqual(changes.value.count, 3)
    }

    func testScrollDisabledIgnoresWheelAndBarButTheProgramScrolls() {
        let model = PositionModel()
        let host = TestHost(ScrollView { TargetRows() }
            .scrollPosition(id: Binding(get: { model.id }, set: { model.id = $0 }))
            .scrollDisabled(true), size: size)
        XCTAssertFalse(host.scroll(by: CGSize(width: 0, height: 60), at: middle))
        host.graph.hover(at: CGPoint(x: 195, y: 20))
        host.pointerDown(at: CGPoint(x: 195, y: 20))
        host.pointerMove(to: CGPoint(x: 195, y: 200))
        host.pointerUp()
        XCTAssertEqual(scrollOffset(host).y, 0)
        for y in stride(from: 2.0, to: 398, by: 8) { XCTAssertFalse(showsThumb(host, 195, y)) }
        model.id = 10
        host.advance(by: 0)
        XCTAssertEqual(scrollOffset(host).y, 500)
        // The wheel goes to a scroll view around a disabled one.
        let outer = TestHost(ScrollView { VStack(spacing: 0) {
            ScrollView { TargetRows() }.frame(height: 200).scrollDisabled(true)
            Color.white.frame(height: 2000)
        } }, size: size)
        XCTAssertTrue(outer.scroll(by: CGSize(width: 0, height: 30), at: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(scrollOffset(outer).y, 30, "the outer one (the first found is the outer)")
    }

    func testBounceBasedOnSizeHandsTheWheelOutwardWhenTheContentFits() {
        let small = TestHost(ScrollView { TargetRows(count: 3) }.scrollBounceBehavior(.basedOnSize), size: size)
        XCTAssertFalse(small.scroll(by: CGSize(width: 0, height: 30), at: middle))
        XCTAssertEqual(scrollOffset(small).y, 0)
        let always = TestHost(ScrollView { TargetRows(count: 3) }.scrollBounceBehavior(.always), size: size)
        XCTAssertTrue(always.scroll(by: CGSize(width: 0, height: 30), at: middle))
        XCTAssertEqual(scrollOffset(always).y, 0, "taken, but a desktop scroll view does not spring past its end")
        // Nested: a small inner list with .basedOnSize hands the wheel to the page around it.
        let nested = TestHost(ScrollView { VStack(spacing: 0) {
            ScrollView { TargetRows(count: 2) }.frame(height: 200).scrollBounceBehavior(.basedOnSize)
            Color.white.frame(height: 2000)
        } }, size: size)
        XCTAssertTrue(nested.scroll(by: CGSize(width: 0, height: 30), at: CGPoint(x: 100, y: 50)))
        XCTAssertEqual(scrollOffset(nested).y, 30)
    }

    func testBadInput() {
        let host = TestHost(ScrollView { TargetRows() }, size: size)
        Diagnostics.reset()
        XCTAssertFalse(host.scroll(by: CGSize(width: 0, height: CGFloat.nan), at: middle))
        XCTAssertFalse(host.scroll(by: CGSize(width: CGFloat.infinity, height: 0), at: middle))
        XCTAssertFalse(host.scroll(by: CGSize(width: 0, height: 10), at: CGPoint(x: CGFloat.nan, y: 0)))
        XCTAssertEqual(Diagnostics.warnings.count, 2, "\(Diagnostics.warnings)")
        XCTAssertEqual(scrollOffset(host).y, 0)
        host.scroll(by: CGSize(width: 0, height: 1e300), at: middle)
        XCTAssertEqual(scrollOffset(host).y, 1600)
        host.scroll(by: CGSize(width: 0, height: -.greatestFiniteMagnitude), at: middle)
        XCTAssertEqual(scrollOffset(host).y, 0)
        XCTAssertEqual(host.texts.first, "Row 0")
    }

    func testThumbDragWhileTheContentShrinksToNothing() {
        let rows = RowCount()
        let host = TestHost(Shrinking(rows: rows), size: size)
        host.graph.hover(at: CGPoint(x: 195, y: 40))
        host.pointerDown(at: CGPoint(x: 195, y: 40))
        host.pointerMove(to: CGPoint(x: 195, y: 140))
        XCTAssertGreaterThan(scrollOffset(host).y, 0)
        rows.count = 0
        host.advance(by: 0)
        host.pointerMove(to: CGPoint(x: 195, y: 240))
        XCTAssertEqual(scrollOffset(host).y, 0)
        host.pointerMove(to: CGPoint(x: 195, y: -1e9))
        host.pointerUp()
        XCTAssertEqual(scrollOffset(host).y, 0)
        host.advance(by: 2)
        for y in stride(from: 2.0, to: 398, by: 8) { XCTAssertTrue(isWhite(host, 195, y)) }
        rows.count = 100
        host.advance(by: 0)
        host.scroll(by: CGSize(width: 0, height: 10), at: middle)
        XCTAssertEqual(scrollOffset(host).y, 10)
    }
}
