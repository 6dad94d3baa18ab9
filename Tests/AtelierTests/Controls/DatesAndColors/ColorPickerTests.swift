import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

private func hex(_ color: Color) -> String {
    let r = color.resolve(in: EnvironmentValues())
    return HexColor.format(RGBAColor(red: Double(r.red), green: Double(r.green), blue: Double(r.blue), alpha: Double(r.opacity)),
                           includesAlpha: true)
}

private struct Screen: View {
    var supportsOpacity = true
    @State var color = Color(.sRGB, red: 1, green: 59 / 255, blue: 48 / 255)
    var body: some View {
        VStack(spacing: 20) {
            ColorPicker("Tint", selection: $color, supportsOpacity: supportsOpacity)
            Text(verbatim: "picked \(hex(color))")
            Spacer()
        }
        .padding(.horizontal, 16)
    }
}

/// Where a palette's grid cell is, from its title: the card is as wide as the grid and its padding.
@MainActor private func cell(_ host: TestHost, row: Int, column: Int) -> CGPoint {
    let title = host.frame(ofText: "Colors")!
    let left = title.midX - (12 * 24 + 32) / 2 + 16
    return CGPoint(x: left + 12 + 24 * CGFloat(column), y: title.maxY + 14 + 12 + 24 * CGFloat(row))
}

@preconcurrency @MainActor final class ColorPickerTests: XCTestCase {
    override func setUp() { Diagnostics.reset() }

    func testTheRowShowsTheLabelAndAWellWithTheColourInsideAHueRing() {
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 700))
        let label = host.frame(ofText: "Tint")!
        XCTAssertLessThan(label.minX, 20)
        // The well is 28 points at the trailing edge: the colour inside, hues on its ring.
        let centre = CGPoint(x: 390 - 16 - 14, y: label.midY)
        let inside = host.color(at: centre)
        XCTAssertEqual(Int(inside.r), 255, accuracy: 2)
        XCTAssertEqual(Int(inside.g), 59, accuracy: 2)
        XCTAssertEqual(Int(inside.b), 48, accuracy: 2)
        let ring = host.color(at: CGPoint(x: centre.x, y: centre.y - 12.5)), ring2 = host.color(at: CGPoint(x: centre.x, y: centre.y + 12.5))
        XCTAssertNotEqual(ring, ring2, "different hues round the ring")
        XCTAssertLessThan(host.color(at: CGPoint(x: centre.x, y: centre.y - 16)).a, 10, "nothing drawn outside 28 points")
    }

    func testATapOnTheWellOpensTheGridAndATapOnASwatchPicksIt() {
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 700))
        XCTAssertFalse(host.texts.contains("Colors"))
        let label = host.frame(ofText: "Tint")!
        host.tap(at: CGPoint(x: 390 - 30, y: label.midY))
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("Colors"), "\(host.texts)")
        let black = cell(host, row: 0, column: 11)
        XCTAssertLessThan(host.color(at: black).r, 10, "the grey row ends in black")
        host.tap(at: black)
        XCTAssertTrue(host.texts.contains("picked 000000FF"), "\(host.texts)")
        let pure = cell(host, row: 5, column: 6)
        let c = host.color(at: pure)
        XCTAssertGreaterThan(Int(c.r), 200, "the middle row's seventh hue is a full red")
        XCTAssertLessThan(Int(c.g), 60)
        host.tap(at: pure)
        XCTAssertTrue(host.texts.contains { $0.hasPrefix("picked FF") && $0.hasSuffix("FF") }, "\(host.texts)")
        // The picked swatch is outlined in white.
        let edge = host.color(at: CGPoint(x: pure.x - 10.5, y: pure.y))
        XCTAssertGreaterThan(Int(edge.g), 240)
    }

    func testTheHexFieldTakesSixDigitsWithOrWithoutAHashAndRefusesOthers() {
        let host = TestHost(Screen(supportsOpacity: false), size: CGSize(width: 390, height: 700))
        let label = host.frame(ofText: "Tint")!
        host.tap(at: CGPoint(x: 390 - 30, y: label.midY))
        host.advance(by: 0.4)
        XCTAssertFalse(host.texts.contains("Opacity"), "no opacity track without opacity support")
        host.tap(onText: "FF3B30")
        XCTAssertEqual(host.focusedTextField?.text, "FF3B30", "the field shows the colour's digits")
        host.keyDown(KeyEquivalent("a"), modifiers: .command)
        host.type("#34C759\n")
        XCTAssertTrue(host.texts.contains("picked 34C759FF"), "\(host.texts)")
        host.keyDown(KeyEquivalent("a"), modifiers: .command)
        host.type("007AFF\n")
        XCTAssertTrue(host.texts.contains("picked 007AFFFF"))
        host.keyDown(KeyEquivalent("a"), modifiers: .command)
        host.type("#11223344\n")
        XCTAssertTrue(host.texts.contains("picked 007AFFFF"), "eight digits need opacity support")
        XCTAssertEqual(host.focusedTextField?.text, "007AFF", "a refused entry shows the colour again")
        host.keyDown(KeyEquivalent("a"), modifiers: .command)
        host.type("nope\n")
        XCTAssertTrue(host.texts.contains("picked 007AFFFF"))
    }

    func testWithOpacityTheTrackAndEightDigitsSetTheAlpha() {
        let host = TestHost(Screen(), size: CGSize(width: 390, height: 800))
        let label = host.frame(ofText: "Tint")!
        host.tap(at: CGPoint(x: 390 - 30, y: label.midY))
        host.advance(by: 0.4)
        XCTAssertTrue(host.texts.contains("100%"))
        let percent = host.frame(ofText: "100%")!, title = host.frame(ofText: "Colors")!
        // The track runs from the card's padding to the percentage; drag its thumb to the middle.
        let left = title.midX - 160 + 16, right = percent.maxX - 52 - 12
        let y = percent.midY
        host.pointerDown(at: CGPoint(x: right - 14, y: y))
        host.pointerMove(to: CGPoint(x: (left + right) / 2, y: y))
        host.pointerUp()
        XCTAssertTrue(host.texts.contains("50%"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains("picked FF3B3080"), "\(host.texts)")
        host.tap(onText: "FF3B3080")
        host.keyDown(KeyEquivalent("a"), modifiers: .command)
        host.type("#0000FF40\n")
        XCTAssertTrue(host.texts.contains("picked 0000FF40"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains("25%"))
    }

    func testACGColorSelectionIsReadAndWritten() {
        struct CGScreen: View {
            @State var color = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
            var body: some View {
                VStack {
                    ColorPicker("Ink", selection: $color)
                    Text(verbatim: "components \((color.components ?? []).map { Int(($0 * 255).rounded()) })")
                    Spacer()
                }
            }
        }
        let host = TestHost(CGScreen(), size: CGSize(width: 390, height: 700))
        let label = host.frame(ofText: "Ink")!
        XCTAssertGreaterThan(host.color(at: CGPoint(x: 390 - 14, y: label.midY)).b, 240, "the well shows blue")
        host.tap(at: CGPoint(x: 390 - 14, y: label.midY))
        host.advance(by: 0.4)
        host.tap(at: cell(host, row: 0, column: 0))
        XCTAssertTrue(host.texts.contains("components [255, 255, 255, 255]"), "\(host.texts)")
    }
}
