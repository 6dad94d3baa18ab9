import XCTest
@testable @_spi(Backend) import AtelierCore
@testable import AtelierTesting

// Drawing is retained: a change makes only the changed node's drawing again, in place, and the backend
// skips what lies outside the clip. Each test changes a live tree and compares its frame with the frame of
// a new tree built directly in the final state: retention must never show anything else.

/// What the scene shows; every field is also the scene's starting state.
private struct SceneState: Equatable {
    var label = ""
    var showsSquare = false
    var offset: CGFloat = 0
    var side: CGFloat = 20
    var rowColour = 0
    var opacity = 1.0
    var lift: CGFloat = 0
}

@MainActor private enum Scene {
    static var state: Binding<SceneState>?
}

private struct ChangingScene: View {
    @State var state: SceneState
    var body: some View {
        let _ = Scene.state = $state
        ScrollView {
            VStack(spacing: 0) {
                // A label that starts empty inside an offset, in a fixed frame (so nothing around it is laid
                // out again): it must appear when it gets text.
                Text(state.label).frame(width: 200, height: 30).offset(x: state.offset)
                // A square that comes and goes inside a faded group.
                Group {
                    if state.showsSquare { Color.orange.frame(width: 30, height: 30) }
                    Color.gray.frame(width: 10, height: 10)
                }
                .opacity(state.opacity)
                ForEach(0..<300, id: \.self) { i in
                    HStack {
                        Text("row \(i)")
                        Spacer()
                        // One row's square grows past its row and changes colour.
                        Rectangle().fill(i == 5 && state.rowColour == 1 ? Color.red : Color.blue)
                            .frame(width: i == 5 ? state.side : 20, height: i == 5 ? state.side : 20)
                            .offset(x: i == 5 ? -state.offset : 0, y: i == 299 ? -state.lift : 0)
                    }
                    .padding(.horizontal, 16)
                    .frame(height: 44)
                }
            }
        }
    }
}

/// Applies `changes` one after another to a live scene, drawing a frame after each, and checks every
/// frame against a new scene made in that state (and scrolled as far).
@MainActor private func check(_ changes: [(inout SceneState) -> Void], scroll: CGFloat = 0,
                              file: StaticString = #filePath, line: UInt = #line) {
    let size = CGSize(width: 390, height: 600)
    let live = TestHost(ChangingScene(state: SceneState()), size: size)
    if scroll != 0 { _ = live.scroll(by: CGSize(width: 0, height: scroll), at: CGPoint(x: 200, y: 300)) }
    // The first frame is drawn before any change, so that every change reaches a drawing already kept.
    XCTAssertNotNil(live.pngData())
    // The live scene's own state (the fresh scenes made below report theirs too).
    let liveState = Scene.state!
    var state = SceneState()
    for (step, change) in changes.enumerated() {
        change(&state)
        liveState.wrappedValue = state
        let fresh = TestHost(ChangingScene(state: state), size: size)
        if scroll != 0 { _ = fresh.scroll(by: CGSize(width: 0, height: scroll), at: CGPoint(x: 200, y: 300)) }
        XCTAssertEqual(live.pngData(), fresh.pngData(), "frame after change \(step + 1) differs from a fresh render",
                       file: file, line: line)
    }
}

@preconcurrency @MainActor final class RetainedDrawingTests: XCTestCase {
    func testContentThatAppearsInsideAnEmptyWrapperIsDrawn() {
        check([{ $0.label = "Hello" }, { $0.offset = 40 }, { $0.label = "" }, { $0.label = "Back" }])
    }

    func testAViewThatComesAndGoesInsideAFadedGroupIsDrawn() {
        check([{ $0.showsSquare = true }, { $0.opacity = 0.5 }, { $0.showsSquare = false }, { $0.opacity = 0 },
               { $0.showsSquare = true; $0.opacity = 1 }])
    }

    func testAColourChangeAndAGrowingSquareInALongListAreDrawn() {
        check([{ $0.rowColour = 1 }, { $0.side = 80 }, { $0.offset = 150 }, { $0.side = 10; $0.rowColour = 0 }])
    }

    func testADrawingThatGrowsPastItsListIsNotSkipped() {
        // The last row's square is lifted from the end of the list into the window: the bounds of the
        // runs around it must grow, or it would be skipped there.
        check([{ $0.lift = 299 * 44 - 250 }, { $0.lift = 299 * 44 - 400 }])
    }

    func testChangesInAScrolledListAreDrawnWhereTheyShow() {
        // Scrolled so that row 5 is near the top and most rows are far outside the clip.
        check([{ $0.rowColour = 1 }, { $0.side = 60 }, { $0.offset = 100 }], scroll: 200)
    }

    func testRetainedPartsOutsideTheClipAreSkippedButOnesInsideArePainted() {
        let host = TestHost(ChangingScene(state: SceneState()), size: CGSize(width: 390, height: 600))
        let list = host.graph.render(size: CGSize(width: 390, height: 600))
        // The long list is kept as runs of rows with bounds; rows far below the window lie outside.
        func longest(_ list: DisplayList) -> RetainedDisplayList? {
            var best: RetainedDisplayList?
            for item in list.items {
                var candidate: RetainedDisplayList?
                switch item {
                case .retained(let kept): candidate = kept.list.items.count > 100 ? kept : longest(kept.list)
                case .effect(_, let inner): candidate = longest(inner)
                default: break
                }
                if let c = candidate, c.list.items.count > (best?.list.items.count ?? 0) { best = c }
            }
            return best
        }
        guard let rows = longest(list) else { return XCTFail("no long retained list") }
        XCTAssertGreaterThan(rows.runs.runs.count, 5)
        let visible = CGRect(x: 0, y: 0, width: 390, height: 600)
        let outside = rows.runs.runs.filter { !$0.bounds.intersects(visible) }
        XCTAssertGreaterThan(outside.count, rows.runs.runs.count / 2, "most runs lie below the window")
        XCTAssertTrue(rows.runs.runs.first.map { $0.bounds.intersects(visible) } ?? false, "the first run shows")
    }
}

/// Drawing that depends on the environment: a border, a text and a shape in the primary colour.
private struct SchemeScene: View {
    @State var dark: Bool
    var body: some View {
        let _ = Scene.dark = $dark
        VStack {
            Text("Primary").padding(8).border(Color.primary, width: 3)
            Circle().fill(Color.primary).frame(width: 40, height: 40)
            Divider()
        }
        .padding()
        .background(dark ? Color.black : Color.white)
        .environment(\.colorScheme, dark ? .dark : .light)
    }
}

extension Scene {
    @MainActor static var dark: Binding<Bool>?
}

extension RetainedDrawingTests {
    func testAnEnvironmentChangeRedrawsWhatDrawsWithIt() {
        let size = CGSize(width: 200, height: 200)
        let live = TestHost(SchemeScene(dark: false), size: size)
        XCTAssertNotNil(live.pngData())
        // The live scene's own state (the fresh scenes made below report theirs too).
        let liveDark = Scene.dark!
        for dark in [true, false, true] {
            liveDark.wrappedValue = dark
            XCTAssertEqual(live.pngData(), TestHost(SchemeScene(dark: dark), size: size).pngData(),
                           "the frame in the \(dark ? "dark" : "light") scheme differs from a fresh render")
        }
    }
}
