import XCTest
import Foundation
import Atelier
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo
import AtelierTesting

// Image("name", bundle:) reads the image sets of an asset catalog shipped as resources, as Xcode writes them:
// the file for the display's scale by Contents.json's "scale" entries, PNG and JPEG, SVG and PDF drawn as vectors,
// preserved vectors when resized, the template rendering intent, dark and high-contrast variants; a catalog in
// the test target's own resource bundle through Bundle.module and through the search beside the executable.

@preconcurrency @MainActor final class AssetCatalogImageTests: XCTestCase {
    typealias F = AssetCatalogFolder

    override func setUp() async throws {
        CairoBackend.install()
    }

    private static let red = RGBA(r: 255, g: 0, b: 0, a: 255)
    private static let green = RGBA(r: 0, g: 255, b: 0, a: 255)
    private static let blue = RGBA(r: 0, g: 0, b: 255, a: 255)
    private static let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    /// SwiftUI's `.blue` in the light appearance.
    private static let systemBlue = RGBA(r: 0, g: 122, b: 255, a: 255)

    private func render<V: View>(_ view: V, scale: CGFloat = 1, save name: String? = nil) throws -> RenderedPNG {
        try XCTUnwrap(RenderedPNG(view, scale: scale, save: name))
    }

    func testTheFileForTheDisplayScaleComesFromContentsJSONsScales() throws {
        let folder = try F()
        // The names say nothing of the scales: only Contents.json does.
        try folder.set("Swatch.imageset", json: F.imageSetJSON([("a.png", "1x", nil), ("b.png", "2x", nil), ("c.png", "3x", nil)]),
                       files: ["a.png": F.png(8, 8, .init(red: 1, green: 0, blue: 0)),
                               "b.png": F.png(16, 16, .init(red: 0, green: 1, blue: 0)),
                               "c.png": F.png(24, 24, .init(red: 0, green: 0, blue: 1))])
        // A file named @3x that the set says is 1x is drawn at 1x: 8 points for 8 pixels.
        try folder.set("Misnamed.imageset", json: F.imageSetJSON([("m@3x.png", "1x", nil)]),
                       files: ["m@3x.png": F.png(8, 8, .init(red: 1, green: 0, blue: 0))])
        // Only 1x and 3x: a 2x display draws the 3x file (sharp), not the 1x one enlarged.
        try folder.set("Gap.imageset", json: F.imageSetJSON([("g1.png", "1x", nil), ("g3.png", "3x", nil)]),
                       files: ["g1.png": F.png(8, 8, .init(red: 1, green: 0, blue: 0)),
                               "g3.png": F.png(24, 24, .init(red: 0, green: 0, blue: 1))])
        let bundle = folder.bundle
        for (scale, expected) in [(1.0, Self.red), (2.0, Self.green), (3.0, Self.blue), (1.5, Self.green), (1.25, Self.green), (4.0, Self.blue)] {
            let png = try render(Image("Swatch", bundle: bundle), scale: scale)
            XCTAssertEqual(png.pixelSize, CGSize(width: (8 * scale).rounded(.up), height: (8 * scale).rounded(.up)), "8 points at \(scale)x")
            XCTAssertEqual(png.pixel(Int(4 * scale), Int(4 * scale)), expected, "at \(scale)x")
        }
        let misnamed = try render(Image("Misnamed", bundle: bundle), scale: 2)
        XCTAssertEqual(misnamed.pixelSize, CGSize(width: 16, height: 16))
        let gap = try render(Image("Gap", bundle: bundle), scale: 2)
        XCTAssertEqual(gap.pixelSize, CGSize(width: 16, height: 16))
        XCTAssertEqual(gap.pixel(8, 8), Self.blue)
    }

    func testJPEGSetsPickTheirScaleToo() throws {
        let folder = try F()
        try folder.set("Photo.imageset", json: F.imageSetJSON([("p.jpg", "1x", nil), ("p2.jpeg", "2x", nil)]),
                       files: ["p.jpg": F.jpeg(6, 4, rgba: 0xC000_00FF), "p2.jpeg": F.jpeg(12, 8, rgba: 0x00C0_00FF)])
        let png = try render(Image("Photo", bundle: folder.bundle), scale: 2)
        XCTAssertEqual(png.pixelSize, CGSize(width: 12, height: 8))
        XCTAssertTrue(nearRGBA(png.pixel(6, 4), RGBA(r: 0, g: 192, b: 0, a: 255), 6), "\(png.pixel(6, 4))")
        let one = try render(Image("Photo", bundle: folder.bundle), scale: 1)
        XCTAssertTrue(nearRGBA(one.pixel(3, 2), RGBA(r: 192, g: 0, b: 0, a: 255), 6), "\(one.pixel(3, 2))")
    }

