import XCTest
@testable @_spi(Backend) import AtelierCore
import AtelierTesting

/// A style with state of its own: each tap of the button's label counts, in the style.
private struct CountingStyle: ButtonStyle {
    @State private var count = 0
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("count \(count)").onTapGesture { count += 1 }
        }
    }
}

/// A parent whose own state changes, to update the buttons below it.
private struct CountingParent: View {
    @State private var generation = 0
    var body: some View {
        VStack {
            Text("generation \(generation)").onTapGesture { generation += 1 }
            Button("A") {}.buttonStyle(CountingStyle())
            Button("B") {}.buttonStyle(CountingStyle())
        }
    }
}

/// A primitive style that frames `Button(configuration)`: the style further out draws the button.
private struct FramingPrimitiveStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(10).background(Color.green)
    }
}

/// A style whose body holds a Button of its own.
private struct NestingStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Button("Inner") { ButtonLog.entries.append("inner") }
        }
    }
}

/// A style that draws nothing.
private struct EmptyStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A user style reached with static member syntax.
private struct RedFillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(12).background(Color.red)
    }
}

extension ButtonStyle where Self == RedFillStyle {
    fileprivate static var redFill: RedFillStyle { RedFillStyle() }
}

/// Seed 001's NearestStyleWins, as printed.
private struct NearestStyleWins: View {
    var body: some View {
        VStack {
            Button("11") {}
            Button("22") {}.buttonStyle(.borderless)
            Button("33") {}.buttonStyle(.borderedProminent).buttonStyle(.borderless)
        }
        .buttonStyle(.plain)
    }
}

/// The style environment and the built-in styles: resolution, nesting, state, looks.
@preconcurrency @MainActor final class ButtonStyleTests: XCTestCase {
    override func setUp() async throws {
        ButtonLog.entries = []
    }

