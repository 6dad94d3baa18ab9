import XCTest
import Atelier
import AtelierTesting

// Materials, placeholder redaction, symbol variants and rendering modes: everyday API of published SwiftUI code.

@preconcurrency @MainActor final class MaterialAndRedactionTests: XCTestCase {
    func testMaterialsTintWhatIsBehindByTheirThickness() {
        @MainActor func pixel(_ material: Material, _ scheme: ColorScheme) -> RGBA {
            let view = Color.black.overlay(Rectangle().fill(material)).environment(\.colorScheme, scheme)
            return TestHost(view, size: CGSize(width: 20, height: 20)).color(at: CGPoint(x: 10, y: 10))
        }
        XCTAssertEqual(pixel(.regular, .light).r, 184, accuracy: 1, "white at 72% over black")
        XCTAssertEqual(pixel(.ultraThin, .light).r, 89, accuracy: 1, "thinner lets more through")
        XCTAssertEqual(pixel(.ultraThick, .light).r, 237, accuracy: 1)
        XCTAssertEqual(pixel(.regular, .dark).r, 20, accuracy: 1, "the dark tint")
        let styled = TestHost(Color.black.overlay(Rectangle().fill(.thinMaterial)), size: CGSize(width: 20, height: 20))
        XCTAssertEqual(styled.color(at: CGPoint(x: 10, y: 10)).r, 140, accuracy: 1, ".thinMaterial as a ShapeStyle")
    }

    func testPlaceholderRedactionDrawsBarsAndUnredactedKeepsText() {
        @MainActor func row(_ host: TestHost, _ text: String) -> [RGBA] {
            let f = host.frame(ofText: text)!
            return stride(from: f.minX + 1, to: f.maxX - 1, by: 1).map { host.color(at: CGPoint(x: $0, y: f.midY)) }
        }
        let redacted = TestHost(Text("Hello world").redacted(reason: .placeholder), size: CGSize(width: 200, height: 60))
        let bar = row(redacted, "Hello world")
        XCTAssertFalse(bar.isEmpty)
        // Black at 16% over white: 214 or 215 as the renderer rounds; the same all along the line.
        XCTAssertTrue(bar.allSatisfy { $0 == bar[0] } && (213...216).contains(bar[0].r), "one faint bar across the line, no glyphs: \(bar)")
        let kept = TestHost(VStack { Text("Hello world").unredacted() }.redacted(reason: .placeholder), size: CGSize(width: 200, height: 60))
        XCTAssertTrue(row(kept, "Hello world").contains { $0.r < 100 }, "the glyphs are drawn")
        XCTAssertTrue(row(kept, "Hello world").contains(RGBA(r: 255, g: 255, b: 255, a: 255)), "with white between them")
    }

    func testSymbolVariantsNameTheVariantSymbol() {
        let size = CGSize(width: 40, height: 40)
        @MainActor func png(_ view: some View) -> Data? { TestHost(view.font(.title), size: size).pngData() }
        XCTAssertEqual(png(Image(systemName: "heart").symbolVariant(.fill)), png(Image(systemName: "heart.fill")))
        XCTAssertNotEqual(png(Image(systemName: "heart").symbolVariant(.fill)), png(Image(systemName: "heart")))
        XCTAssertEqual(png(Image(systemName: "person").symbolVariant(.circle.fill)), png(Image(systemName: "person.circle.fill")))
        XCTAssertEqual(png(Image(systemName: "heart").symbolVariant(.square)), png(Image(systemName: "heart.square")))
        XCTAssertEqual(png(Image(systemName: "globe").symbolVariant(.square)), png(Image(systemName: "globe")),
                       "a variant SF Symbols does not have (globe.square) draws the symbol itself")
        XCTAssertEqual(png(Image(systemName: "heart").symbolRenderingMode(.hierarchical)), png(Image(systemName: "heart")),
                       "one-colour glyphs draw the same in every mode")
    }
}