    func testSVGAndPDFSetsAreVectorsSharpAtThreeTimes() throws {
        let folder = try F()
        try folder.set("VectorSVG.imageset", json: F.imageSetJSON([("v.svg", nil, nil)]), files: ["v.svg": F.svg(20, 20)])
        try folder.set("VectorPDF.imageset", json: F.imageSetJSON([("v.pdf", nil, nil)]), files: ["v.pdf": F.pdf(20, 20)])
        for name in ["VectorSVG", "VectorPDF"] {
            let png = try render(Image(name, bundle: folder.bundle), scale: 3, save: "asset-\(name)-3x")
            XCTAssertEqual(png.pixelSize, CGSize(width: 60, height: 60), "\(name): 20 points at 3x")
            // The edge at 10 points falls between pixels 29 and 30: a vector leaves no blended pixel there.
            XCTAssertEqual(png.pixel(29, 30), Self.red, name)
            XCTAssertEqual(png.pixel(30, 30), Self.white, name)
            XCTAssertEqual(png.pixel(0, 0), Self.red, name)
            XCTAssertEqual(png.pixel(59, 59), Self.white, name)
        }
    }

    func testPreservedVectorsStayVectorsWhenResizedAndOthersAreDrawnFromPixels() throws {
        let folder = try F()
        try folder.set("Kept.imageset", json: F.imageSetJSON([("k.pdf", nil, nil)], properties: #"{ "preserves-vector-representation" : true }"#),
                       files: ["k.pdf": F.pdf(20, 20)])
        try folder.set("Flat.imageset", json: F.imageSetJSON([("f.pdf", nil, nil)]), files: ["f.pdf": F.pdf(20, 20)])
        try folder.set("FlatSVG.imageset", json: F.imageSetJSON([("f.svg", nil, nil)]), files: ["f.svg": F.svg(20, 20)])
        let kept = try render(Image("Kept", bundle: folder.bundle).resizable().frame(width: 200, height: 200), save: "asset-kept")
        XCTAssertEqual(kept.pixel(99, 100), Self.red)
        XCTAssertEqual(kept.pixel(100, 100), Self.white)
        for name in ["Flat", "FlatSVG"] {
            // Ten times its size from 20 x 20 pixels: the edge is smoothed over several pixels.
            let flat = try render(Image(name, bundle: folder.bundle).resizable().frame(width: 200, height: 200), save: "asset-\(name)")
            XCTAssertEqual(flat.pixel(50, 100), Self.red, name)
            XCTAssertEqual(flat.pixel(150, 100), Self.white, name)
            let edge = [flat.pixel(98, 100), flat.pixel(99, 100), flat.pixel(100, 100), flat.pixel(101, 100)]
            XCTAssertTrue(edge.contains { $0.g > 20 && $0.g < 235 }, "\(name): blended pixels at the edge: \(edge)")
            // At its own size it is as sharp as a preserved one (pixels of that size at 3x).
            let own = try render(Image(name, bundle: folder.bundle), scale: 3)
            XCTAssertEqual(own.pixel(29, 30), Self.red, name)
            XCTAssertEqual(own.pixel(30, 30), Self.white, name)
        }
    }

    func testTheTemplateRenderingIntentTintsByDefault() throws {
        let folder = try F()
        let half = F.png(20, 10, .init(red: 1, green: 0, blue: 0), filled: 0.5)
        try folder.set("Tinted.imageset", json: F.imageSetJSON([("t.png", "1x", nil)], properties: #"{ "template-rendering-intent" : "template" }"#),
                       files: ["t.png": half])
        try folder.set("Kept.imageset", json: F.imageSetJSON([("k.png", "1x", nil)], properties: #"{ "template-rendering-intent" : "original" }"#),
                       files: ["k.png": half])
        try folder.set("Plain.imageset", json: F.imageSetJSON([("p.png", "1x", nil)]), files: ["p.png": half])
        try folder.set("Vector.imageset", json: F.imageSetJSON([("v.pdf", nil, nil)], properties: #"{ "template-rendering-intent" : "template" }"#),
                       files: ["v.pdf": F.pdf(20, 10)])
        let b = folder.bundle
        func left<V: View>(_ view: V) throws -> RGBA { try render(view).pixel(5, 5) }
        XCTAssertEqual(try left(Image("Tinted", bundle: b).foregroundStyle(.blue)), Self.systemBlue, "a template takes the foreground style")
        XCTAssertEqual(try left(Image("Tinted", bundle: b)), RGBA(r: 0, g: 0, b: 0, a: 255), "the primary colour when none is set")
        XCTAssertEqual(try render(Image("Tinted", bundle: b).foregroundStyle(.blue)).pixel(15, 5), Self.white, "its transparent half stays clear")
        XCTAssertEqual(try left(Image("Tinted", bundle: b).renderingMode(.original).foregroundStyle(.blue)), Self.red, "renderingMode wins")
        XCTAssertEqual(try left(Image("Vector", bundle: b).foregroundStyle(.blue)), Self.systemBlue, "a vector template")
        XCTAssertEqual(try left(Image("Kept", bundle: b).foregroundStyle(.blue)), Self.red, "\"original\" keeps its colours")
        XCTAssertEqual(try left(Image("Plain", bundle: b).foregroundStyle(.blue)), Self.red, "no intent: its own colours")
        XCTAssertEqual(try left(Image("Plain", bundle: b).renderingMode(.template).foregroundStyle(.blue)), Self.systemBlue)
        // In a Canvas, a resolved image takes the set's intent too.
        let canvas = Canvas { context, _ in
            context.draw(context.resolve(Image("Tinted", bundle: b)), in: CGRect(x: 0, y: 0, width: 20, height: 10))
        }.frame(width: 20, height: 10).foregroundStyle(.blue)
        XCTAssertEqual(try left(canvas), Self.systemBlue)
    }

    func testDarkAndHighContrastImagesFollowTheEnvironment() throws {
        let folder = try F()
        try folder.set("Mode.imageset",
                       json: F.imageSetJSON([("any.png", "1x", nil), ("dark.png", "1x", F.dark), ("high.png", "1x", F.highContrast),
                                             ("darkhigh.png", "1x", F.darkHighContrast)]),
                       files: ["any.png": F.png(4, 4, .init(red: 1, green: 0, blue: 0)), "dark.png": F.png(4, 4, .init(red: 0, green: 1, blue: 0)),
                               "high.png": F.png(4, 4, .init(red: 0, green: 0, blue: 1)), "darkhigh.png": F.png(4, 4, .init(red: 0, green: 0, blue: 0))])
        let b = folder.bundle
        func color(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) throws -> RGBA {
            try render(Image("Mode", bundle: b).environment(\.colorScheme, scheme).environment(\.colorSchemeContrast, contrast)).pixel(2, 2)
        }
        XCTAssertEqual(try color(.light, .standard), Self.red)
        XCTAssertEqual(try color(.dark, .standard), Self.green)
        XCTAssertEqual(try color(.light, .increased), Self.blue)
        XCTAssertEqual(try color(.dark, .increased), RGBA(r: 0, g: 0, b: 0, a: 255))
    }

    func testCatalogsAreFoundWhereSwiftPMPutsThemAndThroughBundleURLs() throws {
        // `.copy("Resources")` keeps the folder: the catalog is one level inside the bundle.
        let copied = try F(catalogPath: "Resources/Assets.xcassets")
        try copied.set("Icons/Star.imageset", json: F.imageSetJSON([("s.png", "2x", nil)]), files: ["s.png": F.png(8, 8, .init(red: 0, green: 0, blue: 1))])
        try copied.set("Deep/Deeper/Leaf.imageset", json: F.imageSetJSON([("l.png", "1x", nil)]), files: ["l.png": F.png(8, 8, .init(red: 0, green: 1, blue: 0))])
        let bundle = try XCTUnwrap(Bundle(url: copied.root))
        let star = try render(Image("Star", bundle: bundle), scale: 2)
        XCTAssertEqual(star.pixelSize, CGSize(width: 8, height: 8))
        XCTAssertEqual(star.pixel(4, 4), Self.blue, "a set in a group")
        XCTAssertEqual(try render(Image("Icons/Star", bundle: bundle), scale: 2).pixel(4, 4), Self.blue, "a namespaced name")
        XCTAssertEqual(try render(Image("Leaf", bundle: bundle)).pixel(4, 4), Self.green, "a set two groups down")
    }

    func testTheTestTargetsOwnCatalogThroughBundleModuleAndBesideTheExecutable() throws {
        // Tests/AtelierTests/Resources, declared `.process("Resources")`: SwiftPM copies the catalog folder whole.
        let module = try render(Image("ModuleSwatch", bundle: .module), scale: 2)
        XCTAssertEqual(module.pixelSize, CGSize(width: 16, height: 16))
        XCTAssertEqual(module.pixel(8, 8), Self.green)
        let found = try render(Image("ModuleSwatch"), scale: 3)
        XCTAssertEqual(found.pixelSize, CGSize(width: 24, height: 24))
        XCTAssertEqual(found.pixel(12, 12), Self.blue, "found without a bundle, in the resource bundles beside the executable")
        // A template PDF that preserves its vectors: tinted, and sharp when resized.
        let glyph = try render(Image("ModuleGlyph", bundle: .module).resizable().frame(width: 60, height: 60).foregroundStyle(.blue),
                               save: "asset-module-glyph")
        XCTAssertEqual(glyph.pixel(29, 30), Self.systemBlue)
        XCTAssertEqual(glyph.pixel(30, 30), Self.white)
    }

    // MARK: Bad input

    func testBadFilesInSetsDrawNothingWithOneWarningEach() throws {
        let folder = try F()
        let cases: [(name: String, file: String, data: Data, says: String)] = [
            ("BadPNG", "b.png", Data("not a png at all".utf8), "could not be decoded"),
            ("BadJPEG", "b.jpg", Data([0xFF, 0xD8, 0xFF, 0xE0] + Array("this is not JPEG data".utf8)), "could not be decoded"),
            ("BadSVG", "b.svg", Data("<svg xmlns=\"http://www.w3.org/2000/svg\" <<<".utf8), "could not be decoded"),
            ("BadPDF", "b.pdf", Data("%PDF-1.4\nnothing else".utf8), "could not be decoded"),
            ("Huge", "h.png", F.pngHeader(width: 30000, height: 30000), "30000x30000 pixels"),
        ]
        for c in cases { try folder.set(c.name + ".imageset", json: F.imageSetJSON([(c.file, "1x", nil)]), files: [c.file: c.data]) }
        for c in cases {
            Diagnostics.reset()
            let (graph, surface) = TextTestSupport.render(VStack { Image(c.name, bundle: folder.bundle); Image(c.name, bundle: folder.bundle) },
                                                          size: CGSize(width: 50, height: 50))
            for node in TextTestSupport.imageNodes(graph) { XCTAssertEqual(node.frame.size, .zero, c.name) }
            XCTAssertEqual(TextTestSupport.count(in: surface, where: TextTestSupport.isInk), 0, c.name)
            XCTAssertEqual(Diagnostics.warnings.count, 1, "\(c.name): \(Diagnostics.warnings)")
            XCTAssertTrue(Diagnostics.warnings.first?.contains(c.says) == true && Diagnostics.warnings.first?.contains(c.file) == true,
                          "\(c.name): \(Diagnostics.warnings)")
        }
    }

    func testABrokenContentsJSONFallsBackToTheFileNamesWithOneWarning() throws {
        let folder = try F()
        try folder.set("Broken.imageset", json: #"{ "images" : [ { "filename" : "#,
                       files: ["x.png": F.png(8, 8, .init(red: 1, green: 0, blue: 0)), "x@2x.png": F.png(16, 16, .init(red: 0, green: 1, blue: 0))])
        try folder.set("Empty.imageset", json: F.imageSetJSON([]))
        Diagnostics.reset()
        let png = try render(Image("Broken", bundle: folder.bundle), scale: 2)
        XCTAssertEqual(png.pixel(8, 8), Self.green, "the @2x file by its name")
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("not valid JSON") }.count, 1, "\(Diagnostics.warnings)")
        Diagnostics.reset()
        XCTAssertEqual(TextTestSupport.size(of: Image("Empty", bundle: folder.bundle)), .zero)
        XCTAssertEqual(Diagnostics.warnings.count, 1, "\(Diagnostics.warnings)")
        XCTAssertTrue(Diagnostics.warnings.first?.contains("has no image file") == true, "\(Diagnostics.warnings)")
        Diagnostics.reset()
        XCTAssertEqual(TextTestSupport.size(of: Image("Nowhere", bundle: folder.bundle)), .zero)
        XCTAssertEqual(Diagnostics.warnings, ["No image named 'Nowhere' found in the bundle at \(folder.root.path)"])
    }
}
