import XCTest
import Foundation
import CCairo
import CPangoCairo
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo
import Atelier
import AtelierTesting

/// A drawing Cairo or FreeType refuses leaves out that drawing only: the rest of the frame, and every
/// later host and ImageRenderer, still draw.
@preconcurrency @MainActor final class RendererRecoveryTests: XCTestCase {
    typealias S = TextTestSupport

    override func setUp() async throws {
        CairoBackend.install()
        Diagnostics.reset()
    }

    /// A fresh host showing "Hello" above a red square: both must show.
    @MainActor static func assertFreshHostDraws(file: StaticString = #filePath, line: UInt = #line) {
        let host = TestHost(VStack(spacing: 0) { Text("Hello"); Color.red.frame(width: 40, height: 40) },
                            size: CGSize(width: 200, height: 100))
        let red = host.color(at: CGPoint(x: 100, y: 70))
        XCTAssertEqual([red.r, red.g, red.b], [255, 59, 48], "the square after the text", file: file, line: line)
        guard let f = host.frame(ofText: "Hello") else { return XCTFail("no Hello", file: file, line: line) }
        var ink = 0
        for y in Int(f.minY)..<Int(f.maxY) {
            for x in Int(f.minX)..<Int(f.maxX) {
                let c = host.color(at: CGPoint(x: x, y: y))
                if Int(c.r) + Int(c.g) + Int(c.b) < 300 { ink += 1 }
            }
        }
        XCTAssertGreaterThan(ink, 20, "Hello's glyphs", file: file, line: line)
    }

