import XCTest
import Foundation
import CCairo
import CRsvg
@_spi(Backend) @testable import AtelierCairo
@_spi(Backend) @testable import AtelierCore

/// Paints hand-built display lists with the Cairo backend and probes the pixels.
@preconcurrency @MainActor final class CairoRendererTests: XCTestCase {
    typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let green = RGBAColor(red: 0, green: 1, blue: 0)
    let blue = RGBAColor(red: 0, green: 0, blue: 1)
    let yellow = RGBAColor(red: 1, green: 1, blue: 0)

    func surface(_ w: Int = 100, _ h: Int = 100, scale: CGFloat = 1, background: RGBAColor? = .white) -> RasterSurface {
        let s = RasterSurface(pixelWidth: w, pixelHeight: h, scale: scale)
        if let background { s.clear(background) }
        return s
    }

    func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Path {
        Path(CGRect(x: x, y: y, width: w, height: h))
    }

    func fill(_ path: Path, _ color: RGBAColor, eo: Bool = false, antialiased: Bool = true) -> DisplayItem {
        .fill(path, .color(color), FillStyle(eoFill: eo, antialiased: antialiased))
    }

    func draw(_ items: [DisplayItem], on s: RasterSurface) {
        s.draw(DisplayList(items))
    }

    func assertPixel(_ p: Pixel, _ r: Int, _ g: Int, _ b: Int, _ a: Int = 255, tolerance: Int = 2,
                     _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let ok = abs(Int(p.red) - r) <= tolerance && abs(Int(p.green) - g) <= tolerance
            && abs(Int(p.blue) - b) <= tolerance && abs(Int(p.alpha) - a) <= tolerance
        XCTAssertTrue(ok, "\(message) got (\(p.red), \(p.green), \(p.blue), \(p.alpha)), expected (\(r), \(g), \(b), \(a))",
                      file: file, line: line)
    }

    // MARK: Fills and strokes

    func testAFillPaintsItsRectAndNothingElse() {
        let s = surface()
        draw([fill(rect(10, 10, 40, 40), red)], on: s)
        assertPixel(s.pixel(x: 30, y: 30), 255, 0, 0)
        assertPixel(s.pixel(x: 70, y: 70), 255, 255, 255)
    }

    func testAtScaleTwoAPointIsTwoPixels() {
        let s = surface(100, 100, scale: 2)
        draw([fill(rect(10, 10, 10, 10), red)], on: s)
        assertPixel(s.pixel(x: 21, y: 21), 255, 0, 0)
        assertPixel(s.pixel(x: 39, y: 39), 255, 0, 0)
        assertPixel(s.pixel(x: 41, y: 41), 255, 255, 255)
        assertPixel(s.pixel(at: CGPoint(x: 15, y: 15)), 255, 0, 0)
    }

    func testTheEvenOddRuleLeavesAnInnerRectEmpty() {
        var path = rect(10, 10, 80, 80)
        path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        let s = surface()
        draw([fill(path, red, eo: true)], on: s)
        assertPixel(s.pixel(x: 50, y: 50), 255, 255, 255, 255, tolerance: 0, "hole")
        assertPixel(s.pixel(x: 20, y: 20), 255, 0, 0)
        let t = surface()
        draw([fill(path, red, eo: false)], on: t)
        assertPixel(t.pixel(x: 50, y: 50), 255, 0, 0, 255, tolerance: 0, "non-zero winding fills the hole")
    }

    func testWithoutAntialiasingNoPixelIsPartlyCovered() {
        let s = surface()
        draw([fill(Path(ellipseIn: CGRect(x: 10.3, y: 10.3, width: 70.4, height: 70.4)), red, antialiased: false)], on: s)
        var partial = 0
        for y in 0..<100 { for x in 0..<100 { let p = s.pixel(x: x, y: y); if p.green != 0 && p.green != 255 { partial += 1 } } }
        XCTAssertEqual(partial, 0, "no partially covered pixels without antialiasing")
        let t = surface()
        draw([fill(Path(ellipseIn: CGRect(x: 10.3, y: 10.3, width: 70.4, height: 70.4)), red)], on: t)
        partial = 0
        for y in 0..<100 { for x in 0..<100 { let p = t.pixel(x: x, y: y); if p.green != 0 && p.green != 255 { partial += 1 } } }
        XCTAssertGreaterThan(partial, 50)
    }

    func testStrokeWidthCapsAndDashes() {
        let line = Path { p in p.move(to: CGPoint(x: 10, y: 50)); p.addLine(to: CGPoint(x: 90, y: 50)) }
        let s = surface()
        draw([.stroke(line, .color(red), StrokeStyle(lineWidth: 6))], on: s)
        assertPixel(s.pixel(x: 50, y: 47), 255, 0, 0)
        assertPixel(s.pixel(x: 50, y: 52), 255, 0, 0)
        assertPixel(s.pixel(x: 50, y: 54), 255, 255, 255)
        assertPixel(s.pixel(x: 8, y: 50), 255, 255, 255, 255, tolerance: 2, "butt cap")
        let sq = surface()
        draw([.stroke(line, .color(red), StrokeStyle(lineWidth: 6, lineCap: .square))], on: sq)
        assertPixel(sq.pixel(x: 8, y: 50), 255, 0, 0, 255, tolerance: 2, "square cap")

        let dashed = surface()
        draw([.stroke(line, .color(red), StrokeStyle(lineWidth: 6, dash: [10, 10]))], on: dashed)
        assertPixel(dashed.pixel(x: 15, y: 50), 255, 0, 0, 255, tolerance: 2, "dash")
        assertPixel(dashed.pixel(x: 25, y: 50), 255, 255, 255, 255, tolerance: 2, "gap")
        assertPixel(dashed.pixel(x: 35, y: 50), 255, 0, 0, 255, tolerance: 2, "dash")
        let phased = surface()
        draw([.stroke(line, .color(red), StrokeStyle(lineWidth: 6, dash: [10, 10], dashPhase: 10))], on: phased)
        assertPixel(phased.pixel(x: 15, y: 50), 255, 255, 255, 255, tolerance: 2, "phase shifts the gap")
        assertPixel(phased.pixel(x: 25, y: 50), 255, 0, 0, 255, tolerance: 2, "phase shifts the dash")
    }

