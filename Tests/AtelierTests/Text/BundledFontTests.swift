import XCTest
import Foundation
import Atelier
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo
import AtelierTesting

// Fonts a program ships in its resources are registered with fontconfig at start and found by Font.custom by
// family or PostScript name; installed fonts by family; a missing name draws Inter with one warning; custom
// fonts relative to a text style scale with Dynamic Type.
//
// "Atelier Test Face" (TestFontFile) is in no system: its capitals are boxes 0.9 em wide that advance 1 em,
// so a capital at 40 points is 40 points wide and a line of it 40 points tall (0.8 em ascent, 0.2 em descent).
// Its file is the test target's resource (Resources/Fonts), registered when the backend is installed.

@preconcurrency @MainActor final class BundledFontTests: XCTestCase {
    override func setUp() async throws {
        CairoBackend.install()
    }

    private func host<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 100) -> TestHost {
        TestHost(view, size: CGSize(width: width, height: height))
    }

    func testTheFontInTheTestTargetsResourcesIsFoundByFamilyAndPostScriptName() throws {
        for name in ["Atelier Test Face", "AtelierTestFace-Regular"] {
            let h = host(Text("II").font(.custom(name, size: 40)).fixedSize().position(x: 100, y: 50))
            let frame = try XCTUnwrap(h.frame(ofText: "II"), name)
            XCTAssertEqual(frame.width, 80, accuracy: 0.5, "\(name): two capitals of 1 em")
            XCTAssertEqual(frame.height, 40, accuracy: 0.5, "\(name): ascent and descent of 1 em")
            // The first box spans 0.05 ... 0.95 em of its advance, the whole line's height.
            for (x, y) in [(frame.minX + 10, frame.midY), (frame.minX + 36, frame.minY + 2), (frame.minX + 4, frame.maxY - 2)] {
                XCTAssertEqual(h.color(at: CGPoint(x: x, y: y)), RGBA(r: 0, g: 0, b: 0, a: 255), "\(name) at \(x), \(y)")
            }
            XCTAssertEqual(h.color(at: CGPoint(x: frame.minX + 40, y: frame.midY)), RGBA(r: 255, g: 255, b: 255, a: 255), "between the boxes")
        }
        _ = RenderedPNG(VStack { Text("ABC abc").font(.custom("Atelier Test Face", size: 40)); Text("Serif").font(.custom("DejaVu Serif", size: 30)) },
                        scale: 2, save: "font-test-face")
        // The resource is the font TestFontFile writes.
        let shipped = try Data(contentsOf: XCTUnwrap(Bundle.module.url(forResource: "AtelierTestFace", withExtension: "ttf")))
        XCTAssertEqual(shipped, TestFontFile.data(family: "Atelier Test Face"))
    }

    func testFontsRegisteredFromABundleLaterAreFoundAndANonFontIsSkippedWithOneWarning() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-fonts-\(UUID().uuidString)")
        let fonts = root.appendingPathComponent("App_App.resources/Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try TestFontFile.data(family: "Atelier Test Face Two").write(to: fonts.appendingPathComponent("Two.otf"))
        try TestFontFile.data(family: "Atelier Test Face Three", collection: true).write(to: fonts.appendingPathComponent("Three.TTC"))
        try Data("this is not a font".utf8).write(to: fonts.appendingPathComponent("Broken.ttf"))
        Diagnostics.reset()
        // Before: the names are not known, and draw in Inter (each with its warning).
        let before = host(Text("II").font(.custom("Atelier Test Face Two", size: 40)).fixedSize())
        XCTAssertLessThan(try XCTUnwrap(before.frame(ofText: "II")).width, 40)
        let added = FontRegistry.registerFonts(in: [root.path])
        XCTAssertEqual(added.map { ($0 as NSString).lastPathComponent }.sorted(), ["Three.TTC", "Two.otf"])
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("Broken.ttf") }.count, 1, "\(Diagnostics.warnings)")
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("Broken.ttf") && $0.contains("not a font") }, "\(Diagnostics.warnings)")
        XCTAssertEqual(FontRegistry.registerFonts(in: [root.path]), [], "each file once")
        for name in ["Atelier Test Face Two", "AtelierTestFaceThree-Regular"] {
            let h = host(Text("II").font(.custom(name, size: 40)).fixedSize())
            XCTAssertEqual(try XCTUnwrap(h.frame(ofText: "II")).width, 80, accuracy: 0.5, name)
        }
    }

    /// A font file is known by its name's extension, in any case; names that only look alike are not fonts.
    func testFontFilesAreKnownByTheirExtension() {
        for name in ["Inter.ttf", "Brand.OTF", "NotoSansCJK.ttc", "x.otc", "a.b.ttf"] {
            XCTAssertTrue(FontRegistry.isFontFile(name), name)
        }
        for name in [".ttf", "ttf", "Inter.ttf.bak", "Inter.ttfx", "Inter.woff2", "Gallery", "README.md", "Inter.", ""] {
            XCTAssertFalse(FontRegistry.isFontFile(name), name)
        }
    }

    func testInstalledFontsByFamilyAndFaceName() throws {
        // DejaVu Sans Mono: every character one advance wide, so "iiii" and "WWWW" measure the same; in Inter they do not.
        func width(_ text: String, _ font: Font) throws -> CGFloat {
            try XCTUnwrap(host(Text(text).font(font).fixedSize()).frame(ofText: text)).width
        }
        let mono = Font.custom("DejaVu Sans Mono", size: 20)
        XCTAssertEqual(try width("iiii", mono), try width("WWWW", mono), accuracy: 0.01)
        XCTAssertGreaterThan(try width("iiii", mono), 45)
        XCTAssertLessThan(try width("iiii", .system(size: 20)), try width("WWWW", .system(size: 20)) / 2)
        // A face by its PostScript name is that face: DejaVu Serif's bold, as the family made bold draws it.
        let byFace = host(Text("Hamburg").font(.custom("DejaVuSerif-Bold", size: 24)), width: 160, height: 40)
        let byFamily = host(Text("Hamburg").font(.custom("DejaVu Serif", size: 24).bold()), width: 160, height: 40)
        let regular = host(Text("Hamburg").font(.custom("DejaVu Serif", size: 24)), width: 160, height: 40)
        XCTAssertEqual(byFace.pngData(), byFamily.pngData())
        XCTAssertNotEqual(byFace.pngData(), regular.pngData())
    }

    func testAMissingFontDrawsInterWithOneWarning() throws {
        Diagnostics.reset()
        let missing = host(VStack { Text("Hamburg 17").font(.custom("No Such Font 451", size: 24)); Text("Hamburg 17").font(.custom("No Such Font 451", size: 24)) })
        let inter = host(VStack { Text("Hamburg 17").font(.system(size: 24)); Text("Hamburg 17").font(.system(size: 24)) })
        XCTAssertEqual(missing.pngData(), inter.pngData(), "the system font stands in")
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("No Such Font 451") },
                       ["No font named 'No Such Font 451' is installed or bundled with the app; the system font (Inter) is used"])
    }

    func testCustomFontsRelativeToATextStyleScaleWithDynamicType() throws {
        func size(_ font: Font, _ dynamicType: DynamicTypeSize) throws -> CGSize {
            try XCTUnwrap(host(Text("I").font(font).fixedSize().dynamicTypeSize(dynamicType), width: 300, height: 300).frame(ofText: "I")).size
        }
        let face = "Atelier Test Face"
        // Title is 28 points at the default size and 48 at accessibility3: a custom font relative to it grows as much.
        XCTAssertEqual(try size(.custom(face, size: 40, relativeTo: .title), .large).width, 40, accuracy: 0.5)
        XCTAssertEqual(try size(.custom(face, size: 40, relativeTo: .title), .accessibility3).width, 40 * 48 / 28, accuracy: 0.5)
        XCTAssertEqual(try size(.custom(face, size: 40, relativeTo: .title), .xSmall).height, 40 * 25 / 28, accuracy: 0.5)
        // custom(_:size:) is relative to body (17, 23 at xxxLarge); custom(_:fixedSize:) does not scale.
        XCTAssertEqual(try size(.custom(face, size: 34), .xxxLarge).width, 46, accuracy: 0.5)
        XCTAssertEqual(try size(.custom(face, fixedSize: 34), .xxxLarge).width, 34, accuracy: 0.5)
        // Text styles take iOS's sizes: body is 23 points at xxxLarge, as a 23-point system font.
        let body = host(Text("Hamburg").font(.body).dynamicTypeSize(.xxxLarge))
        let system = host(Text("Hamburg").font(.system(size: 23)))
        XCTAssertEqual(body.frame(ofText: "Hamburg"), system.frame(ofText: "Hamburg"))
        XCTAssertEqual(body.pngData(), system.pngData())
        // A range limits the size set outside it.
        func limited(_ range: ClosedRange<DynamicTypeSize>) throws -> CGFloat {
            try XCTUnwrap(host(Text("I").font(.custom(face, size: 17)).fixedSize().dynamicTypeSize(range)
                .dynamicTypeSize(.accessibility5), width: 300, height: 300).frame(ofText: "I")).width
        }
        XCTAssertEqual(try limited(.xSmall ... .xxxLarge), 23, accuracy: 0.5, "clamped to xxxLarge")
        XCTAssertEqual(try limited(.xSmall ... .accessibility5), 53, accuracy: 0.5, "within the range")
    }
}
