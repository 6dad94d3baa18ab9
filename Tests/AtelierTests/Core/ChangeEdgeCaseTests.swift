import XCTest
@testable @_spi(Backend) import AtelierCore
@testable @_spi(Backend) import AtelierTesting

// Changes at the edges of invalidation, each checked against a fresh tree in the final state: a shape's
// path that changes in the same frame, a deep tree hit, baselines that move in a fixed frame, colours
// resolved from the environment when drawing, a mask over a tappable view, and movement after an animated
// change that no update asked to animate. The live tree changes through a real state write: its root view
// has one @State whose binding the test keeps.

/// Receives a live scene's state binding.
@MainActor private final class EdgeSink<S> { var binding: Binding<S>? }

/// A scene whose state is `S`, drawn by `content`.
private struct EdgeLive<S, C: View>: View {
    @State var state: S
    let sink: EdgeSink<S>
    let content: (S) -> C
    var body: some View {
        let _ = sink.binding = $state
        content(state)
    }
}

@MainActor private func edgeHost<S, C: View>(_ s: S, size: CGSize, sink: EdgeSink<S> = EdgeSink(),
                                    @ViewBuilder _ content: @escaping (S) -> C) -> TestHost {
    TestHost(EdgeLive(state: s, sink: sink, content: content), size: size)
}

/// Draws a live tree in `initial`, writes `final` into its state, and compares its frame with a fresh tree's.
@MainActor private func edgeCheck<S, C: View>(_ initial: S, _ final: S, size: CGSize = CGSize(width: 300, height: 300),
                                     file: StaticString = #filePath, line: UInt = #line,
                                     @ViewBuilder _ content: @escaping (S) -> C) {
    let sink = EdgeSink<S>()
    let live = edgeHost(initial, size: size, sink: sink, content)
    XCTAssertNotNil(live.pngData())  // drawn once before the change
    sink.binding!.wrappedValue = final
    XCTAssertEqual(live.pngData(), edgeHost(final, size: size, content).pngData(),
                   "the live tree differs from a fresh tree in the same state", file: file, line: line)
}

/// Counts taps.
@MainActor private final class EdgeCounter { var count = 0 }

/// A shape whose path depends on a stored property while its size is the proposal's.
private struct EdgeBlob: Shape {
    var big: Bool
    func path(in rect: CGRect) -> Path {
        Path(big ? rect : CGRect(x: rect.minX, y: rect.minY, width: 10, height: 10))
    }
}

@preconcurrency @MainActor final class ChangeEdgeCaseTests: XCTestCase {
    // 1. Hit extents: a shape whose path changes inside the same frame keeps its old extent.

    func testShapeWhosePathGrowsInTheSameFrameIsHitWhereItNowDraws() {
        let taps = EdgeCounter()
        let sink = EdgeSink<Bool>()
        let host = edgeHost(false, size: CGSize(width: 200, height: 200), sink: sink) { big in
            VStack(spacing: 0) {
                EdgeBlob(big: big).fill(Color.red).frame(width: 100, height: 100)
                    .onTapGesture { taps.count += 1 }
                Color.blue.frame(width: 100, height: 50)
            }
        }
        host.tap(at: CGPoint(x: 100, y: 75))  // a miss, which caches the hit extents
        XCTAssertEqual(taps.count, 0)
        sink.binding!.wrappedValue = true
        _ = host.pngData()
        XCTAssertEqual(host.color(at: CGPoint(x: 100, y: 75)).g, 59, "red now fills the frame")
        host.tap(at: CGPoint(x: 100, y: 75))
        XCTAssertEqual(taps.count, 1, "the tap lands on red paint of the grown shape")
    }