    func testStateInAStyleSurvivesParentUpdatesAndIsPerButton() {
        let host = TestHost(CountingParent(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.frames(ofText: "count 0").count, 2)
        guard let first = host.frames(ofText: "count 0").first else { return XCTFail("no counters") }
        host.tap(at: first.centre)
        XCTAssertEqual(host.frames(ofText: "count 1").count, 1, "only the first button's style counted; texts: \(host.texts)")
        host.tap(onText: "generation 0")
        XCTAssertTrue(host.texts.contains("generation 1"))
        XCTAssertEqual(host.frames(ofText: "count 1").count, 1, "the count survives the parent's update; texts: \(host.texts)")
        XCTAssertEqual(host.frames(ofText: "count 0").count, 1)
    }

    func testPrimitiveStyleWrappingButtonConfigurationDrawsTheOuterStyle() {
        let view = VStack {
            Button("Go") { ButtonLog.entries.append("go") }.buttonStyle(FramingPrimitiveStyle())
        }
        .buttonStyle(PressFillStyle(color: .blue))
        let host = TestHost(view, size: CGSize(width: 300, height: 200))
        guard let label = host.frame(ofText: "Go") else { return XCTFail("no label") }
        let fill = host.color(at: CGPoint(x: label.midX, y: label.minY - 5))
        XCTAssertTrue(nearRGBA(fill, Palette.blue), "the outer ButtonStyle's fill shows inside: \(fill)")
        let frame = host.color(at: CGPoint(x: label.midX, y: label.minY - 15 - 5))
        XCTAssertTrue(nearRGBA(frame, Palette.green), "the primitive style's frame is around it: \(frame)")
        host.pointerDown(at: label.centre)
        let pressed = host.color(at: CGPoint(x: label.midX, y: label.minY - 5))
        XCTAssertFalse(nearRGBA(pressed, Palette.blue, 20), "the outer style tracks the press: \(pressed)")
        host.pointerUp()
        XCTAssertEqual(ButtonLog.entries, ["go"], "the inner Button triggers the original action once")
    }

    func testAStyleWithAButtonOfItsOwnGivesItTheOuterStyle() {
        let view = VStack {
            Button("Outer") { ButtonLog.entries.append("outer") }.buttonStyle(NestingStyle())
        }
        .buttonStyle(PressFillStyle(color: .red))
        let host = TestHost(view, size: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.texts, ["Outer", "Inner"], "no recursion: one nested button")
        guard let inner = host.frame(ofText: "Inner") else { return XCTFail("no inner") }
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: inner.midX, y: inner.minY - 5)), Palette.red),
                      "the inner Button gets the style further out")
        host.tap(at: inner.centre)
        XCTAssertEqual(ButtonLog.entries, ["inner"])

        // Without a style further out, the inner Button gets the automatic (borderless) style.
        let alone = TestHost(Button("Outer") {}.buttonStyle(NestingStyle()), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(alone.texts, ["Outer", "Inner"])
    }

    func testNearestStyleWins() {
        let host = TestHost(NearestStyleWins(), size: CGSize(width: 200, height: 200))
        guard let one = host.frame(ofText: "11"), let two = host.frame(ofText: "22"), let three = host.frame(ofText: "33") else {
            return XCTFail("labels missing: \(host.texts)")
        }
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: three.minX - 3, y: three.midY)), Palette.blue),
                      "'33' is borderedProminent: \(host.color(at: CGPoint(x: three.minX - 3, y: three.midY)))")
        XCTAssertTrue(host.box(of: Palette.black, tolerance: 90).map { $0.intersects(one) } ?? false, "'11' is plain")
        XCTAssertTrue(host.box(of: Palette.blue, tolerance: 60).map { $0.intersects(two) } ?? false, "'22' is borderless")
        XCTAssertFalse(host.box(of: Palette.blue, tolerance: 60).map { $0.intersects(one) } ?? false, "'11' has no accent")
    }

    func testDefaultStyleIsBorderlessAndMatchesTheOracleGeometry() {
        // The oracle tuple-state-buttons: HStack(spacing: 4) { Button("+"); Text("1"); Button("-") }:
        // the default button is its label in the accent colour, with no padding.
        let view = HStack(spacing: 4) { Button("+") {}; Text("1"); Button("-") {} }.font(.body)
        let host = TestHost(view, size: CGSize(width: 200, height: 100))
        let bare = TestHost(HStack(spacing: 4) { Text("+"); Text("1"); Text("-") }.font(.body), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.frame(ofText: "+"), bare.frame(ofText: "+"))
        XCTAssertEqual(host.frame(ofText: "1"), bare.frame(ofText: "1"))
        guard let plus = host.frame(ofText: "+") else { return XCTFail("no +") }
        let ink = host.box(of: Palette.blue, tolerance: 40)
        XCTAssertTrue(ink.map { $0.intersects(plus) } ?? false, "the label is drawn in the accent colour")
    }

    func testBorderlessDimsWhilePressedAndTakesRoleAndTint() {
        let view = VStack(spacing: 20) {
            Button("Delete", role: .destructive) {}.buttonStyle(.borderless)
            Button("Green") {}.buttonStyle(.borderless).tint(.green)
        }.font(.system(size: 40, weight: .black))
        let host = TestHost(view, size: CGSize(width: 300, height: 200))
        guard let delete = host.frame(ofText: "Delete"), let green = host.frame(ofText: "Green") else { return XCTFail() }
        XCTAssertTrue(host.box(of: Palette.red, tolerance: 30).map { delete.intersects($0) } ?? false, "destructive is red")
        XCTAssertTrue(host.box(of: Palette.green, tolerance: 30).map { green.intersects($0) } ?? false, "tint colours the label")
        host.pointerDown(at: green.centre)
        XCTAssertNil(host.box(of: Palette.green, tolerance: 30), "pressed: the label turns almost transparent")
        host.pointerUp()
        XCTAssertNotNil(host.box(of: Palette.green, tolerance: 30))
    }

    func testTheBorderedStyleIsATintedFillWithTwelvePointsAsideAndSevenAboveAndBelow() {
        let host = TestHost(Button("Bordered") {}.buttonStyle(.bordered), size: CGSize(width: 300, height: 100))
        guard let label = host.frame(ofText: "Bordered") else { return XCTFail() }
        // The tint at 0.15 over white: (217, 235, 255).
        let fill = host.color(at: CGPoint(x: label.minX - 6, y: label.midY))
        XCTAssertTrue(nearRGBA(fill, RGBA(r: 217, g: 235, b: 255, a: 255), 6), "tinted fill: \(fill)")
        XCTAssertTrue(host.box(of: Palette.blue, tolerance: 40).map { label.intersects($0) } ?? false, "tinted label")
        // 12 points of padding at each side, 7 above and below.
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: label.minX - 11, y: label.midY)), fill, 3))
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: label.minX - 13, y: label.midY)), Palette.white, 3))
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: label.midX, y: label.minY - 6)), fill, 3))
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: label.midX, y: label.minY - 8)), Palette.white, 3))
    }

    func testBorderedProminentLookRoleTintAndDisabled() {
        let view = VStack(spacing: 10) {
            Button("Blue") {}
            Button("Red", role: .destructive) {}
            Button("Green") {}.tint(.green)
            Button("Off") {}.disabled(true)
        }.buttonStyle(.borderedProminent)
        let host = TestHost(view, size: CGSize(width: 300, height: 300))
        for (text, colour) in [("Blue", Palette.blue), ("Red", Palette.red), ("Green", Palette.green)] {
            guard let label = host.frame(ofText: text) else { return XCTFail("no \(text)") }
            let fill = host.color(at: CGPoint(x: label.minX - 6, y: label.midY))
            XCTAssertTrue(nearRGBA(fill, colour, 3), "\(text) fill: \(fill)")
        }
        guard let off = host.frame(ofText: "Off") else { return XCTFail() }
        let fill = host.color(at: CGPoint(x: off.minX - 6, y: off.midY))
        // tertiarySystemFill (118, 118, 128) at 0.12 over white: (240, 240, 240).
        XCTAssertTrue(nearRGBA(fill, RGBA(r: 239, g: 239, b: 240, a: 255), 4), "disabled fill: \(fill)")
    }

    func testBorderedFramesGrowWithControlSize() {
        var heights: [CGFloat] = [], widths: [CGFloat] = []
        for size in [ControlSize.mini, .small, .regular, .large] {
            let host = TestHost(Button("Size") {}.buttonStyle(.borderedProminent).controlSize(size), size: CGSize(width: 200, height: 100))
            guard let box = host.box(of: Palette.blue, tolerance: 3) else { return XCTFail("no fill at \(size)") }
            heights.append(box.height)
            widths.append(box.width)
        }
        XCTAssertEqual(heights, heights.sorted(), "mini < small < regular < large: \(heights)")
        XCTAssertEqual(Set(heights).count, 4, "\(heights)")
        XCTAssertEqual(widths, widths.sorted(), "\(widths)")
        XCTAssertEqual(heights[2], 34, accuracy: 2, "a regular bordered button is about 34 points high")
        XCTAssertEqual(heights[3], 50, accuracy: 2, "a large one about 50")
    }

    func testPlainKeepsTheLabelAndDimsSlightlyWhilePressed() {
        let host = TestHost(Button(action: {}) { Color.red.frame(width: 40, height: 40) }.buttonStyle(.plain),
                            size: CGSize(width: 100, height: 100))
        let centre = CGPoint(x: 50, y: 50)
        XCTAssertTrue(nearRGBA(host.color(at: centre), Palette.red, 2))
        host.pointerDown(at: centre)
        // Red at 0.75 over white.
        XCTAssertTrue(nearRGBA(host.color(at: centre), RGBA(r: 255, g: 108, b: 100, a: 255), 4), "\(host.color(at: centre))")
        host.pointerUp()
        XCTAssertTrue(nearRGBA(host.color(at: centre), Palette.red, 2))
    }

    func testAStyleThatDrawsNothingTakesNoSpace() {
        let view = VStack(spacing: 0) {
            Text("Above")
            Button("Hidden") { ButtonLog.entries.append("hidden") }.buttonStyle(EmptyStyle())
            Text("Below")
        }
        let host = TestHost(view, size: CGSize(width: 200, height: 200))
        XCTAssertEqual(host.texts, ["Above", "Below"])
        guard let above = host.frame(ofText: "Above"), let below = host.frame(ofText: "Below") else { return XCTFail() }
        XCTAssertEqual(above.maxY, below.minY, accuracy: 0.5, "the empty button takes no space")
        host.tap(at: CGPoint(x: 100, y: above.maxY))
        XCTAssertEqual(ButtonLog.entries, [])
    }

    func testStaticMemberSyntaxForAUserStyle() {
        let host = TestHost(Button("Red") { ButtonLog.entries.append("red") }.buttonStyle(.redFill), size: CGSize(width: 200, height: 100))
        guard let label = host.frame(ofText: "Red") else { return XCTFail() }
        XCTAssertTrue(nearRGBA(host.color(at: CGPoint(x: label.midX, y: label.minY - 4)), Palette.red))
        host.tap(at: label.centre)
        XCTAssertEqual(ButtonLog.entries, ["red"])
    }
}