    /// The PNG of an ImageRenderer of text over a red square: the square's colour at its middle.
    @MainActor static func imageRendererDraws(file: StaticString = #filePath, line: UInt = #line) {
        let renderer = ImageRenderer(content: VStack(spacing: 0) { Text("Hello"); Color.red.frame(width: 40, height: 40) })
        guard let png = renderer.pngData() else { return XCTFail("no PNG", file: file, line: line) }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-recovery-\(getpid()).png")
        try? png.write(to: dir)
        defer { try? FileManager.default.removeItem(at: dir) }
        let surface = cairo_image_surface_create_from_png(dir.path)!
        defer { cairo_surface_destroy(surface) }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        func pixel(_ x: Int, _ y: Int) -> UInt32 { UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)[x] }
        XCTAssertEqual(pixel(w / 2, h - 20) & 0xFFFFFF, 0xFF3B30, "the red square", file: file, line: line)
        var ink = 0
        for y in 0..<(h - 40) { for x in 0..<w where pixel(x, y) >> 24 > 128 { ink += 1 } }
        XCTAssertGreaterThan(ink, 20, "Hello's glyphs", file: file, line: line)
    }

    func testHugeScaledTextDoesNotStopLaterHostsFromDrawing() {
        let host = TestHost(VStack(spacing: 0) { Text("Hello").scaleEffect(10_000); Color.red.frame(width: 40, height: 40) },
                            size: CGSize(width: 200, height: 100))
        // The giant glyphs cover most of the canvas; the frame still gets drawn to the end.
        _ = host.color(at: CGPoint(x: 0, y: 0))
        Self.assertFreshHostDraws()
        Self.imageRendererDraws()
    }

    func testHugeTextIsDrawnAsOutlines() {
        // 17 pt at 200x is 3,400 pixels per em: the middle of "l" in "Hello" fills the centre.
        let host = TestHost(Text("l").scaleEffect(200), size: CGSize(width: 100, height: 100))
        let c = host.color(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual([c.r, c.g, c.b], [0, 0, 0])
        Self.assertFreshHostDraws()
    }

    func testExtremeTransformsOfTextLeaveTheRendererDrawing() {
        let cases: [(String, AnyView)] = [
            ("scale 1e30", AnyView(Text("Hello").scaleEffect(1e30))),
            ("scale 1e6", AnyView(Text("Hello").scaleEffect(1e6))),
            ("squashed", AnyView(Text("Hello").scaleEffect(x: 1e-9, y: 1e5))),
            ("stretched", AnyView(Text("Hello").scaleEffect(x: 1e7, y: 1))),
            ("huge rotation", AnyView(Text("Hello").rotationEffect(.degrees(1e20)).scaleEffect(5000))),
            ("nan rotation", AnyView(Text("Hello").rotationEffect(.degrees(.nan)))),
            ("infinite rotation", AnyView(Text("Hello").rotationEffect(.degrees(.infinity)))),
            ("1e9 wide frame", AnyView(Text("Hello").frame(width: 1e9, height: 1e9))),
            ("1e9 offset", AnyView(Text("Hello").offset(x: 1e9, y: -1e9))),
            ("shadowed", AnyView(Text("Hello").scaleEffect(10_000).shadow(radius: 2))),
            ("in a group", AnyView(Text("Hello").scaleEffect(10_000).opacity(0.5))),
        ]
        for (name, view) in cases {
            let host = TestHost(VStack(spacing: 0) { view; Color.red.frame(width: 40, height: 40) }.frame(width: 200, height: 100),
                                size: CGSize(width: 200, height: 100))
            _ = host.color(at: CGPoint(x: 0, y: 0))
            Self.assertFreshHostDraws()
            XCTAssertFalse(Diagnostics.warnings.contains { $0.contains("Cairo stopped") || $0.contains("Cairo reported") }, "\(name): \(Diagnostics.warnings)")
        }
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("more than Cairo can place; it is not drawn") }, "\(Diagnostics.warnings)")
    }

    func testTextOfAVanishingSizeOrSquashedFlatLeavesTheFrameDrawing() {
        let cases: [(String, AnyView)] = [
            ("a 1e-9 point font, scaled up", AnyView(Text("日本語 👩‍👩‍👧").font(.system(size: 1e-9)).scaleEffect(4000))),
            ("squashed and turned", AnyView(Text("日本語 👩‍👩‍👧").scaleEffect(x: 0.5, y: 1e-9).rotationEffect(.degrees(45))
                .frame(width: 1e9))),
        ]
        for (name, view) in cases {
            let host = TestHost(VStack(spacing: 0) { view; Color.red.frame(width: 40, height: 40) }.frame(width: 200, height: 100),
                                size: CGSize(width: 200, height: 100))
            let red = host.color(at: CGPoint(x: 100, y: 70))
            XCTAssertEqual([red.r, red.g, red.b], [255, 59, 48], "\(name): the square after the text")
        }
        XCTAssertFalse(Diagnostics.warnings.contains { $0.contains("Cairo") }, "\(Diagnostics.warnings)")
    }

    func testASurfaceLeftInErrorIsReplacedForTheNextFrame() {
        let surface = RasterSurface(pixelWidth: 50, pixelHeight: 50)
        // Squashed flat and turned, CJK and emoji glyphs make Cairo's image backend fail with "out of memory",
        // an error it then keeps on the surface.
        let cr = cairo_create(surface.surface)!
        cairo_scale(cr, 0.5, 1e-9)
        cairo_rotate(cr, 0.7)
        let layout = pango_layout_new((GraphicsServices.textEngine as! PangoTextEngine).context)!
        let font = pango_font_description_from_string("Inter, Noto Sans CJK SC")!
        pango_font_description_set_absolute_size(font, 10)
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, "日本語 👩‍👩‍👧 abc", -1)
        pango_cairo_show_layout(cr, layout)
        cairo_destroy(cr)
        pango_font_description_free(font)
        g_object_unref(UnsafeMutableRawPointer(layout))
        XCTAssertNotEqual(cairo_surface_status(surface.surface), CAIRO_STATUS_SUCCESS)

        surface.clear(.white)
        surface.draw(DisplayList([.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), .color(RGBAColor(red: 1, green: 0, blue: 0)), FillStyle())]))
        let inside = surface.pixel(x: 20, y: 20), outside = surface.pixel(x: 40, y: 40)
        XCTAssertEqual([inside.red, inside.green, inside.blue, inside.alpha], [255, 0, 0, 255])
        XCTAssertEqual([outside.red, outside.green, outside.blue, outside.alpha], [255, 255, 255, 255])
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("later frames draw on a new surface") }, "\(Diagnostics.warnings)")
    }

    /// A layout whose font FreeType already failed, drawn by an engine that is gone and so cannot reload
    /// fonts: the context fails at the text, and the renderer carries on with a fresh one.
    func testTheItemsAfterAFailedDrawingStillDraw() {
        var engine: PangoTextEngine? = PangoTextEngine()
        let font = Font.body.resolved(in: EnvironmentValues())
        let layout = engine!.layout(TextRequest(runs: [TextRun(string: "Hello", font: font)]))
        engine = nil
        let handle = layout.handle as! PangoTextHandle
        // Poison the font the way an unguarded 170,000-pixel em does.
        let scratch = RasterSurface(pixelWidth: 10, pixelHeight: 10)
        let cr = cairo_create(scratch.surface)!
        cairo_scale(cr, 10_000, 10_000)
        pango_cairo_show_layout_line(cr, handle.lines[0].line)
        XCTAssertNotEqual(cairo_status(cr), CAIRO_STATUS_SUCCESS)
        cairo_destroy(cr)
        XCTAssertTrue(handle.hasFailedFont)

        let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)
        let square = DisplayItem.fill(Path(CGRect(x: 60, y: 60, width: 30, height: 30)), .color(red), FillStyle())
        let clip = DisplayEffect.clip(Path(CGRect(x: 0, y: 0, width: 100, height: 50)), FillStyle())
        let moved = DisplayEffect.transform(CGAffineTransform(translationX: 10, y: 0))
        let list = DisplayList([
            .effect(moved, DisplayList([.effect(clip, DisplayList([
                .text(layout, origin: CGPoint(x: 0, y: 0), paint: .color(.black)),
                .fill(Path(CGRect(x: 0, y: 30, width: 200, height: 200)), .color(blue), FillStyle()),
            ]))])),
            square,
        ])
        let surface = RasterSurface(pixelWidth: 100, pixelHeight: 100)
        surface.clear(.white)
        surface.draw(list)
        let inClip = surface.pixel(x: 50, y: 40), belowClip = surface.pixel(x: 50, y: 55), left = surface.pixel(x: 5, y: 40)
        XCTAssertEqual([inClip.red, inClip.green, inClip.blue], [0, 0, 255], "the fill after the text, clipped and moved")
        XCTAssertEqual([belowClip.red, belowClip.green, belowClip.blue], [255, 255, 255], "the clip still holds")
        XCTAssertEqual([left.red, left.green, left.blue], [255, 255, 255], "the translation still holds")
        let r = surface.pixel(x: 75, y: 75)
        XCTAssertEqual([r.red, r.green, r.blue], [255, 0, 0], "the square after the effect")
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("Cairo stopped drawing") }, "\(Diagnostics.warnings)")
        // The installed engine's fonts share that face; its next text draws with fresh ones.
        Self.assertFreshHostDraws()
    }
}
