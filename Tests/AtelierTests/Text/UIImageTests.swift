import XCTest
import Foundation
import Atelier
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo
import AtelierTesting

// UIImage(named:), UIImage(named:in:with:), UIImage(data:) and UIImage(contentsOfFile:) as programs use them with
// SwiftUI: their size, scale and rendering mode, shown by Image(uiImage:).

@preconcurrency @MainActor final class UIImageTests: XCTestCase {
    override func setUp() async throws {
        CairoBackend.install()
    }

    private static let red = RGBA(r: 255, g: 0, b: 0, a: 255)
    private static let green = RGBA(r: 0, g: 255, b: 0, a: 255)
    private static let blue = RGBA(r: 0, g: 0, b: 255, a: 255)
    private static let systemBlue = RGBA(r: 0, g: 122, b: 255, a: 255)

    func testNamedImagesFromTheCatalogDrawForEachDisplayScale() throws {
        // ModuleSwatch: 8 points at 1x (red), 2x (green) and 3x (blue), in the test target's resources.
        let found = try XCTUnwrap(UIImage(named: "ModuleSwatch"))
        XCTAssertEqual(found.size, CGSize(width: 8, height: 8))
        XCTAssertEqual(found.scale, 3, "measured at its sharpest file")
        XCTAssertEqual(found.renderingMode, .automatic)
        let module = try XCTUnwrap(UIImage(named: "ModuleSwatch", in: .module, with: nil))
        XCTAssertEqual(module.size, CGSize(width: 8, height: 8))
        for (scale, color) in [(1.0, Self.red), (2.0, Self.green), (3.0, Self.blue)] {
            let png = try XCTUnwrap(RenderedPNG(Image(uiImage: module), scale: scale))
            XCTAssertEqual(png.pixelSize, CGSize(width: 8 * scale, height: 8 * scale))
            XCTAssertEqual(png.pixel(Int(4 * scale), Int(4 * scale)), color, "at \(scale)x")
        }
    }

    func testRenderingModes() throws {
        // ModuleGlyph is a template PDF: tinted unless made always original; a plain image tinted when made a template.
        let glyph = try XCTUnwrap(UIImage(named: "ModuleGlyph", in: .module, with: nil))
        XCTAssertEqual(glyph.size, CGSize(width: 20, height: 20))
        func left(_ image: UIImage) throws -> RGBA {
            try XCTUnwrap(RenderedPNG(Image(uiImage: image).foregroundStyle(.blue))).pixel(4, 4)
        }
        XCTAssertEqual(try left(glyph), Self.systemBlue, "the set's template intent")
        let original = glyph.withRenderingMode(.alwaysOriginal)
        XCTAssertEqual(original.renderingMode, .alwaysOriginal)
        XCTAssertEqual(try left(original), Self.red)
        let swatch = try XCTUnwrap(UIImage(named: "ModuleSwatch", in: .module, with: nil))
        XCTAssertEqual(try left(swatch), Self.red, "no intent: its own colours")
        XCTAssertEqual(try left(swatch.withRenderingMode(.alwaysTemplate)), Self.systemBlue)
        // Image's own renderingMode wins over the UIImage's.
        let png = try XCTUnwrap(RenderedPNG(Image(uiImage: original).renderingMode(.template).foregroundStyle(.blue)))
        XCTAssertEqual(png.pixel(5, 10), Self.systemBlue)
    }

    func testImagesFromDataAndFiles() throws {
        let data = AssetCatalogFolder.png(16, 8, RGBAColor(red: 0, green: 1, blue: 0))
        let fromData = try XCTUnwrap(UIImage(data: data, scale: 2))
        XCTAssertEqual(fromData.size, CGSize(width: 8, height: 4))
        XCTAssertEqual(fromData.scale, 2)
        XCTAssertEqual(try XCTUnwrap(RenderedPNG(Image(uiImage: fromData), scale: 2)).pixel(8, 4), Self.green)
        XCTAssertNil(UIImage(data: Data("not an image".utf8)))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-uiimage-\(UUID().uuidString)@2x.png")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let fromFile = try XCTUnwrap(UIImage(contentsOfFile: file.path))
        XCTAssertEqual(fromFile.scale, 2, "@2x in its name")
        XCTAssertEqual(fromFile.size, CGSize(width: 8, height: 4))
        XCTAssertNil(UIImage(contentsOfFile: file.path + ".missing"))
    }

    func testAMissingNameIsNilWithOneWarning() {
        Diagnostics.reset()
        XCTAssertNil(UIImage(named: "no-such-uiimage"))
        XCTAssertNil(UIImage(named: "no-such-uiimage"))
        XCTAssertEqual(Diagnostics.warnings, ["No image named 'no-such-uiimage' found in the main bundle or any resource bundle"])
    }
}
