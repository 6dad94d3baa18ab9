import XCTest
@testable @_spi(Backend) import AtelierCore
import Atelier
import AtelierTesting

/// The reliability catalogue: bad and extreme input gets a defined result and one clear warning, never a
/// crash, a hang or a renderer left broken.
@preconcurrency @MainActor final class ReliabilityTests: XCTestCase {
    private struct PathShape: Shape {
        let make: @Sendable (CGRect) -> Path
        func path(in rect: CGRect) -> Path { make(rect) }
    }

    func testTapsOnPathsWithNonFinitePointsAreMissesNotTraps() {
        let bad: [CGPoint] = [CGPoint(x: CGFloat.nan, y: 40), CGPoint(x: 40, y: CGFloat.nan),
                              CGPoint(x: CGFloat.infinity, y: 40), CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)]
        for point in bad {
            for first in [false, true] {
                for stroked in [false, true] {
                    var tapped = 0
                    let shape = PathShape { rect in
                        var p = Path()
                        p.move(to: first ? point : .zero)
                        p.addLine(to: point)
                        p.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), control: point)
                        p.addCurve(to: CGPoint(x: 0, y: rect.maxY), control1: point, control2: .zero)
                        p.addLine(to: CGPoint(x: 0, y: rect.maxY))
                        p.closeSubpath()
                        return p
                    }
                    let view = stroked ? AnyView(shape.stroke(Color.red, lineWidth: 4)) : AnyView(shape.fill(Color.red))
                    let host = TestHost(view.frame(width: 100, height: 100).onTapGesture { tapped += 1 },
                                        size: CGSize(width: 100, height: 100))
                    for y in stride(from: 5, to: 100, by: 10) { host.tap(at: CGPoint(x: 50, y: y)) }
                    _ = host.color(at: CGPoint(x: 50, y: 50))
                    XCTAssertEqual(tapped, 0, "a path with \(point) draws nothing and is not hit")
                    XCTAssertEqual(host.color(at: CGPoint(x: 50, y: 90)), RGBA(r: 255, g: 255, b: 255, a: 255))
                }
            }
        }
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("PathShape.path(in:) returned a path with a NaN or infinite point") })
        var direct = Path()
        direct.addLines([.zero, CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 10, y: 10)])
        XCTAssertFalse(direct.contains(CGPoint(x: 5, y: 5)))
    }

    func testATapOnAPathOfTwoHundredThousandPointsIsLinearNotQuadratic() {
        // Hit testing split the path into subpaths by copying the growing segment array at every element:
        // 100,000 points took 5 s in a release build, 1,000,000 did not finish. Now a tap costs a pass.
        var tapped = 0
        let zigzag = PathShape { rect in
            var p = Path()
            p.move(to: CGPoint(x: 0, y: rect.maxY))
            for i in 0..<200_000 {
                p.addLine(to: CGPoint(x: rect.width * CGFloat(i) / 200_000, y: i % 2 == 0 ? 0 : 4))
            }
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.closeSubpath()
            return p
        }
        let host = TestHost(zigzag.fill(Color.blue).frame(width: 100, height: 100).onTapGesture { tapped += 1 },
                            size: CGSize(width: 100, height: 100))
        host.tap(at: CGPoint(x: 50, y: 60))
        XCTAssertEqual(tapped, 1)
    }

    func testNonFiniteGeometryEffectsPutTheViewNowhereWithOneWarning() {
        // A transform with a NaN or infinite entry has no image: the view is not drawn, not hit and not on
        // screen for inspection (as DrawingTests' scaleEffect(.nan)), and no NaN frame reaches anyone.
        let cases: [(@MainActor () -> AnyView, String)] = [
            ({ AnyView(Text("Hello").scaleEffect(.infinity)) }, "_ScaleEffect"),
            ({ AnyView(Text("Hello").scaleEffect(x: 1, y: .nan)) }, "_ScaleEffect"),
            ({ AnyView(Text("Hello").rotationEffect(.degrees(.nan))) }, "_RotationEffect"),
            ({ AnyView(Text("Hello").rotationEffect(.radians(.infinity))) }, "_RotationEffect"),
        ]
        for (view, name) in cases {
            Diagnostics.reset()
            var tapped = false
            let host = TestHost(view().background(Color.red).onTapGesture { tapped = true }, size: CGSize(width: 200, height: 100))
            XCTAssertEqual(host.texts, [], "\(name): not on screen")
            XCTAssertNil(host.frame(ofText: "Hello"))
            host.tap(at: CGPoint(x: 100, y: 50))
            XCTAssertTrue(tapped, "\(name): the background is hit where the text is not")
            XCTAssertEqual(host.color(at: CGPoint(x: 100, y: 50)), RGBA(r: 255, g: 59, b: 48, a: 255), "\(name): only the background is drawn")
            XCTAssertEqual(Diagnostics.warnings.filter { $0.contains(name) && $0.contains("NaN or infinite") }.count, 1,
                           "\(name): \(Diagnostics.warnings)")
        }
        // Each finite, together past the largest number: the outer one is left out.
        Diagnostics.reset()
        let host = TestHost(Text("Hello").scaleEffect(1e200).scaleEffect(1e200), size: CGSize(width: 200, height: 100))
        guard let frame = host.frame(ofText: "Hello") else { return XCTFail("the text is on screen") }
        XCTAssertTrue(frame.width.isFinite && frame.minX.isFinite, "\(frame)")
        _ = host.color(at: CGPoint(x: 100, y: 50))
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("multiply past the largest number") }.count, 1)
    }

    func testUnusableEffectValuesGetADefinedDrawingAndOneWarning() {
        let red = RGBA(r: 255, g: 0, b: 0, a: 255)
        let square = Color(red: 1, green: 0, blue: 0)
        let cases: [(@MainActor () -> AnyView, String)] = [
            ({ AnyView(Rectangle().fill(square).opacity(.nan)) }, "opacity(nan) is treated as 1"),
            ({ AnyView(square.opacity(.nan)) }, "Color.opacity(nan) is treated as 1"),
            ({ AnyView(square.blur(radius: .infinity)) }, "blur(radius: inf) is drawn without a blur"),
            ({ AnyView(square.blur(radius: .nan)) }, "blur(radius: nan)"),
            ({ AnyView(square.shadow(radius: .nan)) }, "shadow(radius: nan) is drawn with radius 0"),
            ({ AnyView(square.shadow(color: .black, radius: 2, x: .infinity, y: 0)) }, "a non-finite offset is drawn as 0"),
            ({ AnyView(square.brightness(.nan)) }, "brightness(nan) leaves the view unchanged"),
            ({ AnyView(square.saturation(.infinity)) }, "saturation(inf) leaves the view unchanged"),
            ({ AnyView(square.border(Color.blue, width: .nan)) }, "border(width: nan) is drawn without a border"),
            ({ AnyView(square.cornerRadius(.nan)) }, "its corners are drawn square"),
        ]
        for (view, note) in cases {
            Diagnostics.reset()
            let host = TestHost(view().frame(width: 40, height: 40), size: CGSize(width: 60, height: 60))
            // Each is drawn as with a usable value: the square whole, its corner too.
            XCTAssertEqual(host.color(at: CGPoint(x: 30, y: 30)), red, note)
            XCTAssertEqual(host.color(at: CGPoint(x: 10.5, y: 10.5)), red, "\(note): the corner")
            XCTAssertEqual(Diagnostics.warnings.filter { $0.contains(note) }.count, 1, "\(note): \(Diagnostics.warnings)")
        }
    }

    private struct GeometryCounter: View {
        @State var n = 0
        var body: some View {
            VStack {
                GeometryReader { _ in Text("n \(n)") }.frame(height: 40)
                Color.blue.frame(width: 40, height: 40).onTapGesture { n += 1 }
            }
        }
    }

    func testAGeometryReadersContentFollowsTheStateItReads() {
        // Only the content closure reads `n`: its reads count for the body that made it.
        let host = TestHost(GeometryCounter(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.texts, ["n 0"])
        host.tap(at: CGPoint(x: 100, y: 74))
        XCTAssertEqual(host.texts, ["n 1"])
    }

    private struct RowsReadingState: View {
        @State var values = [0, 0, 0]
        var body: some View {
            VStack {
                // Only the rows' closure reads `values`; the data (0..<3) never changes.
                ForEach(0..<3, id: \.self) { k in Text("row \(k): \(values[k])") }
                Color.blue.frame(width: 40, height: 40).onTapGesture { values[1] += 5 }
            }
        }
    }

    func testForEachRowsFollowTheStateTheirClosureReads() {
        let host = TestHost(RowsReadingState(), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.texts, ["row 0: 0", "row 1: 0", "row 2: 0"])
        guard let last = host.frame(ofText: "row 2: 0") else { return XCTFail() }
        host.tap(at: CGPoint(x: 100, y: last.maxY + 28))
        XCTAssertEqual(host.texts, ["row 0: 0", "row 1: 5", "row 2: 0"])
    }

    private struct SizeWriter: View {
        @State var width: CGFloat = 0
        @State var total: CGFloat = 0
        let accumulates: Bool
        var body: some View {
            GeometryReader { proxy in
                let _ = accumulates ? (total += proxy.size.width) : (width = proxy.size.width)
                Text("w \(Int(width))")
            }
        }
    }

    func testStateWrittenFromAGeometryReadersContentWarnsAsAWriteDuringAnUpdate() {
        for accumulates in [false, true] {
            Diagnostics.reset()
            let host = TestHost(SizeWriter(accumulates: accumulates), size: CGSize(width: 200, height: 100))
            host.advance(by: 0.5)
            XCTAssertEqual(host.texts, [accumulates ? "w 0" : "w 200"])
            XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("Modifying state during view update") }.count, 1,
                           "\(Diagnostics.warnings)")
        }
    }

    // MARK: Layout invariants the fuzzer found

    func testAZStackPlacesItsChildrenForTheProposalItMeasuredThemWith() {
        // Proposed 56x40: the square fills to 56x56, the bar is 10x60, so the stack is 56x60. Placing the
        // children for the stack's own 56x60 made the square 60x60, wider than the stack.
        let g = layoutGraph(ZStack(alignment: .leading) {
            Color.red.aspectRatio(1, contentMode: .fill).accessibilityIdentifier("square")
            Color.blue.frame(width: 10, height: 60).accessibilityIdentifier("bar")
        }.accessibilityIdentifier("stack").frame(width: 56, height: 40), CGSize(width: 200, height: 200))
        assertFrame(g, "stack", 72, 70, 56, 60)
        assertFrame(g, "square", 72, 72, 56, 56)
        assertFrame(g, "bar", 72, 70, 10, 60)
    }

    func testStackChildrenDoNotOverlapWhenTheSpacingCannotFit() {
        // The issue's case (proposed 0x0) and its neighbours: children follow one another along the axis.
        for width in [0, 1, 5, 50] as [CGFloat] {
            for spacing in [10000, 0, 8] as [CGFloat] {
                let g = layoutGraph(HStack(spacing: spacing) {
                    Color.blue.accessibilityIdentifier("blue")
                    Spacer(minLength: 3).accessibilityIdentifier("spacer")
                    Text("Hi").accessibilityIdentifier("text")
                }, CGSize(width: width, height: 0))
                guard let blue = g.frame(ofIdentifier: "blue"), let spacer = g.frame(ofIdentifier: "spacer"),
                      let text = g.frame(ofIdentifier: "text") else { return XCTFail() }
                XCTAssertLessThanOrEqual(blue.maxX, spacer.minX, "\(width) \(spacing): blue \(blue), spacer \(spacer)")
                XCTAssertLessThanOrEqual(spacer.maxX, text.minX, "\(width) \(spacing): spacer \(spacer), text \(text)")
            }
        }
    }

    // MARK: TestHost time

    private struct YieldingLoops: View {
        let detached: Bool
        @State var values = [Int](repeating: 0, count: 10)
        var body: some View {
            VStack {
                ForEach(0..<10, id: \.self) { k in
                    if detached {
                        Text("\(k): \(values[k])").onAppear {
                            Task { @MainActor in for i in 1...100 { values[k] = i; await Task.yield() } }
                        }
                    } else {
                        Text("\(k): \(values[k])").task { for i in 1...100 { values[k] = i; await Task.yield() } }
                    }
                }
            }
        }
    }

    func testTasksThatYieldAllFinishWithinOneStepOnEveryRun() {
        // Each yield goes through the global executor and back; TestHost keeps those hops on the main
        // queue while it runs a step, so ten loops of 100 yields end in the first frame, every time.
        let done = (0..<10).map { "\($0): 100" }
        for detached in [false, true] {
            for run in 0..<20 {
                let host = TestHost(YieldingLoops(detached: detached), size: CGSize(width: 200, height: 400))
                host.advance(by: 1.0 / 60)
                XCTAssertEqual(host.texts, done, "run \(run), \(detached ? "Task {}" : ".task")")
            }
        }
    }

    private struct EndlessYield: View {
        @State var n = 0
        var body: some View {
            Text("\(n)").task { while !Task.isCancelled { n += 1; await Task.yield() } }
        }
    }

    func testATaskThatNeverStopsYieldingStopsTheStepWithOneWarning() {
        Diagnostics.reset()
        let host = TestHost(EndlessYield(), size: CGSize(width: 100, height: 40))
        host.advance(by: 2.0 / 60)
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("kept queueing more for 10000 rounds") }.count, 1)
        // A yield is three rounds (the task, its hop, its return); Text groups the digits.
        guard let n = host.texts.first.flatMap({ Int($0.replacingOccurrences(of: ",", with: "")) }) else { return XCTFail("\(host.texts)") }
        XCTAssertGreaterThan(n, 6_000, "the loop ran for the whole bound of both steps")
    }

    func testAHostLargerThanCairosLimitIsCutWithOneWarning() {
        Diagnostics.reset()
        let host = TestHost(Color.red, size: CGSize(width: 20_000, height: 10))
        XCTAssertEqual(host.color(at: CGPoint(x: 16_000, y: 5)).r, 255, "drawn up to the limit")
        XCTAssertEqual(host.color(at: CGPoint(x: 19_999, y: 5)).a, 0, "beyond the limit it reads as clear")
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("larger than the 16384-pixel side Cairo draws") }.count, 1)
    }

    // MARK: The fuzzer's first findings, kept as programs

    func testChildrenFillTheirParentsToTheSameEdges() {
        // Each was a child outside its parent: a padded spacer, a wrapper whose size cache answered for
        // its child, a GeometryReader placing its content for its bounds, and a parent's rounded origin
        // with its child's unrounded size.
        @MainActor func contained(_ view: some View, _ size: CGSize, _ note: String) {
            let g = layoutGraph(view, size)
            guard let outer = g.frame(ofIdentifier: "outer"), let inner = g.frame(ofIdentifier: "inner") else {
                return XCTFail(note)
            }
            XCTAssertTrue(outer.contains(inner), "\(note): \(inner) outside \(outer)")
        }
        contained(VStack { Spacer().padding(5).accessibilityIdentifier("inner") }.accessibilityIdentifier("outer"), .zero, "padded spacer")
        contained(VStack { HStack(alignment: .firstTextBaseline) { Text("Hi").accessibilityIdentifier("inner"); Color.red }
            .accessibilityIdentifier("outer") }, .zero, "baseline row in a stack")
        contained(VStack { Color.red; HStack { Color.blue.accessibilityIdentifier("inner") }.accessibilityIdentifier("outer") },
                  CGSize(width: 0, height: 415), "half-point edges")
        contained(GeometryReader { _ in VStack { Color.blue; Spacer().accessibilityIdentifier("inner") }.accessibilityIdentifier("outer") },
                  .zero, "GeometryReader content")
        contained(Text("Hi").background { HStack { Spacer(minLength: 97); Text("Th").accessibilityIdentifier("inner") }
            .accessibilityIdentifier("outer") }, .zero, "background row")
    }

    func testEdgesAHairFromAHalfPixelSnapAsTheHalfDoes() {
        // A spacer's end (-4637.1666… + 94.6666…) and its VStack's (-4847.5 + 305) are both -4542.5, one of them a
        // rounding error short of it: they snapped a pixel apart and the spacer stuck out of its stack (fuzzer,
        // seed 4, 1 of 20,000).
        let child = CGRect(x: 0, y: -4637.166666666666, width: 10, height: 94.66666666666666).pixelAligned(scale: 1)
        let parent = CGRect(x: 0, y: -4847.5, width: 10, height: 305).pixelAligned(scale: 1)
        XCTAssertEqual(child.maxY, parent.maxY)
        XCTAssertEqual(CGRect(x: 2.4999999999, y: -2.4999999999, width: 1, height: 1).pixelAligned(scale: 1).origin, CGPoint(x: 3, y: -3))
        XCTAssertEqual(CGRect(x: 2.4, y: -2.4, width: 1, height: 1).pixelAligned(scale: 1).origin, CGPoint(x: 2, y: -2))
    }
}