    func testBadGeometryDrawsNothingAndDoesNotBreakTheContext() {
        let bad = Path { p in p.move(to: CGPoint(x: CGFloat.nan, y: 0)); p.addLine(to: CGPoint(x: 50, y: CGFloat.infinity)) }
        let s = surface()
        let singular = DisplayItem.effect(.transform(CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)),
                                          DisplayList([fill(rect(0, 0, 100, 100), blue)]))
        draw([fill(bad, blue), .stroke(bad, .color(blue), StrokeStyle(lineWidth: .nan, dash: [-1, .nan])), singular,
              .effect(.opacity(.nan), DisplayList([fill(rect(0, 0, 100, 100), blue)])),
              fill(rect(10, 10, 20, 20), red)], on: s)
        assertPixel(s.pixel(x: 20, y: 20), 255, 0, 0)
        assertPixel(s.pixel(x: 60, y: 60), 255, 255, 255)
    }

    // MARK: Paints

    func testALinearGradientInterpolatesInOklab() {
        let s = surface()
        draw([.fill(rect(0, 0, 100, 100), .linearGradient([ResolvedGradientStop(color: red, location: 0), ResolvedGradientStop(color: blue, location: 1)],
                                                         start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0)), FillStyle())], on: s)
        // Stops interpolate in Oklab, as SwiftUI's do; expected values from Ottosson's formulas at each pixel's centre.
        assertPixel(s.pixel(x: 50, y: 50), 139, 83, 163, 255, tolerance: 3)
        assertPixel(s.pixel(x: 0, y: 50), 254, 6, 8, 255, tolerance: 3)
        assertPixel(s.pixel(x: 99, y: 50), 3, 5, 254, 255, tolerance: 3)
    }

    func testARadialGradientRunsFromItsCentreToItsEndRadius() {
        let s = surface()
        draw([.fill(rect(0, 0, 100, 100), .radialGradient([ResolvedGradientStop(color: red, location: 0), ResolvedGradientStop(color: blue, location: 1)],
                                                         center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 40), FillStyle())], on: s)
        assertPixel(s.pixel(x: 50, y: 50), 251, 19, 24, 255, tolerance: 4)
        assertPixel(s.pixel(x: 95, y: 50), 0, 0, 255, 255, tolerance: 2)
        assertPixel(s.pixel(x: 70, y: 50), 137, 83, 165, 255, tolerance: 4)
    }

    func angularStops() -> [ResolvedGradientStop] {
        [ResolvedGradientStop(color: red, location: 0), ResolvedGradientStop(color: green, location: 0.25),
         ResolvedGradientStop(color: blue, location: 0.5), ResolvedGradientStop(color: yellow, location: 0.75),
         ResolvedGradientStop(color: red, location: 1)]
    }

    func testAnAngularGradientTurnsClockwiseThroughItsStopsSmoothly() {
        let s = surface(200, 200)
        draw([.fill(rect(0, 0, 200, 200), .angularGradient(angularStops(), center: CGPoint(x: 100, y: 100),
                                                          startAngle: 0, endAngle: 2 * .pi), FillStyle())], on: s)
        s.writePNG(to: "/tmp/atelier-cairo-angular.png")
        // Pixel centres sit half a degree past each stop; the colours there follow the Oklab path.
        assertPixel(s.pixel(x: 160, y: 100), 255, 11, 0, 255, tolerance: 6, "0 degrees")
        assertPixel(s.pixel(x: 100, y: 160), 22, 254, 0, 255, tolerance: 6, "90 degrees (clockwise, below)")
        assertPixel(s.pixel(x: 40, y: 100), 0, 11, 254, 255, tolerance: 6, "180 degrees")
        assertPixel(s.pixel(x: 100, y: 40), 255, 254, 0, 255, tolerance: 6, "270 degrees")
        // 45 degrees: halfway from red to green in Oklab.
        assertPixel(s.pixel(x: 142, y: 142), 208, 168, 0, 255, tolerance: 8, "45 degrees")
        // Smooth: neighbouring pixels along a circle differ little.
        var worst = 0
        var previous = s.pixel(x: 190, y: 100)
        for i in 1..<720 {
            let a = Double(i) / 720 * 2 * .pi
            let p = s.pixel(x: 100 + Int((90 * cos(a)).rounded()), y: 100 + Int((90 * sin(a)).rounded()))
            worst = max(worst, abs(Int(p.red) - Int(previous.red)), abs(Int(p.green) - Int(previous.green)), abs(Int(p.blue) - Int(previous.blue)))
            previous = p
        }
        // Half a degree apart; the Oklab path leaves a saturated stop steeply (about 12 levels per half degree
        // from pure red to pure green), and pixel rounding of the samples adds a little: a seam would be far more.
        XCTAssertLessThan(worst, 28, "the conic gradient is smooth")
    }

    func testAngularGradientPartialSpan() {
        // 0 to 180 degrees: the missing half is the end colour, then the start colour after its middle.
        let stops = [ResolvedGradientStop(color: red, location: 0), ResolvedGradientStop(color: blue, location: 1)]
        let s = surface(200, 200)
        draw([.fill(rect(0, 0, 200, 200), .angularGradient(stops, center: CGPoint(x: 100, y: 100), startAngle: 0, endAngle: .pi), FillStyle())], on: s)
        assertPixel(s.pixel(x: 100, y: 160), 141, 83, 162, 255, tolerance: 6, "90 degrees is halfway (Oklab)")
        assertPixel(s.pixel(x: 50, y: 80), 0, 0, 255, 255, tolerance: 4, "225 degrees: end colour")
        assertPixel(s.pixel(x: 150, y: 80), 255, 0, 0, 255, tolerance: 4, "315 degrees: start colour")
    }

    func testAngularGradientMeshMatchesRaster() {
        // Vector targets get a mesh of sectors; it must match the per-pixel raster version.
        let stops = angularStops()
        let gradient = ConicGradient(CairoRenderer.sortedStops(stops), start: 0.3, end: 0.3 + 2 * .pi)
        let raster = surface(200, 200)
        draw([.fill(rect(0, 0, 200, 200), .angularGradient(stops, center: CGPoint(x: 100, y: 100), startAngle: 0.3, endAngle: 0.3 + 2 * .pi), FillStyle())], on: raster)
        let mesh = surface(200, 200)
        let cr = cairo_create(mesh.surface)!
        let pattern = CairoRenderer.angularMeshPattern(gradient, center: CGPoint(x: 100, y: 100), extents: CGRect(x: 0, y: 0, width: 200, height: 200))!
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        cairo_destroy(cr)
        mesh.writePNG(to: "/tmp/atelier-cairo-angular-mesh.png")
        var worst = 0
        for i in 0..<72 {
            let a = Double(i) * 5 * .pi / 180 + 0.01
            // Not nearer the centre: there one pixel spans several degrees, and the mesh's area coverage and the
            // raster's point sample differ where the Oklab path is steep (next to saturated stops).
            for r in [60.0, 95.0] {
                let x = 100 + Int((r * cos(a)).rounded()), y = 100 + Int((r * sin(a)).rounded())
                let p = raster.pixel(x: x, y: y), q = mesh.pixel(x: x, y: y)
                worst = max(worst, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
            }
        }
        XCTAssertLessThan(worst, 12, "mesh and raster conic gradients agree")
    }

    func testImagePaintTiles() throws {
        // A 2 x 1 image: red, blue.
        let img = RasterSurface(pixelWidth: 2, pixelHeight: 1)
        img.draw(DisplayList([fill(rect(0, 0, 1, 1), red), fill(rect(1, 0, 1, 1), blue)]))
        let loaded = CairoImageLoader.loadedImage(surface: img.surface)
        let s = surface()
        draw([.fill(rect(0, 0, 100, 100), .image(loaded, tile: CGRect(x: 0, y: 0, width: 20, height: 20),
                                                 sourceRect: CGRect(x: 0, y: 0, width: 1, height: 1)), FillStyle())], on: s)
        // At the centres of the image's pixels (the pattern is smoothed between them).
        assertPixel(s.pixel(x: 5, y: 5), 255, 0, 0, 255, tolerance: 14)
        assertPixel(s.pixel(x: 15, y: 5), 0, 0, 255, 255, tolerance: 14)
        assertPixel(s.pixel(x: 25, y: 45), 255, 0, 0, 255, tolerance: 14, "repeats")
        assertPixel(s.pixel(x: 95, y: 95), 0, 0, 255, 255, tolerance: 14, "repeats")
        // Only the right half of the image, one copy per 10 points.
        let t = surface()
        draw([.fill(rect(0, 0, 100, 100), .image(loaded, tile: CGRect(x: 0, y: 0, width: 10, height: 10),
                                                 sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1)), FillStyle())], on: t)
        assertPixel(t.pixel(x: 3, y: 5), 0, 0, 255, 255, tolerance: 4)
        assertPixel(t.pixel(x: 55, y: 55), 0, 0, 255, 255, tolerance: 4)
    }

    // MARK: Images

    func testImagesLoadDrawAndTint() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let img = RasterSurface(pixelWidth: 8, pixelHeight: 8)
        img.draw(DisplayList([fill(rect(4, 0, 4, 8), red), fill(rect(0, 4, 4, 4), red)]))  // the top-left quarter stays transparent
        XCTAssertTrue(img.writePNG(to: dir.appendingPathComponent("icon@2x.png").path))
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0000ff"/></svg>"##
        try svg.write(to: dir.appendingPathComponent("square.svg"), atomically: true, encoding: .utf8)

        CairoBackend.install()
        func load(_ name: String) -> LoadedImage? { NamedImages.image(named: name, bundlePath: dir.path, displayScale: 2)?.image }
        let icon = try XCTUnwrap(load("icon"))
        XCTAssertEqual(icon.scale, 2)
        XCTAssertEqual(icon.size, CGSize(width: 4, height: 4))
        XCTAssertTrue(load("icon") === icon, "cached")
        XCTAssertNil(load("missing"))
        let square = try XCTUnwrap(load("square"))
        XCTAssertEqual(square.size, CGSize(width: 10, height: 10))

        let s = surface()
        draw([.image(icon, rect: CGRect(x: 0, y: 0, width: 40, height: 40), interpolation: .none, tint: nil),
              .image(icon, rect: CGRect(x: 50, y: 0, width: 40, height: 40), interpolation: .high, tint: .color(green)),
              .image(square, rect: CGRect(x: 0, y: 50, width: 40, height: 40), interpolation: .high, tint: nil),
              .image(square, rect: CGRect(x: 50, y: 50, width: 40, height: 40), interpolation: .high, tint: .color(red))], on: s)
        assertPixel(s.pixel(x: 30, y: 30), 255, 0, 0, 255, tolerance: 0, "image")
        assertPixel(s.pixel(x: 10, y: 10), 255, 255, 255, 255, tolerance: 0, "transparent quarter")
        assertPixel(s.pixel(x: 80, y: 30), 0, 255, 0, 255, tolerance: 2, "template tinted through the alpha")
        assertPixel(s.pixel(x: 60, y: 10), 255, 255, 255, 255, tolerance: 2, "template's transparent quarter")
        assertPixel(s.pixel(x: 20, y: 70), 0, 0, 255, 255, tolerance: 2, "svg")
        assertPixel(s.pixel(x: 70, y: 70), 255, 0, 0, 255, tolerance: 2, "tinted svg")

        // JPEG through gdk-pixbuf.
        let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 6, 4))
        gdk_pixbuf_fill(pixbuf, 0x00C0_00FF)  // RGBA: green 192
        var error: UnsafeMutablePointer<GError>? = nil
        XCTAssertNotEqual(gdk_pixbuf_savev(pixbuf, dir.appendingPathComponent("photo.jpg").path, "jpeg", nil, nil, &error), 0)
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        let photo = try XCTUnwrap(load("photo"))
        XCTAssertEqual(photo.pixelWidth, 6); XCTAssertEqual(photo.pixelHeight, 4); XCTAssertEqual(photo.scale, 1)
        let j = surface(20, 20)
        draw([.image(photo, rect: CGRect(x: 0, y: 0, width: 12, height: 8), interpolation: .medium, tint: nil)], on: j)
        assertPixel(j.pixel(x: 6, y: 4), 0, 192, 0, 255, tolerance: 6, "jpeg")
        // A bad file gives nil.
        try Data("not a jpeg".utf8).write(to: dir.appendingPathComponent("bad.jpg"))
        XCTAssertNil(load("bad"))
    }

    // MARK: Effects

    func testOpacityDrawsItsContentAsOneLayerAtThatAlpha() {
        let s = surface()
        draw([.effect(.opacity(0.5), DisplayList([fill(rect(0, 0, 100, 100), red)]))], on: s)
        assertPixel(s.pixel(x: 50, y: 50), 255, 128, 128, 255, tolerance: 2)
        // As a group: overlapping content does not show through itself.
        let t = surface()
        draw([.effect(.opacity(0.5), DisplayList([fill(rect(0, 0, 60, 100), red), fill(rect(40, 0, 60, 100), red)]))], on: t)
        assertPixel(t.pixel(x: 50, y: 50), 255, 128, 128, 255, tolerance: 2)
    }

    func testAClipShowsOnlyTheContentInsideIt() {
        let s = surface()
        draw([.effect(.clip(rect(0, 0, 50, 100), FillStyle()), DisplayList([fill(rect(0, 0, 100, 100), red)]))], on: s)
        assertPixel(s.pixel(x: 25, y: 50), 255, 0, 0)
        assertPixel(s.pixel(x: 75, y: 50), 255, 255, 255)
    }

    func testAMaskShowsTheContentInProportionToItsAlpha() {
        let s = surface()
        let mask = DisplayList([fill(rect(0, 0, 50, 100), RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)),
                                fill(rect(50, 0, 50, 50), RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5))])
        draw([.effect(.mask(mask), DisplayList([fill(rect(0, 0, 100, 100), red)]))], on: s)
        assertPixel(s.pixel(x: 25, y: 50), 255, 0, 0)
        assertPixel(s.pixel(x: 75, y: 25), 255, 128, 128)
        assertPixel(s.pixel(x: 75, y: 75), 255, 255, 255)
    }

    func testATransformEffectMapsPointsAsApplesMatrixDoes() {
        let s = surface()
        // Translate by (50, 0) then scale x by 2: Apple's a b c d tx ty.
        draw([.effect(.transform(CGAffineTransform(a: 2, b: 0, c: 0, d: 1, tx: 50, ty: 0)), DisplayList([fill(rect(0, 0, 10, 10), red)]))], on: s)
        assertPixel(s.pixel(x: 65, y: 5), 255, 0, 0)
        assertPixel(s.pixel(x: 45, y: 5), 255, 255, 255)
        // A rotation by 90 degrees: (x, y) -> (-y, x) with b = 1, c = -1.
        let t = surface()
        draw([.effect(.transform(CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 50, ty: 0)), DisplayList([fill(rect(0, 0, 40, 10), red)]))], on: t)
        assertPixel(t.pixel(x: 45, y: 30), 255, 0, 0, 255, tolerance: 2, "rotated into a vertical bar")
        assertPixel(t.pixel(x: 70, y: 5), 255, 255, 255)
    }

    func testEachBlendModeMixesSourceAndBackdropAsDefined() {
        let gray75 = RGBAColor(red: 0.75, green: 0.75, blue: 0.75)
        // (mode, backdrop, source, expected)
        let cases: [(BlendMode, RGBAColor, RGBAColor, (Int, Int, Int, Int))] = [
            (.normal, yellow, red, (255, 0, 0, 255)),
            (.multiply, yellow, red, (255, 0, 0, 255)),
            (.screen, blue, red, (255, 0, 255, 255)),
            (.overlay, yellow, red, (255, 255, 0, 255)),
            (.darken, yellow, red, (255, 0, 0, 255)),
            (.lighten, blue, red, (255, 0, 255, 255)),
            (.colorDodge, yellow, red, (255, 255, 0, 255)),
            (.colorBurn, yellow, red, (255, 255, 0, 255)),
            (.hardLight, yellow, red, (255, 0, 0, 255)),
            (.softLight, yellow, red, (255, 255, 0, 255)),
            (.difference, yellow, red, (0, 255, 0, 255)),
            (.exclusion, yellow, red, (0, 255, 0, 255)),
            (.hue, blue, red, (94, 0, 0, 255)),
            (.saturation, blue, red, (0, 0, 255, 255)),
            (.color, blue, red, (94, 0, 0, 255)),
            (.luminosity, blue, red, (54, 54, 255, 255)),
            (.sourceAtop, yellow, red, (255, 0, 0, 255)),
            (.destinationOver, yellow, red, (255, 255, 0, 255)),
            (.destinationOut, yellow, red, (0, 0, 0, 0)),
            (.plusLighter, blue, red, (255, 0, 255, 255)),
            (.plusDarker, gray75, gray75, (128, 128, 128, 255)),
            (.plusDarker, yellow, red, (255, 0, 0, 255)),
        ]
        for (mode, backdrop, source, e) in cases {
            let s = surface(20, 20, background: nil)
            // The backdrop covers the left 15 pixels only.
            draw([fill(rect(0, 0, 15, 20), backdrop),
                  .effect(.blend(mode), DisplayList([fill(rect(5, 0, 15, 20), source)]))], on: s)
            let p = s.pixel(x: 10, y: 10)
            assertPixel(p, e.0, e.1, e.2, e.3, tolerance: 3, "\(mode)")
        }
        // sourceAtop draws nothing where there is no backdrop; destinationOver draws beneath it.
        let atop = surface(20, 20, background: nil)
        draw([fill(rect(0, 0, 15, 20), yellow), .effect(.blend(.sourceAtop), DisplayList([fill(rect(5, 0, 15, 20), red)]))], on: atop)
        XCTAssertEqual(atop.pixel(x: 17, y: 10).alpha, 0)
        // plusDarker inside a nested group still finds its backdrop.
        let nested = surface(20, 20)
        draw([.effect(.compositingGroup, DisplayList([fill(rect(0, 0, 20, 20), gray75),
                                                      .effect(.blend(.plusDarker), DisplayList([fill(rect(5, 5, 10, 10), gray75)]))]))], on: nested)
        assertPixel(nested.pixel(x: 10, y: 10), 128, 128, 128, 255, tolerance: 3, "nested plusDarker")
        assertPixel(nested.pixel(x: 2, y: 2), 191, 191, 191, 255, tolerance: 2, "nested plusDarker, outside")
    }

    func testShadowFallsOffSmoothly() {
        let s = surface(120, 120, background: nil)
        let content = DisplayList([fill(rect(30, 30, 40, 40), RGBAColor.black)])
        draw([.effect(.shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 1), radius: 10, offset: CGSize(width: 10, height: 10)), content)], on: s)
        s.writePNG(to: "/tmp/atelier-cairo-shadow.png")
        // Along y = 60 to the right of the content (which ends at x = 70; its shadow at x = 80).
        let a1 = Int(s.pixel(x: 76, y: 60).alpha), a2 = Int(s.pixel(x: 81, y: 60).alpha), a3 = Int(s.pixel(x: 86, y: 60).alpha)
        let a4 = Int(s.pixel(x: 92, y: 60).alpha)
        XCTAssertTrue(a1 > a2 && a2 > a3 && a3 > a4 && a4 > 0, "alpha falls off: \(a1) \(a2) \(a3) \(a4)")
        // sigma = radius / 2 = 5 points: the alpha at pixel x is Φ((80 - x - 0.5) / 5).
        func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / sqrt(2))) }
        for x in [76, 80, 85, 90] {
            XCTAssertEqual(Double(s.pixel(x: x, y: 60).alpha), 255 * phi((80 - Double(x) - 0.5) / 5), accuracy: 4, "at x = \(x)")
        }
        // The content is drawn on top.
        XCTAssertEqual(s.pixel(x: 50, y: 50).alpha, 255)
        XCTAssertEqual(s.pixel(x: 10, y: 10).alpha, 0)
    }

    func testLargeShadowIsStillGaussian() {
        // sigma = 20 device pixels takes the reduced path.
        let s = surface(300, 200, background: nil)
        draw([.effect(.shadow(color: .black, radius: 40, offset: .zero), DisplayList([fill(rect(0, 0, 150, 200), .black)]))], on: s)
        for d in [0, 10, 20, 40] {
            let expected = 255 * 0.5 * (1 - erf((Double(d) + 0.5) / (20 * sqrt(2))))
            XCTAssertEqual(Double(s.pixel(x: 150 + d, y: 100).alpha), expected, accuracy: 6, "at \(d) px")
        }
    }

    func testProjectionDrawsATrapezoid() {
        // Perspective about the centre (100, 100): w = 1 + 0.004 (x - 100). The left edge is nearer.
        let p = 0.004
        var m = ProjectionTransform()
        // T(-c) · [[1 0 p] [0 1 0] [0 0 1]] · T(c) with row vectors:
        // [x y 1]·M = [x - 100 + 100 W, y - 100 + 100 W, W] with W = 1 + p (x - 100).
        m.m11 = 1 + 100 * p; m.m12 = 100 * p; m.m13 = p
        m.m21 = 0; m.m22 = 1; m.m23 = 0
        m.m31 = -100 + 100 * (1 - 100 * p); m.m32 = -100 + 100 * (1 - 100 * p); m.m33 = 1 - 100 * p
        let s = surface(200, 200)
        draw([.effect(.projection(m), DisplayList([fill(rect(50, 50, 100, 100), red)]))], on: s)
        s.writePNG(to: "/tmp/atelier-cairo-projection.png")
        func column(_ x: Int) -> Int { (0..<200).filter { s.pixel(x: x, y: $0).green < 128 }.count }
        let near = column(45), far = column(135)
        XCTAssertEqual(Double(near), 122, accuracy: 3, "near edge")
        XCTAssertEqual(Double(far), 86, accuracy: 3, "far edge")
        assertPixel(s.pixel(x: 45, y: 45), 255, 0, 0, 255, tolerance: 4)
        assertPixel(s.pixel(x: 135, y: 50), 255, 255, 255, 255, tolerance: 4)
        assertPixel(s.pixel(x: 135, y: 62), 255, 0, 0, 255, tolerance: 4)
        // An affine projection goes straight through Cairo.
        var shift = ProjectionTransform()
        shift.m31 = 50
        let t = surface()
        draw([.effect(.projection(shift), DisplayList([fill(rect(0, 0, 10, 10), red)]))], on: t)
        assertPixel(t.pixel(x: 55, y: 5), 255, 0, 0)
    }

    func testABlurFadesTheEdgeOutwardAndAnOpaqueBlurKeepsItSolid() {
        let s = surface(100, 100, background: nil)
        draw([.effect(.blur(radius: 8, opaque: false), DisplayList([fill(rect(30, 30, 40, 40), red)]))], on: s)
        let inside = Int(s.pixel(x: 50, y: 50).alpha), edge = Int(s.pixel(x: 70, y: 50).alpha)
        let out1 = Int(s.pixel(x: 74, y: 50).alpha), out2 = Int(s.pixel(x: 80, y: 50).alpha)
        XCTAssertGreaterThan(inside, 250)
        XCTAssertEqual(Double(edge), 127, accuracy: 15)
        XCTAssertTrue(edge > out1 && out1 > out2 && out2 > 0, "\(edge) \(out1) \(out2)")
        XCTAssertEqual(s.pixel(x: 80, y: 50).red, 255, "colour kept (un-premultiplied)")
        // Opaque blur keeps the edges solid and stays inside the content.
        let o = surface(100, 100, background: nil)
        draw([.effect(.blur(radius: 8, opaque: true), DisplayList([fill(rect(30, 30, 40, 40), red)]))], on: o)
        XCTAssertEqual(o.pixel(x: 31, y: 50).alpha, 255)
        XCTAssertEqual(o.pixel(x: 26, y: 50).alpha, 0)
    }

    func testAColorMatrixMapsEachPixelsChannels() {
        // Swap red and blue.
        let swap: [Float] = [0, 0, 1, 0, 0,
                             0, 1, 0, 0, 0,
                             1, 0, 0, 0, 0,
                             0, 0, 0, 1, 0]
        let s = surface()
        draw([.effect(.colorMatrix(swap), DisplayList([fill(rect(10, 10, 40, 40), red)]))], on: s)
        assertPixel(s.pixel(x: 30, y: 30), 0, 0, 255)
        assertPixel(s.pixel(x: 70, y: 70), 255, 255, 255)
        // colorMultiply by half grey.
        let half: [Float] = [0.5, 0, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 1, 0]
        let t = surface()
        draw([.effect(.colorMatrix(half), DisplayList([fill(rect(10, 10, 40, 40), .white)]))], on: t)
        assertPixel(t.pixel(x: 30, y: 30), 128, 128, 128)
    }

    // MARK: Text

    let engine = PangoTextEngine()

    func body(_ string: String, color: RGBAColor? = nil) -> TextRun {
        TextRun(string: string, font: ResolvedFont(size: 17), color: color)
    }

    func testBodyTextIsOneLineOfSFProsLineBoxAndIsCached() {
        let m = engine.metrics(of: ResolvedFont(size: 17))
        // Inter stands in for SF Pro with its line box (UIFont.lineHeight 20.29 at 17 pt: 1950 + 494 of 2048 units)
        // and the body's leading of 22 points between lines (Apple's Dynamic Type table).
        XCTAssertEqual(m.ascent + m.descent, 17 * 2444 / 2048, accuracy: 0.01, "SF Pro's ascent + descent at 17 pt")
        XCTAssertEqual(m.lineHeight, 22, accuracy: 0.01, "the body's line pitch")
        let layout = engine.layout(TextRequest(runs: [body("Critical Maps")]))
        XCTAssertEqual(layout.lineCount, 1)
        XCTAssertEqual(layout.size.height, m.ascent + m.descent, accuracy: 0.01)
        XCTAssertEqual(layout.firstBaseline, m.ascent, accuracy: 0.01)
        XCTAssertEqual(layout.size.width, 105, accuracy: 12, "SwiftUI's SF Pro gives 99.3")
        XCTAssertTrue(engine.layout(TextRequest(runs: [body("Critical Maps")])) === layout, "cached")
        let empty = engine.layout(TextRequest(runs: [body("")]))
        XCTAssertEqual(empty.size, .zero)
    }

    func testMixedScriptTextDrawsRealGlyphs() throws {
        let layout = engine.layout(TextRequest(runs: [body("Hello 你好 😀")]))
        let handle = try XCTUnwrap(layout.handle as? PangoTextHandle)
        XCTAssertEqual(layout.lineCount, 1)
        XCTAssertGreaterThanOrEqual(layout.size.height, 20)
        XCTAssertLessThanOrEqual(layout.size.height, 21, "fallback fonts do not grow the line")
        XCTAssertGreaterThan(layout.size.width, 80)
        XCTAssertEqual(handle.unknownGlyphsCount, 0, "every glyph found a font")

        let s = surface(400, 80, scale: 2)
        draw([.text(layout, origin: CGPoint(x: 10, y: 10), paint: .color(.black))], on: s)
        s.writePNG(to: "/tmp/atelier-cairo-text.png")
        // Dark pixels where "Hello" is (its first 40 points).
        var dark = 0
        for y in 20..<60 { for x in 20..<100 { let p = s.pixel(x: x, y: y); if Int(p.red) + Int(p.green) + Int(p.blue) < 200 { dark += 1 } } }
        XCTAssertGreaterThan(dark, 100)
        // Dark pixels where the CJK glyphs are (between "Hello " and the emoji).
        let total = layout.size.width
        var cjk = 0
        for y in 20..<60 { for x in Int((10 + total * 0.5) * 2)..<Int((10 + total - 26) * 2) {
            let p = s.pixel(x: x, y: y); if Int(p.red) + Int(p.green) + Int(p.blue) < 200 { cjk += 1 } } }
        XCTAssertGreaterThan(cjk, 50)
        // Coloured pixels where the emoji is (its last ~20 points).
        var colored = 0
        for y in 20..<60 { for x in Int((10 + total - 22) * 2)..<Int((10 + total) * 2) {
            let p = s.pixel(x: x, y: y)
            if Int(max(p.red, p.green, p.blue)) - Int(min(p.red, p.green, p.blue)) > 60 { colored += 1 } } }
        XCTAssertGreaterThan(colored, 50, "the emoji is drawn in colour")
    }

    func testAMaterialIconsNameIsOneLigatureGlyph() throws {
        let font = ResolvedFont(family: "Material Icons", size: 24)
        let layout = engine.layout(TextRequest(runs: [TextRun(string: "bookmark", font: font)]))
        let handle = try XCTUnwrap(layout.handle as? PangoTextHandle)
        XCTAssertEqual(handle.glyphCount, 1, "one glyph, not the letters")
        XCTAssertEqual(layout.size.width, 24, accuracy: 2)
    }

    func testTextPaintsAndRunColours() {
        let layout = engine.layout(TextRequest(runs: [TextRun(string: "█████", font: ResolvedFont(size: 20)),
                                                      TextRun(string: "███", font: ResolvedFont(size: 20), color: green)]))
        let s = surface(200, 40)
        let gradient = ResolvedPaint.linearGradient([ResolvedGradientStop(color: red, location: 0), ResolvedGradientStop(color: blue, location: 1)],
                                                    start: CGPoint(x: 0, y: 0), end: CGPoint(x: layout.size.width * 5 / 8, y: 0))
        draw([.text(layout, origin: CGPoint(x: 0, y: 5), paint: gradient)], on: s)
        s.writePNG(to: "/tmp/atelier-cairo-text-gradient.png")
        let w = layout.size.width
        let left = s.pixel(x: Int(w * 0.05), y: 20), right = s.pixel(x: Int(w * 0.55), y: 20), own = s.pixel(x: Int(w * 0.85), y: 20)
        // t = 0.08 and 0.88 of the red-to-blue gradient: (237,45,59) and (46,53,233) on SwiftUI's Oklab path.
        XCTAssertGreaterThan(Int(left.red), 200); XCTAssertLessThan(Int(left.blue), 80)
        XCTAssertGreaterThan(Int(right.blue), 150); XCTAssertLessThan(Int(right.red), 100)
        assertPixel(own, 0, 255, 0, 255, tolerance: 4, "a run's own colour wins over the paint")
    }

    func testDecorationsTrackingAndBaselineOffset() {
        let font = ResolvedFont(size: 17)
        let plain = engine.layout(TextRequest(runs: [TextRun(string: "Hello", font: font)]))
        let decorated = engine.layout(TextRequest(runs: [TextRun(string: "Hello", font: font, underlined: true, underline: red,
                                                                 struckThrough: true, strikethrough: blue)]))
        let s = surface(200, 40)
        draw([.text(plain, origin: CGPoint(x: 0, y: 0), paint: .color(.black)),
              .text(decorated, origin: CGPoint(x: 100, y: 0), paint: .color(.black))], on: s)
        s.writePNG(to: "/tmp/atelier-cairo-decorations.png")
        func count(_ x0: Int, _ test: (Pixel) -> Bool) -> Int {
            var n = 0
            for y in 0..<40 { for x in x0..<(x0 + 100) where test(s.pixel(x: x, y: y)) { n += 1 } }
            return n
        }
        XCTAssertEqual(count(0) { $0.red > 200 && $0.green < 80 }, 0)
        XCTAssertGreaterThan(count(100) { $0.red > 200 && $0.green < 80 && $0.blue < 80 }, 20, "a red underline")
        XCTAssertGreaterThan(count(100) { $0.blue > 200 && $0.red < 80 }, 20, "a blue strikethrough")
        // Tracking adds space per character.
        let tracked = engine.layout(TextRequest(runs: [TextRun(string: "Hello", font: font, tracking: 2)]))
        XCTAssertEqual(tracked.size.width - plain.size.width, 10, accuracy: 2.5)
        // A raised run makes the line taller and moves the baseline down.
        let raised = engine.layout(TextRequest(runs: [TextRun(string: "Hello", font: font, baselineOffset: 5)]))
        XCTAssertEqual(raised.size.height, plain.size.height + 5, accuracy: 0.01)
        XCTAssertEqual(raised.firstBaseline, plain.firstBaseline + 5, accuracy: 0.01)
        // Designs and weights resolve to real fonts.
        for design in [ResolvedFont.Design.serif, .monospaced, .rounded] {
            let m = engine.metrics(of: ResolvedFont(size: 17, design: design))
            XCTAssertGreaterThan(m.lineHeight, 17)
            XCTAssertLessThan(m.lineHeight, 26)
        }
        let bold = engine.layout(TextRequest(runs: [TextRun(string: "Hello", font: ResolvedFont(size: 17, weight: 700))]))
        XCTAssertGreaterThan(bold.size.width, plain.size.width)
        let mono = engine.layout(TextRequest(runs: [TextRun(string: "iiii", font: ResolvedFont(size: 17, design: .monospaced))]))
        let monoW = engine.layout(TextRequest(runs: [TextRun(string: "WWWW", font: ResolvedFont(size: 17, design: .monospaced))]))
        XCTAssertEqual(mono.size.width, monoW.size.width, accuracy: 0.01)
    }

    func testTextWrapsToItsWidthAndTruncatesAtItsLineLimit() {
        let text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore."
        let m = engine.metrics(of: ResolvedFont(size: 17))
        let wrapped = engine.layout(TextRequest(runs: [body(text)], maxWidth: 200))
        XCTAssertGreaterThan(wrapped.lineCount, 2)
        XCTAssertLessThanOrEqual(wrapped.size.width, 200)
        // Lines at the body's pitch of 22, the last one a line box (SF Pro's 20.29) tall.
        XCTAssertEqual(wrapped.size.height, CGFloat(wrapped.lineCount - 1) * m.lineHeight + m.ascent + m.descent, accuracy: 0.01)
        XCTAssertEqual(wrapped.displayedString, text)
        // Measured width proposed back does not wrap.
        let single = engine.layout(TextRequest(runs: [body("Hello world")]))
        XCTAssertEqual(engine.layout(TextRequest(runs: [body("Hello world")], maxWidth: single.size.width)).lineCount, 1)

        let spaced = engine.layout(TextRequest(runs: [body(text)], maxWidth: 200, lineSpacing: 5))
        XCTAssertEqual(spaced.size.height, wrapped.size.height + 5 * CGFloat(wrapped.lineCount - 1), accuracy: 0.01)

        let tail = engine.layout(TextRequest(runs: [body(text)], maxWidth: 200, lineLimit: 2, truncation: .tail))
        XCTAssertEqual(tail.lineCount, 2)
        XCTAssertTrue(tail.displayedString.hasSuffix("…"), tail.displayedString)
        XCTAssertTrue(tail.displayedString.hasPrefix("Lorem ipsum"))
        XCTAssertLessThanOrEqual(tail.size.width, 200)
        let head = engine.layout(TextRequest(runs: [body(text)], maxWidth: 150, lineLimit: 1, truncation: .head))
        XCTAssertTrue(head.displayedString.hasPrefix("…") && head.displayedString.hasSuffix("labore."), head.displayedString)
        let middle = engine.layout(TextRequest(runs: [body(text)], maxWidth: 150, lineLimit: 1, truncation: .middle))
        XCTAssertTrue(middle.displayedString.hasPrefix("Lorem") && middle.displayedString.hasSuffix("labore.")
                      && middle.displayedString.contains("…"), middle.displayedString)
        XCTAssertLessThanOrEqual(middle.size.width, 150)
        let lines = engine.layout(TextRequest(runs: [body("one\ntwo\nthree")], lineLimit: 2))
        XCTAssertEqual(lines.lineCount, 2)
        XCTAssertEqual(lines.displayedString, "one\ntwo…")

        let centered = engine.layout(TextRequest(runs: [body("a\nwide line")], alignment: .center))
        let handle = centered.handle as! PangoTextHandle
        XCTAssertEqual(handle.lines[0].x + handle.lines[0].width / 2, centered.size.width / 2, accuracy: 0.5)
    }

    // MARK: Documents

    func testDocumentsStartWithTheirMagicBytes() throws {
        let layout = engine.layout(TextRequest(runs: [body("Hello")]))
        let list = DisplayList([fill(rect(10, 10, 50, 50), red), .text(layout, origin: CGPoint(x: 10, y: 70), paint: .color(.black)),
                                .effect(.shadow(color: .black, radius: 4, offset: CGSize(width: 2, height: 2)), DisplayList([fill(rect(60, 10, 20, 20), blue)]))])
        let s = surface()
        s.draw(list)
        let png = try XCTUnwrap(s.pngData())
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let pdf = try XCTUnwrap(VectorDocument.pdfData(list, size: CGSize(width: 100, height: 100)))
        XCTAssertEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
        let svg = try XCTUnwrap(VectorDocument.svgData(list, size: CGSize(width: 100, height: 100)))
        let head = String(decoding: svg.prefix(100), as: UTF8.self)
        XCTAssertTrue(head.hasPrefix("<?xml") && String(decoding: svg, as: UTF8.self).contains("<svg"), head)
    }

    @MainActor func testBackendInstallIsIdempotent() {
        CairoBackend.install()
        let first = GraphicsServices.textEngine
        CairoBackend.install()
        XCTAssertTrue(GraphicsServices.textEngine === first)
        XCTAssertTrue(first is PangoTextEngine)
        XCTAssertTrue(GraphicsServices.imageLoader is CairoImageLoader)
    }
}
