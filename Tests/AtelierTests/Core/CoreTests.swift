import XCTest
import Observation
@testable @_spi(Backend) import AtelierCore
import Atelier
import AtelierTesting

private struct Item: Identifiable { let id: Int; let name: String }

@Observable private final class Settings {
    var accent = Color.red
}

private struct UsesSettings: View {
    @Environment(Settings.self) private var settings
    var body: some View { Rectangle().fill(settings.accent).frame(width: 20, height: 20) }
}

private struct ReadsKey: View {
    @Environment(\.testLabel) private var label
    var body: some View { Text(label) }
}

private struct TestLabelKey: EnvironmentKey { static let defaultValue = "default" }
extension EnvironmentValues {
    fileprivate var testLabel: String {
        get { self[TestLabelKey.self] }
        set { self[TestLabelKey.self] = newValue }
    }
}

private struct Branches: View {
    let choice: Int
    var body: some View {
        if choice == 0 {
            Text("zero")
        } else if choice == 1 {
            Text("one")
        }
        switch choice {
        case 0: Text("switch zero")
        default: Text("switch other")
        }
        if #available(macOS 10.15, iOS 13, *) { Text("available") }
        let local = "local \(choice)"
        Text(local)
    }
}

private struct Red: ViewModifier {
    func body(content: Content) -> some View { content.foregroundColor(.red) }
}
private struct Framed: ViewModifier {
    func body(content: Content) -> some View { content.padding(10).background(Color.blue) }
}

/// Views of different sizes and alignments side by side in one builder tuple: each element is read in place.
private struct Flagged: View {
    let flag: UInt8
    var body: some View { Text("flag \(flag)") }
}
private struct Measured: View {
    let width: Double
    var body: some View { Color.green.frame(width: width, height: 10) }
}
private struct Switched: View {
    let on: Bool
    let label: String
    var body: some View { Text(on ? "\(label) on" : "\(label) off") }
}
private struct MixedTuple: View {
    @State var count = 0
    var body: some View {
        // Leading: the elements that do not change keep their frames when the switch's label narrows.
        VStack(alignment: .leading, spacing: 0) {
            Flagged(flag: 7)
            EmptyView()
            Measured(width: 30)
            Switched(on: count > 0, label: "power")
            Text("count \(count)")
            Flagged(flag: 200)
            Button("more") { count += 1 }
        }
        .frame(width: 200, alignment: .leading)
    }
}

/// Core and State behaviour seen from outside: builders, type erasure, ForEach identities, modifiers
/// and the environment.
@preconcurrency @MainActor final class CoreTests: XCTestCase {
    func testViewBuilderBranchesSwitchLocalLetAndAvailability() {
        XCTAssertEqual(TestHost(VStack { Branches(choice: 0) }, size: CGSize(width: 300, height: 300)).texts,
                       ["zero", "switch zero", "available", "local 0"])
        XCTAssertEqual(TestHost(VStack { Branches(choice: 1) }, size: CGSize(width: 300, height: 300)).texts,
                       ["one", "switch other", "available", "local 1"])
        XCTAssertEqual(TestHost(VStack { Branches(choice: 2) }, size: CGSize(width: 300, height: 300)).texts,
                       ["switch other", "available", "local 2"], "an if without else contributes nothing")
    }

    func testAnyViewFromAnExistentialAndGroupFlattening() {
        let views: [any View] = [Text("a"), Color.red.frame(width: 10, height: 10), Text("b")]
        let host = TestHost(VStack(spacing: 0) { ForEach(0..<3) { AnyView(views[$0]) } }, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.texts, ["a", "b"])
        // A Group's views are the stack's children: three rows, each 10 points apart from the next.
        let g = layoutGraph(HStack(spacing: 10) {
            Group { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("g1"); Color.red.frame(width: 10, height: 10).accessibilityIdentifier("g2") }
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("after")
        })
        XCTAssertEqual(g.frame(ofIdentifier: "g2")!.minX - g.frame(ofIdentifier: "g1")!.maxX, 10)
        XCTAssertEqual(g.frame(ofIdentifier: "after")!.minX - g.frame(ofIdentifier: "g2")!.maxX, 10)
    }