    func testAProgressRingThatGrowsIsHitOnItsNewArc() {
        let taps = EdgeCounter()
        let sink = EdgeSink<CGFloat>()
        let ring = { (progress: CGFloat) in
            Circle().trim(from: 0, to: progress).stroke(Color.red, lineWidth: 20)
                .frame(width: 100, height: 100)
                .onTapGesture { taps.count += 1 }
        }
        let size = CGSize(width: 200, height: 200)
        let nineOClock = CGPoint(x: 50, y: 100)  // on the arc only past one half (it starts at 3 o'clock)
        let fresh = edgeHost(CGFloat(1), size: size, ring)
        fresh.tap(at: nineOClock)
        XCTAssertEqual(taps.count, 1, "a fresh full ring is hit at 9 o'clock")
        taps.count = 0
        let live = edgeHost(CGFloat(0.25), size: size, sink: sink, ring)
        live.tap(at: nineOClock)
        XCTAssertEqual(taps.count, 0, "a quarter ring is not there")
        sink.binding!.wrappedValue = 1
        XCTAssertEqual(live.pngData(), fresh.pngData(), "the full ring is drawn")
        live.tap(at: nineOClock)
        XCTAssertEqual(taps.count, 1, "the ring that grew is hit at 9 o'clock")
    }

    // 2. Hit extents are computed by unguarded recursion: a tap on a deep tree overflows the stack.
    // (Crashes the test process; run it alone.)

    func testATapOnATenThousandDeepTreeDoesNotOverflowTheStack() {
        let taps = EdgeCounter()
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<10_000 { view = AnyView(view.padding(1)) }
        let host = TestHost(view.onTapGesture { taps.count += 1 }, size: CGSize(width: 100, height: 100))
        _ = host.pngData()
        host.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(taps.count, 0, "nothing visible is under the point")
    }

    // 3. Layout: a node that keeps its size but whose text baseline moved is not placed again by its
    // baseline-aligning container.

    func testFirstBaselineOfATextInAFixedFrameMovesItsSibling() {
        edgeCheck("A", "A\nA\nA") { s in
            HStack(alignment: .firstTextBaseline) {
                Text(s).frame(width: 60, height: 120)
                Text("B").background(Color.yellow)
            }
        }
    }

    // 4. Effects and the focus ring that resolve colours from the environment when they draw are not drawn
    // again when only the environment changes.

    func testBorderInPrimaryFollowsTheColorScheme() {
        edgeCheck(false, true) { dark in
            Color.gray.frame(width: 100, height: 100).border(Color.primary, width: 10)
                .environment(\.colorScheme, dark ? .dark : .light)
        }
    }

    func testShadowInPrimaryFollowsTheColorScheme() {
        edgeCheck(false, true) { dark in
            Color.gray.frame(width: 100, height: 100).shadow(color: .primary, radius: 0, x: 20, y: 20)
                .environment(\.colorScheme, dark ? .dark : .light)
        }
    }

    func testColorMultiplyInPrimaryFollowsTheColorScheme() {
        edgeCheck(false, true) { dark in
            Color.white.frame(width: 100, height: 100).colorMultiply(.primary)
                .environment(\.colorScheme, dark ? .dark : .light)
        }
    }

    func testTheFocusRingFollowsTheTint() {
        let sink = EdgeSink<Bool>()
        let scene = { (red: Bool) in
            VStack { Button("One") {}; Button("Two") {} }.tint(red ? .red : .blue)
        }
        let size = CGSize(width: 200, height: 200)
        let live = edgeHost(false, size: size, sink: sink, scene)
        live.keyDown(.tab)
        _ = live.pngData()
        sink.binding!.wrappedValue = true
        let fresh = edgeHost(true, size: size, scene)
        fresh.keyDown(.tab)
        XCTAssertEqual(live.pngData(), fresh.pngData(), "labels turn red; the ring must too")
    }

    // 5. (Before this change too.) A mask's own views take the taps meant for the masked content.

