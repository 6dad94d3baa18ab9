import XCTest
@testable @_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting
import Atelier

// Damage: a frame after a change is painted again only where the change can show, and the pixels are those
// of a full repaint. Every test runs with `TestHost.checksDamage` on, which repaints each frame whole as well
// and counts the frames that differ (`damageMisses`).

@Observable private final class Scene {
    var label = "#1"
    var colour = 0
    var x: CGFloat = 0
    var shows = true
    var blurred = 0
    var maskWidth: CGFloat = 60
}

/// A grid of rounded buttons with labels, like the benchmark's: the first label and colour follow the scene.
private struct Grid: View {
    let scene: Scene
    var body: some View {
        VStack(spacing: 8) {
            ForEach(0..<6, id: \.self) { row in
                HStack(spacing: 8) {
                    ForEach(0..<6, id: \.self) { column in
                        let first = row == 0 && column == 0
                        Text(first ? scene.label : "#\(row * 6 + column + 1)")
                            .foregroundStyle(.white)
                            .frame(width: 48, height: 30)
                            .background(RoundedRectangle(cornerRadius: 8).fill(first && scene.colour == 1 ? Color.red : Color.blue))
                    }
                }
            }
        }
        .padding(10)
    }
}

/// A view whose body is made by a closure, so that what the closure reads from a scene is tracked.
private struct Live<Content: View>: View {
    let make: () -> Content
    var body: some View { make() }
}

@MainActor private func host<V: View>(size: CGSize = CGSize(width: 400, height: 300), @ViewBuilder _ make: @escaping () -> V) -> TestHost {
    TestHost.checksDamage = true
    let host = TestHost(Live(make: make), size: size)
    XCTAssertNotNil(host.pngData())
    XCTAssertNil(host.lastRepaint, "the first frame is painted whole")
    return host
}

/// The share of the canvas the last frame painted again (1 when it painted all of it).
@MainActor private func repaintedShare(_ host: TestHost) -> Double {
    guard let rects = host.lastRepaint else { return 1 }
    return Double(rects.reduce(0) { $0 + $1.width * $1.height }) / Double(host.size.width * host.size.height)
}

@preconcurrency @MainActor final class DamageTests: XCTestCase {
    override func tearDown() async throws {
        TestHost.checksDamage = ProcessInfo.processInfo.environment["ATELIER_CHECK_DAMAGE"] == "1"
    }

    func testOneLabelChangeRepaintsOnlyItsButton() {
        let scene = Scene()
        let h = host { Grid(scene: scene) }
        let cell = h.frame(ofText: "#1")!
        scene.label = "#77"
        XCTAssertNotNil(h.pngData())
        XCTAssertEqual(h.frame(ofText: "#77")?.midY, cell.midY)
        XCTAssertEqual(h.damageMisses, 0)
        // The rows of the first line of buttons (with the label's room for overhanging glyphs), no others.
        @MainActor func repaintsOnlyTheFirstLine() -> Bool {
            guard let rects = h.lastRepaint, !rects.isEmpty else { return false }
            return rects.allSatisfy { CGFloat($0.y) >= cell.minY - 16 && CGFloat($0.y + $0.height) <= cell.maxY + 16 }
        }
        XCTAssertTrue(repaintsOnlyTheFirstLine(), "\(h.lastRepaint ?? [])")
        scene.colour = 1
        XCTAssertEqual(h.color(at: CGPoint(x: cell.midX - 20, y: cell.midY)), RGBA(r: 255, g: 59, b: 48, a: 255))
        XCTAssertEqual(h.damageMisses, 0)
        XCTAssertTrue(repaintsOnlyTheFirstLine(), "\(h.lastRepaint ?? [])")
    }

    func testAMovingViewLeavesNothingBehind() {
        let scene = Scene()
        let h = host { ZStack(alignment: .topLeading) {
            Color.clear
            Circle().fill(Color.green).frame(width: 40, height: 40).shadow(radius: 4).offset(x: scene.x, y: 20)
        } }
        withAnimation(.linear(duration: 1)) { scene.x = 200 }
        for _ in 0..<10 {
            h.advance(by: 0.1)
            XCTAssertNotNil(h.pngData())
            XCTAssertNotNil(h.lastRepaint, "a moving circle repaints where it was and where it is")
        }
        XCTAssertEqual(h.color(at: CGPoint(x: 20, y: 40)), RGBA(r: 255, g: 255, b: 255, a: 255), "the first place is white again")
        XCTAssertEqual(h.color(at: CGPoint(x: 220, y: 40)).g, 199)
        XCTAssertEqual(h.damageMisses, 0)
    }

    func testARemovedViewIsClearedAndTheRestKept() {
        let scene = Scene()
        let h = host { VStack {
            Text("stays")
            if scene.shows { Color.orange.frame(width: 50, height: 50) }
            Spacer()
        } }
        let orange = CGPoint(x: 200, y: 50)
        XCTAssertEqual(h.color(at: orange).r, 255)
        scene.shows = false
        XCTAssertEqual(h.color(at: orange), RGBA(r: 255, g: 255, b: 255, a: 255))
        XCTAssertNotNil(h.frame(ofText: "stays"))
        XCTAssertEqual(h.damageMisses, 0)
    }

