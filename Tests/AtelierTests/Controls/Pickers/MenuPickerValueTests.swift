import XCTest
import Atelier
@_spi(Backend) import AtelierTesting

/// A menu picker's current value: in a Form row, secondary grey (#8A8A8E) with an 8.3 x 12 up/down chevron
/// after it, as iOS 17 draws it; alone, a borderless button in the accent colour.
@preconcurrency @MainActor final class MenuPickerValueTests: XCTestCase {
    private struct Flavors: View {
        var inForm: Bool
        @State private var flavor = 0
        var body: some View {
            let picker = Picker("Flavor", selection: $flavor) {
                Text("Chocolate").tag(0)
                Text("Vanilla").tag(1)
            }.pickerStyle(.menu)
            if inForm {
                Form { picker }
            } else {
                VStack { picker }
            }
        }
    }

    /// The darkest pixel inside a rectangle (points): a glyph's stem, fully covered, shows the text's colour.
    private func darkest(_ host: TestHost, in rect: CGRect) -> RGBA {
        var best = RGBA(r: 255, g: 255, b: 255, a: 255)
        let s = host.scale
        for py in Int(rect.minY * s)..<Int(rect.maxY * s) {
            for px in Int(rect.minX * s)..<Int(rect.maxX * s) {
                let c = host.color(at: CGPoint(x: (CGFloat(px) + 0.5) / s, y: (CGFloat(py) + 0.5) / s))
                if Int(c.r) + Int(c.g) + Int(c.b) < Int(best.r) + Int(best.g) + Int(best.b) { best = c }
            }
        }
        return best
    }

    private func isNear(_ c: RGBA, _ r: Int, _ g: Int, _ b: Int) -> Bool {
        abs(Int(c.r) - r) <= 2 && abs(Int(c.g) - g) <= 2 && abs(Int(c.b) - b) <= 2
    }

    func testInAFormRowTheValueAndChevronAreSecondaryGrey() throws {
        let host = TestHost(Flavors(inForm: true), device: .iPhone13)
        host.savePNG("menu-picker-form-3x")
        let value = try XCTUnwrap(host.frame(ofText: "Chocolate"))
        let label = try XCTUnwrap(host.frame(ofText: "Flavor"))
        XCTAssertTrue(isNear(darkest(host, in: value), 138, 138, 142), "value drawn in \(darkest(host, in: value))")
        XCTAssertTrue(isNear(darkest(host, in: label), 0, 0, 0), "the label stays the label colour")
        // The chevron: after the value, before the card's trailing edge, in the same grey.
        let region = CGRect(x: value.maxX + 0.5, y: value.minY - 4, width: 370 - value.maxX - 1, height: value.height + 8)
        let chevron = host.inkBounds(in: region) { Int($0.r) + Int($0.g) + Int($0.b) < 3 * 200 }
        XCTAssertEqual(chevron.width, 8.3, accuracy: 1.0 / 3 + 0.01, "\(chevron)")
        XCTAssertEqual(chevron.height, 12, accuracy: 1.0 / 3 + 0.01, "\(chevron)")
        XCTAssertTrue(isNear(darkest(host, in: chevron), 138, 138, 142), "chevron drawn in \(darkest(host, in: chevron))")
        XCTAssertEqual(chevron.midY, value.midY, accuracy: 1, "level with the value")
    }

    /// Apple's render: `List { Picker("Clean Code", selection:) { "A", "B" } }` on an iPhone 13 Pro at @3x
    /// (StanfordSpezi/SpeziViews, caseIterablePicker.iphone-regular.png, iOS 18): the chevron's ink from x 340 to
    /// 348.33 and y 97.67 to 109.67, 1.67 inside the row's trailing inset (350); the value's ink ending 6 before it.
    func testInAListRowTheChevronSitsWhereApplesDoes() throws {
        let view = List {
            Picker("Clean Code", selection: .constant("A")) {
                Text("A").tag("A")
                Text("B").tag("B")
            }
        }
        let host = TestHost(view, device: .iPhone13)
        let chevron = host.inkBounds(in: CGRect(x: 338, y: 90, width: 20, height: 30)) { Int($0.r) + Int($0.g) + Int($0.b) < 3 * 225 }
        XCTAssertEqual(chevron.minX, 340, accuracy: 1.0 / 3 + 0.01, "\(chevron)")
        XCTAssertEqual(chevron.maxX, 348 + 1.0 / 3, accuracy: 1.0 / 3 + 0.01, "\(chevron)")
        XCTAssertEqual(chevron.midY, 103.67, accuracy: 1.0 / 3 + 0.01, "centred in the 44-point row from y 82")
        let value = try XCTUnwrap(host.frame(ofText: "A"))
        XCTAssertEqual(chevron.minX - value.maxX, 6, accuracy: 1, "the value 6 before the chevron")
    }

    func testAloneThePickerIsABorderlessButtonInTheAccentColour() throws {
        let host = TestHost(Flavors(inForm: false), size: CGSize(width: 300, height: 100), scale: 3)
        host.savePNG("menu-picker-alone-3x")
        let value = try XCTUnwrap(host.frame(ofText: "Chocolate"))
        XCTAssertNil(host.frame(ofText: "Flavor"), "a menu picker alone shows its value, not its label")
        XCTAssertTrue(isNear(darkest(host, in: value), 0, 122, 255), "value drawn in \(darkest(host, in: value))")
        let region = CGRect(x: value.maxX + 0.5, y: value.minY - 4, width: 40, height: value.height + 8)
        let chevron = host.inkBounds(in: region) { $0.r < 200 }
        XCTAssertEqual(chevron.width, 8.3, accuracy: 1.0 / 3 + 0.01, "\(chevron)")
        XCTAssertEqual(chevron.height, 12, accuracy: 1.0 / 3 + 0.01, "\(chevron)")
        XCTAssertTrue(isNear(darkest(host, in: chevron), 0, 122, 255), "chevron drawn in \(darkest(host, in: chevron))")
    }
}