    func testATapOnAMaskedViewReachesTheView() {
        let taps = EdgeCounter()
        let host = TestHost(Color.blue.frame(width: 100, height: 100)
            .onTapGesture { taps.count += 1 }
            .mask(Circle()), size: CGSize(width: 200, height: 200))
        host.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps.count, 1)
    }

    // 6. (Before this change too.) The last update's animation is applied to later placements that no
    // update asked for: a scroll, a window resize.

    func testScrollingAfterAnAnimatedChangeDoesNotAnimate() {
        let size = CGSize(width: 200, height: 300)
        let sink = EdgeSink<Bool>()
        let scene = { (flag: Bool) in
            ScrollView {
                VStack(spacing: 0) {
                    Color(flag ? .red : .blue).frame(height: 30)
                    ForEach(0..<50, id: \.self) { i in Text("row \(i)").frame(height: 30) }
                }
            }
        }
        let live = edgeHost(false, size: size, sink: sink, scene)
        _ = live.pngData()
        withAnimation(.linear(duration: 0.5)) { sink.binding!.wrappedValue = true }
        live.advance(by: 1)  // the colour animation is long over
        _ = live.pngData()
        live.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 100, y: 150))
        let fresh = edgeHost(true, size: size, scene)
        fresh.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 100, y: 150))
        XCTAssertEqual(live.frame(ofText: "row 10"), fresh.frame(ofText: "row 10"))
        XCTAssertEqual(live.pngData(), fresh.pngData())
    }

    func testResizingTheWindowAfterAnAnimatedChangeDoesNotAnimate() {
        let sink = EdgeSink<Bool>()
        let scene = { (flag: Bool) in
            HStack { Text("left"); Spacer(); Text(flag ? "right!" : "right") }.padding()
        }
        let live = edgeHost(false, size: CGSize(width: 300, height: 100), sink: sink, scene)
        _ = live.pngData()
        withAnimation(.linear(duration: 0.5)) { sink.binding!.wrappedValue = true }
        live.advance(by: 1)
        _ = live.pngData()
        let narrow = CGSize(width: 200, height: 100)
        live.graph.flush(through: .layout, in: narrow)  // what WindowHost does for a new window size
        let liveFrame = live.graph.textItems().first { $0.string == "right!" }?.frame
        XCTAssertEqual(liveFrame, edgeHost(true, size: narrow, scene).frame(ofText: "right!"))
    }
}

// MARK: - Random changes and identity

/// A row of the mixed scene whose text, symbol, spacing, size and colour follow `v`.
private struct MixedRow: View {
    let i: Int
    let v: Int
    var body: some View {
        HStack(alignment: v == 3 ? .top : .center) {
            Text(v == 1 ? "row \(i) longer" : "row \(i)")
            if v == 2 { Image(systemName: "star.fill") }
            Spacer(minLength: CGFloat(v * 5))
            Circle().fill(v == 1 ? Color.red : Color.blue).frame(width: CGFloat(10 + v * 4), height: CGFloat(10 + v * 4))
        }
        .padding(.horizontal, CGFloat(8 + v))
    }
}

/// Stacks, a ForEach, overlays and backgrounds, a clip, effects and a masked scroll view of rows, each part
/// following one of 16 small numbers.
private struct MixedScene: View {
    let s: [Int]
    var body: some View {
        VStack(spacing: CGFloat(s[0] * 2)) {
            Text("Title").font(s[1] == 1 ? .title : s[1] == 2 ? .caption : .body)
                .foregroundStyle(s[1] == 3 ? Color.red : Color.primary)
            HStack {
                ForEach(0..<(1 + s[2]), id: \.self) { k in Color(white: Double(k) / 4).frame(width: 20, height: 20) }
                if s[3] % 2 == 1 { Text("maybe") }
                Color.green.frame(width: 30, height: 30)
                    .opacity(s[4] == 1 ? 0.4 : s[4] == 2 ? 0 : 1)
                    .offset(y: CGFloat(s[4] * 3))
            }
            .padding(CGFloat(s[5] * 3))
            .background(s[5] == 2 ? Color.yellow : Color.clear)
            .overlay(alignment: .topTrailing) {
                if s[6] > 0 { Circle().fill(Color.red).frame(width: CGFloat(s[6] * 6), height: CGFloat(s[6] * 6)) }
            }
            ZStack {
                RoundedRectangle(cornerRadius: CGFloat(s[7] * 5)).fill(Color.orange)
                Text(s[8] == 0 ? "zero" : "value \(s[8])").rotationEffect(.degrees(Double(s[9] * 15)))
            }
            .frame(width: CGFloat(100 + s[10] * 20), height: 50)
            .clipShape(Capsule())
            .scaleEffect(s[11] == 3 ? 0.8 : 1)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<(40 + s[12] * 3), id: \.self) { i in
                        MixedRow(i: i, v: i % 4 == s[13] ? s[14] : 0).frame(height: 28)
                    }
                }
            }
            .frame(height: 220)
            .mask(LinearGradient(colors: [.black, s[15] == 1 ? .clear : .black], startPoint: .top, endPoint: .bottom))
        }
    }
}