    func testBlurShadowAndMaskRepaintAllTheyReach() {
        let scene = Scene()
        let h = host { HStack(spacing: 30) {
            Color(white: scene.blurred == 1 ? 0.2 : 0.8).frame(width: 40, height: 40).blur(radius: CGFloat(4 + scene.blurred * 6))
            RoundedRectangle(cornerRadius: 6).fill(scene.colour == 1 ? Color.red : Color.blue).frame(width: 40, height: 40)
                .shadow(color: .black, radius: 8, x: 4, y: 4)
            Color.purple.frame(width: 80, height: 40).mask(alignment: .leading) { Capsule().frame(width: scene.maskWidth) }
        } }
        for step in 0..<3 {
            scene.blurred = step % 2
            XCTAssertNotNil(h.pngData())
            scene.colour = step % 2
            XCTAssertNotNil(h.pngData())
            scene.maskWidth = CGFloat(30 + step * 20)
            XCTAssertNotNil(h.pngData())
            XCTAssertLessThan(repaintedShare(h), 0.5)
        }
        XCTAssertEqual(h.damageMisses, 0)
    }

    func testScrollingRepaintsTheScrollViewOnly() {
        let h = host { VStack(spacing: 0) {
            Text("Header").frame(height: 40)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<60, id: \.self) { i in
                        HStack { Text("row \(i)"); Spacer(); Circle().fill(Color.blue).frame(width: 12, height: 12) }.frame(height: 30)
                    }
                }
            }
            .frame(width: 200, height: 150)
            Spacer()
        } }
        XCTAssertTrue(h.scroll(by: CGSize(width: 0, height: 95), at: CGPoint(x: 200, y: 100)))
        XCTAssertNotNil(h.pngData())
        let rects = h.lastRepaint ?? []
        XCTAssertFalse(rects.isEmpty)
        let header = h.frame(ofText: "Header")!
        XCTAssertTrue(rects.allSatisfy { CGFloat($0.y) >= header.maxY - 2 }, "the header above is not painted again: \(rects)")
        XCTAssertEqual(h.damageMisses, 0)
    }

    func testARepaintBesideACurveLeavesItAsAFullRepaintDraws() {
        // The changed square ends inside the circle beside it: Cairo shades a curve cut by the side of the
        // area it draws in a level or two differently, so the repaint takes whole rows.
        let scene = Scene()
        let h = host { HStack(spacing: -6) {
            (scene.colour == 1 ? Color.red : Color.green).frame(width: 30, height: 30)
            Circle().fill(Color.blue).frame(width: 18, height: 18).offset(y: -4)
        } }
        scene.colour = 1
        XCTAssertNotNil(h.pngData())
        XCTAssertEqual(h.damageMisses, 0)
        XCTAssertTrue((h.lastRepaint ?? []).allSatisfy { $0.x == 0 && $0.width == 400 }, "\(h.lastRepaint ?? [])")
    }

    func testATappedCounterInARotatedStackRepaintsAsAFullRepaint() {
        // Found by the fuzzer (seed 1, tree 16376): rotated text cut by the canvas's top and bottom, repainted
        // in a rectangle narrower than the canvas, came out shaded differently from a full repaint.
        let h = host(size: CGSize(width: 146, height: 73)) {
            ZStack(alignment: .trailing) { Text("混合 text 中文"); TapCounter() }.rotationEffect(.degrees(90))
        }
        h.tap(at: CGPoint(x: 80, y: 82))
        XCTAssertNotNil(h.pngData())
        XCTAssertTrue(h.texts.contains("Tapped 1 times"), "\(h.texts)")
        XCTAssertEqual(h.damageMisses, 0)
    }

    func testAFocusedSecureFieldUnderAClippedOverlayOfAHugeSpacerRepaintsAsAFullRepaint() {
        // Found by the fuzzer (seed 2, tree 1565): an overlay a Spacer(minLength: 1e300) makes astronomically tall,
        // clipped, over a secure field that a tap focuses.
        let h = host(size: CGSize(width: 5, height: 410)) {
            SecureField("Secret", text: .constant(""))
                .overlay(alignment: .trailing) {
                    VStack(alignment: .leading) {
                        Text("Hello, world")
                        Color.red
                        Spacer(minLength: 1e300)
                        VStack(spacing: 1_000_000) { HStack(spacing: 175) {} }
                    }
                    .clipped()
                }
        }
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 2.5, y: 205))
        XCTAssertNotNil(h.pngData())
        // The overlay's bounds reach from y -5e299; with the field's they must still end below the field, or the
        // repaint band that shows the new caret skips the whole list.
        XCTAssertNotNil(h.lastRepaint, "the focus repaints part of the canvas")
        let caret = h.color(at: CGPoint(x: 0, y: 205))
        XCTAssertNotEqual([caret.r, caret.g, caret.b], [255, 255, 255], "the caret shows at the field's leading edge")
        h.tap(at: CGPoint(x: 15, y: 238))
        XCTAssertNotNil(h.pngData())
        XCTAssertEqual(h.damageMisses, 0)
    }

    func testAButtonBesideAColourAsTallAs1e300RepaintsAsAFullRepaint() {
        // Found by the fuzzer (seed 1, tree 8498): the colour is cut to the canvas before Cairo fills it, and the
        // cut must be the same whatever band of the canvas is repainted.
        let h = host(size: CGSize(width: 25, height: 100)) {
            HStack {
                Button("OK") {}
                Color.blue.frame(height: 1e300)
            }
        }
        for y in [0.5, 50, 99.5] {
            let c = h.color(at: CGPoint(x: 23, y: y))
            XCTAssertEqual([c.r, c.g, c.b], [0, 122, 255], "the colour fills its column at y \(y)")
        }
        h.tap(onText: "OK")
        XCTAssertNotNil(h.pngData())
        XCTAssertNotNil(h.lastRepaint, "the press repaints part of the canvas")
        XCTAssertEqual(h.damageMisses, 0)
    }

    func testARotatedClippedCounterCutByTheRepaintBandDrawsAsAFullRepaint() {
        // Found by the fuzzer (seed 1, tree 7229): the tapped counter's band of rows cuts a rotated, clipped
        // "Tap" below it, which must come out as a full repaint draws it.
        let h = host(size: CGSize(width: 131, height: 475)) {
            HStack(alignment: .top, spacing: 0) {
                VStack {
                    TapCounter()
                    TapCounter().rotationEffect(.degrees(90)).clipped()
                    Text("The quick brown fox jumps over the lazy dog and keeps running far beyond the edge of the screen")
                    Rectangle().fill(.blue)
                }
                TextField("Field", text: .constant("")).padding(12)
                Text("line\nbreak\nthree")
            }
            .frame(height: 117, alignment: .topTrailing)
        }
        h.tap(onText: "Tap")
        XCTAssertNotNil(h.pngData())
        let rects = h.lastRepaint ?? []
        XCTAssertFalse(rects.isEmpty, "the tap repaints part of the canvas")
        XCTAssertTrue(rects.contains { $0.y < 208 && $0.y + $0.height > 208 }, "the band cuts the rotated text: \(rects)")
        XCTAssertEqual(h.damageMisses, 0)
    }

    func testANewRootViewOrSizeRepaintsEverything() {
        let scene = Scene()
        let h = host { Group { if scene.shows { Color.red } else { Text("text") } } }
        scene.shows = false
        XCTAssertNotNil(h.pngData())
        XCTAssertEqual(h.color(at: CGPoint(x: 5, y: 5)), RGBA(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(h.damageMisses, 0)
    }
}

/// The fuzzer's counter: a text that counts its taps.
private struct TapCounter: View {
    @State private var taps = 0
    var body: some View {
        Text(taps == 0 ? "Tap" : "Tapped \(taps) times").onTapGesture { taps += 1 }
    }
}

/// A badge whose count and colour come from its value.
private struct Badge: View {
    let count: Int
    var body: some View {
        HStack {
            Text("Inbox")
            Text("\(count)").padding(4).background(Capsule().fill(count > 9 ? Color.red : Color.gray))
            Circle().fill(Color.blue).frame(width: 12, height: 12)
        }
        .padding(8)
        .frame(width: 160, height: 40)
    }
}

extension DamageTests {
    func testAnImageRendererGivenNewContentDrawsWhatAFreshOneDraws() {
        let renderer = ImageRenderer(content: Badge(count: 3))
        renderer.scale = 2
        XCTAssertNotNil(renderer.pngData())
        for count in [4, 12, 12, 7] {
            renderer.content = Badge(count: count)
            let fresh = ImageRenderer(content: Badge(count: count))
            fresh.scale = 2
            XCTAssertEqual(renderer.pngData(), fresh.pngData(), "count \(count)")
        }
        renderer.isOpaque = true
        renderer.content = Badge(count: 1)
        let opaque = ImageRenderer(content: Badge(count: 1))
        opaque.scale = 2
        opaque.isOpaque = true
        XCTAssertEqual(renderer.pngData(), opaque.pngData(), "an opaque image after transparent ones")
    }
}

extension DamageTests {
    func testDamageGatheredOverManyUnpaintedFramesStaysSmallAndCoversThemAll() {
        var region = DamageRegion.none
        for i in 0..<10_000 { region.add(CGRect(x: Double(i % 100), y: Double(i), width: 4, height: 1)) }
        XCTAssertLessThanOrEqual(region.rects.count, 64)
        for i in stride(from: 0, to: 10_000, by: 997) {
            let r = CGRect(x: Double(i % 100), y: Double(i), width: 4, height: 1)
            XCTAssertTrue(region.rects.contains { $0.contains(r) }, "frame \(i)'s damage is kept")
        }
        region.add(CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1))
        XCTAssertTrue(region.isFull, "a non-finite rectangle makes the damage the whole frame")
        XCTAssertNil(region.pixelRects(scale: 1, width: 100, height: 100))
    }
}