    func testForEachIdentifiableKeyPathAndRange() {
        let items = [Item(id: 1, name: "one"), Item(id: 2, name: "two")]
        XCTAssertEqual(TestHost(VStack { ForEach(items) { Text($0.name) } }, size: CGSize(width: 200, height: 200)).texts, ["one", "two"])
        XCTAssertEqual(TestHost(VStack { ForEach(items, id: \.name) { Text("\($0.id)") } }, size: CGSize(width: 200, height: 200)).texts, ["1", "2"])
        XCTAssertEqual(TestHost(HStack { ForEach(0..<3) { Text("\($0)") } }, size: CGSize(width: 200, height: 200)).texts, ["0", "1", "2"])
    }

    func testCustomModifiersAndConcat() {
        let host = TestHost(Rectangle().frame(width: 20, height: 20).modifier(Red().concat(Framed())), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.color(at: CGPoint(x: 50, y: 50)), RGBA(r: 255, g: 59, b: 48, a: 255), "Red's foreground fills the rectangle")
        XCTAssertEqual(host.color(at: CGPoint(x: 35, y: 50)), RGBA(r: 0, g: 122, b: 255, a: 255), "Framed pads 10 and fills blue behind")
        XCTAssertEqual(host.color(at: CGPoint(x: 20, y: 50)), RGBA(r: 255, g: 255, b: 255, a: 255), "outside the padding: white")
    }

    func testEnvironmentKeyPathObjectAndTransform() {
        XCTAssertEqual(TestHost(ReadsKey(), size: CGSize(width: 200, height: 50)).texts, ["default"])
        XCTAssertEqual(TestHost(ReadsKey().environment(\.testLabel, "set"), size: CGSize(width: 200, height: 50)).texts, ["set"])
        XCTAssertEqual(TestHost(ReadsKey().transformEnvironment(\.testLabel) { $0 += "+t" }, size: CGSize(width: 200, height: 50)).texts, ["default+t"])
        let settings = Settings()
        settings.accent = .green
        let host = TestHost(UsesSettings().environment(settings), size: CGSize(width: 40, height: 40))
        XCTAssertEqual(host.color(at: CGPoint(x: 20, y: 20)), RGBA(r: 52, g: 199, b: 89, a: 255))
        // Changing the observable object re-renders its reader.
        settings.accent = .blue
        XCTAssertEqual(host.color(at: CGPoint(x: 20, y: 20)), RGBA(r: 0, g: 122, b: 255, a: 255))
    }

    func testDarkSchemeAndSystemEnvironmentValues() {
        let host = TestHost(Color.blue.environment(\.colorScheme, .dark), size: CGSize(width: 10, height: 10))
        XCTAssertEqual(host.color(at: CGPoint(x: 5, y: 5)), RGBA(r: 10, g: 132, b: 255, a: 255), "dark-mode systemBlue")
        let env = EnvironmentValues()
        XCTAssertEqual(env.layoutDirection, .leftToRight)
        XCTAssertEqual(env.displayScale, 1)
        XCTAssertTrue(env.isEnabled)
        XCTAssertEqual(env.controlSize, .regular)
    }