/// A counter that keeps its own count.
private struct CountingRow: View {
    let id: Int
    @State private var n = 0
    var body: some View { Text("row \(id): \(n)").onTapGesture { n += 1 } }
}

/// A button style that counts its own button's presses.
private struct PressCountingStyle: ButtonStyle {
    @State private var presses = 0
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) { configuration.label; Text(" \(presses)") }
            .onChange(of: configuration.isPressed) { _, pressed in if pressed { presses += 1 } }
    }
}

extension ChangeEdgeCaseTests {
    /// Random changes to a mixed scene: every frame equals a fresh tree's. ATELIER_RANDOM_SEEDS=N tries N seeds.
    func testRandomChangesToAMixedSceneMatchAFreshRender() {
        let seeds = ProcessInfo.processInfo.environment["ATELIER_RANDOM_SEEDS"].flatMap { UInt64($0) } ?? 2
        let size = CGSize(width: 320, height: 480)
        for seed in 1...seeds {
            var random = SplitMix64(seed: seed)
            let sink = EdgeSink<[Int]>()
            var state = [Int](repeating: 0, count: 16)
            let live = edgeHost(state, size: size, sink: sink) { MixedScene(s: $0) }
            XCTAssertNotNil(live.pngData())
            for step in 0..<60 {
                state[Int(random.next() % 16)] = Int(random.next() % 4)
                sink.binding!.wrappedValue = state
                XCTAssertEqual(live.pngData(), edgeHost(state, size: size) { MixedScene(s: $0) }.pngData(),
                               "seed \(seed), step \(step + 1): \(state) differs from a fresh render")
            }
        }
    }

    func testStateFollowsIdentityThroughTheReversalOfALongList() {
        let sink = EdgeSink<[Int]>()
        let host = edgeHost(Array(0..<50), size: CGSize(width: 300, height: 1600), sink: sink) { ids in
            VStack(spacing: 0) { ForEach(ids, id: \.self) { CountingRow(id: $0).frame(height: 30) } }
        }
        host.tap(onText: "row 3: 0")
        host.tap(onText: "row 3: 1")
        host.tap(onText: "row 40: 0")
        sink.binding!.wrappedValue = Array((0..<50).reversed())
        XCTAssertEqual(host.texts.first, "row 49: 0")
        XCTAssertTrue(host.texts.contains("row 3: 2"))
        XCTAssertTrue(host.texts.contains("row 40: 1"))
        host.tap(onText: "row 10: 0")
        XCTAssertTrue(host.texts.contains("row 10: 1"))
        XCTAssertEqual(host.texts.filter { $0.hasSuffix(": 0") }.count, 47)
    }

    func testAStylesStateFollowsItsButtonThroughAReorderAndARemoval() {
        let sink = EdgeSink<[Int]>()
        let host = edgeHost([0, 1, 2], size: CGSize(width: 300, height: 300), sink: sink) { ids in
            VStack { ForEach(ids, id: \.self) { id in Button("b\(id)") {} } }.buttonStyle(PressCountingStyle())
        }
        host.tap(onText: "b1")
        host.tap(onText: "b1")
        XCTAssertEqual(host.texts, ["b0", " 0", "b1", " 2", "b2", " 0"])
        sink.binding!.wrappedValue = [2, 1, 0]
        XCTAssertEqual(host.texts, ["b2", " 0", "b1", " 2", "b0", " 0"])
        sink.binding!.wrappedValue = [1, 0]
        XCTAssertEqual(host.texts, ["b1", " 2", "b0", " 0"])
    }
}
