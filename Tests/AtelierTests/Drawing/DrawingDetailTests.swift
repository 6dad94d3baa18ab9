import XCTest
@testable @_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo
import Atelier
import AtelierTesting

/// Pixel tests for details of Drawing that a glance misses: joins, caps, corner styles, anchors,
/// the default shadow colour, image paint through a view, and curves drawn through a Shape.
/// The colour at a point as integers.
@MainActor private func pixel(_ host: TestHost, _ x: Double, _ y: Double) -> (Int, Int, Int) {
    let c = host.color(at: CGPoint(x: x, y: y))
    return (Int(c.r), Int(c.g), Int(c.b))
}

@preconcurrency @MainActor final class DrawingDetailTests: XCTestCase {
    private struct Corner: Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.move(to: CGPoint(x: 20, y: 80))
            p.addLine(to: CGPoint(x: 50, y: 20))
            p.addLine(to: CGPoint(x: 80, y: 80))
            return p
        }
    }

    func testLineJoinsMiterRoundAndBevel() {
        // A sharp apex at (50, 20) stroked 16 wide: the miter reaches well above it, round less, bevel least.
        @MainActor func top(_ join: CGLineJoin) -> Int {
            let h = TestHost(Corner().stroke(Color.black, style: StrokeStyle(lineWidth: 16, lineJoin: join)).frame(width: 100, height: 100),
                             size: CGSize(width: 100, height: 100))
            return (0..<100).first { y in pixel(h, 50.5, Double(y) + 0.5).0 < 128 } ?? 100
        }
        let miter = top(.miter), round = top(.round), bevel = top(.bevel)
        XCTAssertLessThan(miter, round, "the miter's tip is highest")
        XCTAssertLessThan(round, bevel, "the round join is above the bevel's flat cut")
        XCTAssertEqual(Double(round), 12, accuracy: 1.5, "a round join reaches half the width (8) above the apex")
    }

    func testLineCapsButtRoundAndSquare() {
        struct Bar: Shape {
            func path(in rect: CGRect) -> Path { Path { $0.move(to: CGPoint(x: 30, y: 50)); $0.addLine(to: CGPoint(x: 70, y: 50)) } }
        }
        @MainActor func ink(_ cap: CGLineCap, x: Double, y: Double) -> Bool {
            let h = TestHost(Bar().stroke(Color.black, style: StrokeStyle(lineWidth: 10, lineCap: cap)).frame(width: 100, height: 100),
                             size: CGSize(width: 100, height: 100))
            return pixel(h, x, y).0 < 128
        }
        XCTAssertFalse(ink(.butt, x: 27, y: 50), "butt stops at the end point")
        XCTAssertTrue(ink(.square, x: 27, y: 53.5), "square extends half the width, corners included")
        XCTAssertTrue(ink(.round, x: 27, y: 50), "round extends half the width on the axis")
        XCTAssertFalse(ink(.round, x: 26, y: 54), "round leaves the corner out")
    }

    func testContinuousCornersDifferFromCircularOnes() {
        @MainActor func host(_ style: RoundedCornerStyle) -> TestHost {
            TestHost(RoundedRectangle(cornerRadius: 40, style: style).fill(Color.black).frame(width: 200, height: 200),
                     size: CGSize(width: 200, height: 200))
        }
        let circular = host(.circular), continuous = host(.continuous)
        // On the diagonal a circular corner of radius 40 ends 40(1 - 1/√2) = 11.7 points in.
        @MainActor func diagonalEdge(_ h: TestHost) -> Int { (0..<60).first { pixel(h, Double($0) + 0.5, Double($0) + 0.5).0 < 128 } ?? 60 }
        XCTAssertEqual(Double(diagonalEdge(circular)), 11.7, accuracy: 1.5)
        // Apple's continuous corner leaves the straight edge about 1.53 radii from the corner (61 points here), so
        // 42 points along the top edge the circular corner is straight and fully inked while the squircle still curves.
        XCTAssertLessThan(pixel(circular, 42.5, 0.5).0, 20)
        XCTAssertGreaterThan(pixel(continuous, 42.5, 0.5).0, pixel(circular, 42.5, 0.5).0 + 20)
    }

    func testRotationEffectAboutAnAnchor() {
        // A 60 x 20 bar rotated 90° about its top-leading corner swings down and to the left of that corner.
        let bar = Color.black.frame(width: 60, height: 20)
        let centre = TestHost(bar.rotationEffect(.degrees(90)), size: CGSize(width: 200, height: 200))
        let corner = TestHost(bar.rotationEffect(.degrees(90), anchor: .topLeading), size: CGSize(width: 200, height: 200))
        // Laid out at (70, 90)-(130, 110). About the centre: a vertical bar at x 90...110, y 70...130.
        XCTAssertLessThan(pixel(centre, 100, 75).0, 128)
        XCTAssertGreaterThan(pixel(centre, 75, 100).0, 128)
        // About (70, 90): the bar runs from y 90 to 150, to the left of x 70 (x 50...70).
        XCTAssertLessThan(pixel(corner, 60, 140).0, 128)
        XCTAssertGreaterThan(pixel(corner, 100, 100).0, 128)
    }

    func testDefaultShadowColourIsBlackAt33PercentLinear() {
        // A radius-0 shadow offset 30 to the right shows the default colour itself: black (the same in linear and
        // sRGB) at opacity 0.33, composited over white in gamma space as iOS does: 255 × 0.67 ≈ 171.
        let h = TestHost(Color.white.frame(width: 40, height: 40).shadow(radius: 0, x: 30, y: 0)
                            .frame(width: 120, height: 60).background(Color.white),
                         size: CGSize(width: 120, height: 60))
        let c = pixel(h, 95, 30)
        XCTAssertEqual(Double(c.0), 171, accuracy: 4, "shadow over white: \(c)")
        XCTAssertEqual(c.0, c.2, "a grey")
    }

    func testImagePaintTilesAnImageThroughAView() throws {
        // A 2 x 2 checker image (red, blue / blue, red) written as a PNG and tiled at scale 10.
        let surface = RasterSurface(pixelWidth: 2, pixelHeight: 2, scale: 1)
        surface.clear(.white)
        surface.draw(DisplayList([
            .fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), .color(RGBAColor(red: 1, green: 0, blue: 0)), FillStyle(antialiased: false)),
            .fill(Path(CGRect(x: 1, y: 1, width: 1, height: 1)), .color(RGBAColor(red: 1, green: 0, blue: 0)), FillStyle(antialiased: false)),
            .fill(Path(CGRect(x: 1, y: 0, width: 1, height: 1)), .color(RGBAColor(red: 0, green: 0, blue: 1)), FillStyle(antialiased: false)),
            .fill(Path(CGRect(x: 0, y: 1, width: 1, height: 1)), .color(RGBAColor(red: 0, green: 0, blue: 1)), FillStyle(antialiased: false)),
        ]))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-imagepaint-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try XCTUnwrap(surface.pngData()).write(to: dir.appendingPathComponent("checker.png"))
        let bundle = try XCTUnwrap(Bundle(path: dir.path))
        let h = TestHost(Rectangle().fill(ImagePaint(image: Image("checker", bundle: bundle).interpolation(.none), scale: 10))
                            .frame(width: 80, height: 80), size: CGSize(width: 80, height: 80))
        // The pattern is smoothed when scaled up (ImagePaint carries no interpolation), so cell centres are
        // mostly, not purely, their colour.
        @MainActor func isRed(_ x: Double, _ y: Double) -> Bool { let c = pixel(h, x, y); return c.0 > 200 && c.2 < 60 }
        @MainActor func isBlue(_ x: Double, _ y: Double) -> Bool { let c = pixel(h, x, y); return c.2 > 200 && c.0 < 60 }
        XCTAssertTrue(isRed(5, 5), "first cell red: \(pixel(h, 5, 5))")
        XCTAssertTrue(isBlue(15, 5), "second cell blue: \(pixel(h, 15, 5))")
        XCTAssertTrue(isRed(25, 5), "the image tiles: red again")
        XCTAssertTrue(isBlue(25, 15), "and alternates down the rows")
    }

    func testQuadAndCubicCurvesDrawThroughAShape() {
        struct Curves: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: CGPoint(x: 0, y: 100))
                p.addQuadCurve(to: CGPoint(x: 100, y: 100), control: CGPoint(x: 50, y: 0))
                p.addCurve(to: CGPoint(x: 200, y: 100), control1: CGPoint(x: 130, y: 200), control2: CGPoint(x: 170, y: 200))
                return p
            }
        }
        let h = TestHost(Curves().stroke(Color.black, lineWidth: 2).frame(width: 200, height: 200), size: CGSize(width: 200, height: 200))
        // The quadratic's apex is at y = 50 (half way to its control point); the cubic's lowest point at y = 175.
        XCTAssertLessThan(pixel(h, 50, 50).0, 128)
        XCTAssertGreaterThan(pixel(h, 50, 46).0, 128)
        XCTAssertLessThan(pixel(h, 150, 175).0, 128)
        XCTAssertGreaterThan(pixel(h, 150, 180).0, 128)
    }

    func testImageInterpolationNoneKeepsPixelsHighSmoothsThem() throws {
        // A 2 x 1 image (red | blue) stretched to 80 x 40: nearest-neighbour keeps a hard edge at x = 40,
        // high quality blends across it.
        let surface = RasterSurface(pixelWidth: 2, pixelHeight: 1, scale: 1)
        surface.draw(DisplayList([
            .fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), .color(RGBAColor(red: 1, green: 0, blue: 0)), FillStyle(antialiased: false)),
            .fill(Path(CGRect(x: 1, y: 0, width: 1, height: 1)), .color(RGBAColor(red: 0, green: 0, blue: 1)), FillStyle(antialiased: false)),
        ]))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-interp-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try XCTUnwrap(surface.pngData()).write(to: dir.appendingPathComponent("pair.png"))
        let bundle = try XCTUnwrap(Bundle(path: dir.path))
        @MainActor func host(_ i: Image.Interpolation) -> TestHost {
            TestHost(Image("pair", bundle: bundle).resizable().interpolation(i).frame(width: 80, height: 40), size: CGSize(width: 80, height: 40))
        }
        let none = host(.none), high = host(.high)
        XCTAssertEqual(pixel(none, 35, 20).0, 255, "nearest: still red just left of the middle")
        XCTAssertEqual(pixel(none, 45, 20).2, 255, "nearest: blue just right of it")
        let blended = pixel(high, 35, 20)
        XCTAssertTrue(blended.0 < 250 && blended.2 > 10, "high quality blends near the edge: \(blended)")
    }
}