    func testImageRendererProposedSizeScaleAndDocuments() throws {
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: 30, height: 20)
        renderer.scale = 2
        let png = try XCTUnwrap(renderer.pngData())
        // PNG header: width and height in pixels at bytes 16..23.
        let w = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual([w, h], [60, 40])
        let pdf = try XCTUnwrap(renderer.pdfData())
        XCTAssertEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
        let svg = String(decoding: try XCTUnwrap(renderer.svgData()), as: UTF8.self)
        XCTAssertTrue(svg.contains("<svg") && svg.contains("width=\"30"), "an SVG of 30 x 20 points")
        XCTAssertNil(ImageRenderer(content: EmptyView()).pngData(), "nothing to draw: no image")
    }

    func testSeedFlipEffectAt45DegreesIsAPerspectiveTrapezoid() {
        let host = TestHost(Color.red.frame(width: 100, height: 120).modifier(Flip(angle: 45)), size: CGSize(width: 200, height: 200))
        @MainActor func redRun(atX x: Int) -> Int {
            (0..<200).filter { y in
                let c = host.color(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                return c.r > 200 && c.g < 120
            }.count
        }
        var columns: [Int] = []
        for x in 0..<200 where redRun(atX: x) > 0 { columns.append(x) }
        guard let left = columns.first, let right = columns.last else { return XCTFail("nothing drawn") }
        let near = redRun(atX: left + 1), far = redRun(atX: right - 1)
        XCTAssertGreaterThan(abs(near - far), 20, "one edge is much taller than the other: \(near) vs \(far)")
        XCTAssertLessThan(right - left, 100, "rotated 45° the face is narrower than 100 points: \(right - left)")
    }

    func testCompositingGroupIsolatesBlendModes() {
        // Inside a compositing group the blue circle multiplies only with what the group drew (nothing, where it
        // does not overlap the red one), so it stays blue; without the group it multiplies with the yellow behind.
        @MainActor func scene(grouped: Bool) -> some View {
            ZStack {
                Color.yellow
                ZStack {
                    Circle().fill(Color.red).frame(width: 40, height: 40).offset(x: -15)
                    Circle().fill(Color.blue).frame(width: 40, height: 40).offset(x: 15).blendMode(.multiply)
                }
                .modifier(ConditionalGroup(on: grouped))
            }.frame(width: 100, height: 60)
        }
        let grouped = TestHost(scene(grouped: true), size: CGSize(width: 100, height: 60))
        let plain = TestHost(scene(grouped: false), size: CGSize(width: 100, height: 60))
        XCTAssertEqual(grouped.color(at: CGPoint(x: 80, y: 30)), RGBA(r: 0, g: 122, b: 255, a: 255), "isolated: blue stays blue")
        let c = plain.color(at: CGPoint(x: 80, y: 30))
        XCTAssertTrue(c.r < 10 && abs(Int(c.g) - 98) <= 3 && c.b < 10, "blue × yellow = (0, 98, 0), is \(c)")
    }
}

/// The seed's FlipEffect (000), with the binding left out.
private struct Flip: GeometryEffect {
    var angle: Double
    nonisolated var animatableData: Double { get { angle } set { angle = newValue } }
    nonisolated func effectValue(size: CGSize) -> ProjectionTransform {
        seedFlipProjection(size: size, angleRadians: CGFloat(Angle.degrees(angle).radians))
    }
}

private struct ConditionalGroup: ViewModifier {
    let on: Bool
    func body(content: Content) -> some View {
        if on { content.compositingGroup() } else { content }
    }
}

extension CoreTests {
    func testABuilderTupleOfMixedElementsShowsEachInOrderAndUpdatesThemInPlace() {
        let host = TestHost(MixedTuple(), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.texts, ["flag 7", "power off", "count 0", "flag 200", "more"])
        let first = try! XCTUnwrap(host.frame(ofText: "flag 7"))
        let power = try! XCTUnwrap(host.frame(ofText: "power off"))
        // The 10-point colour sits between the first text and the switch's label (EmptyView takes no room).
        XCTAssertEqual(power.minY - first.maxY, 10, accuracy: 0.5)
        host.tap(onText: "more")
        XCTAssertEqual(host.texts, ["flag 7", "power on", "count 1", "flag 200", "more"])
        XCTAssertEqual(host.frame(ofText: "flag 7"), first)
        host.tap(onText: "more")
        XCTAssertEqual(host.texts, ["flag 7", "power on", "count 2", "flag 200", "more"])
    }

    func testAStackOwnsItsBuilderElementsWithoutAListBetween() {
        let graph = ViewGraph(root: HStack(spacing: 0) { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 20, height: 10) })
        graph.flush(through: .update)
        graph.flush(through: .layout, in: CGSize(width: 200, height: 100))
        var stack: ViewNode? = graph.root
        while let node = stack, !(node is LayoutNode<HStackLayout>) { stack = node.children.first }
        let children = try! XCTUnwrap(stack).children
        XCTAssertEqual(children.count, 2, "the two elements are the stack's own children")
        XCTAssertFalse(children.contains { $0 is ViewListNode })
        XCTAssertEqual(children.map(\.frame.width), [30, 20])
        XCTAssertEqual(children[1].frame.minX - children[0].frame.minX, 30)
    }

    func testATupleViewMadeWithoutTheBuilderShowsItsElements() {
        let host = TestHost(VStack { TupleView((Text("left"), Color.red.frame(width: 4, height: 4), Text("right"))) },
                            size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.texts, ["left", "right"])
    }
}
