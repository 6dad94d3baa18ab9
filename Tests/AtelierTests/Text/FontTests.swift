import XCTest
import Foundation
@testable @_spi(Backend) import AtelierCore

@preconcurrency @MainActor final class FontTests: XCTestCase {
    private func resolve(_ font: Font) -> ResolvedFont { font.resolved(in: EnvironmentValues()) }

    /// Lets a static member be looked up the way `.font(_:)` looks it up.
    private func font(_ f: Font?) -> Font { f ?? .body }

    func testEachTextStyleHasItsIOSSize() {
        let expected: [(Font, CGFloat)] = [
            (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.subheadline, 15),
            (.body, 17), (.callout, 16), (.footnote, 13), (.caption, 12), (.caption2, 11),
        ]
        for (f, size) in expected {
            XCTAssertEqual(resolve(f).size, size, "\(f)")
            XCTAssertNil(resolve(f).family)
        }
        XCTAssertEqual(Font.TextStyle.allCases.count, 11)
    }

    func testTitleIsRegularAndHeadlineSemibold() {
        XCTAssertEqual(resolve(.title).size, 28)
        XCTAssertEqual(resolve(.title).weight, 400)
        XCTAssertEqual(resolve(.headline).weight, 600)
        XCTAssertEqual(resolve(.headline).size, 17)
        XCTAssertEqual(resolve(.body).design, .default)
    }

    func testSystemSizeIsUnambiguous() {
        let f = font(.system(size: 20))
        XCTAssertEqual(resolve(f).size, 20)
        XCTAssertEqual(resolve(f).weight, 400)
        XCTAssertEqual(resolve(f).design, .default)
        let g: Font = .system(size: 13)
        XCTAssertEqual(resolve(g).size, 13)
        XCTAssertEqual(resolve(.system(size: 17, weight: .semibold)).weight, 600)
        let h = resolve(.system(size: 17, weight: .bold, design: .serif))
        XCTAssertEqual(h.weight, 700)
        XCTAssertEqual(h.design, .serif)
        XCTAssertEqual(resolve(.system(size: 12, design: .monospaced)).design, .monospaced)
    }

    func testSystemTextStyleWithDesign() {
        let r = resolve(font(.system(.title, design: .rounded)))
        XCTAssertEqual(r.design, .rounded)
        XCTAssertEqual(r.size, 28)
        let b = resolve(.system(.body, design: .serif, weight: .bold))
        XCTAssertEqual(b.design, .serif)
        XCTAssertEqual(b.weight, 700)
        XCTAssertEqual(resolve(.system(.headline)).weight, 600)
        XCTAssertEqual(resolve(.system(.caption, weight: .light)).weight, 300)
    }

    func testEachWeightResolvesToItsCSSWeight() {
        let weights: [(Font.Weight, Int)] = [
            (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
            (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
        ]
        for (w, css) in weights { XCTAssertEqual(resolve(Font.body.weight(w)).weight, css) }
        XCTAssertEqual(resolve(Font.headline.weight(.light)).weight, 300)
    }

    func testBoldItalicAndMonospacedChangeTheFontAndRecordedModifiersDoNot() {
        XCTAssertEqual(resolve(Font.title.bold()).weight, 700)
        XCTAssertEqual(resolve(Font.system(size: 10, weight: .black).bold()).weight, 900)
        XCTAssertTrue(resolve(Font.body.italic()).italic)
        XCTAssertFalse(resolve(Font.body).italic)
        XCTAssertTrue(resolve(Font.body.monospacedDigit()).monospacedDigit)
        XCTAssertEqual(resolve(Font.body.monospaced()).design, .monospaced)
        // Recorded-only modifiers change nothing the text engine sees.
        XCTAssertEqual(resolve(Font.body.smallCaps().leading(.tight).width(.condensed)), resolve(.body))
        XCTAssertNotEqual(Font.body.smallCaps(), Font.body)
        XCTAssertEqual(Font.Width.condensed.value, -0.2)
    }

    func testACustomFontKeepsItsFamilyAndSize() {
        let c = resolve(.custom("Inter", size: 14))
        XCTAssertEqual(c.family, "Inter")
        XCTAssertEqual(c.size, 14)
        XCTAssertEqual(resolve(.custom("Noto Serif", size: 18, relativeTo: .title)).size, 18)
        XCTAssertEqual(resolve(.custom("Noto Serif", fixedSize: 9)).size, 9)
        XCTAssertEqual(resolve(Font.custom("Inter", size: 14).bold()).weight, 700)
    }

    func testTheEnvironmentsFontIsUnsetUntilGiven() {
        var e = EnvironmentValues()
        XCTAssertNil(e.font)
        e.font = .caption
        XCTAssertEqual(e.font, .caption)
        XCTAssertEqual((e.font ?? .body).resolved(in: e).size, 12)
    }

    func testBadSizesDoNotCrash() {
        XCTAssertEqual(resolve(.system(size: .nan)).size, 0)
        XCTAssertEqual(resolve(.system(size: -4)).size, 0)
        XCTAssertEqual(resolve(.custom("Inter", fixedSize: .infinity)).size, 0)
    }

    func testFontsAreEqualByValueAndHashAlike() {
        XCTAssertEqual(Font.title, Font.title)
        XCTAssertNotEqual(Font.title, Font.title2)
        XCTAssertEqual(Set([Font.body, .body, .caption]).count, 2)
    }
}
