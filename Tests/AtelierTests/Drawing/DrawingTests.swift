import XCTest
import Foundation
import Atelier
import AtelierTesting

// MARK: - Helpers

@MainActor private func assertColor(_ host: TestHost, _ x: CGFloat, _ y: CGFloat, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 3,
                 _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    let c = host.color(at: CGPoint(x: x, y: y))
    let ok = abs(Int(c.r) - r) <= tolerance && abs(Int(c.g) - g) <= tolerance && abs(Int(c.b) - b) <= tolerance
    XCTAssertTrue(ok, "\(message) at (\(x), \(y)): got \(c), expected (\(r), \(g), \(b)) ±\(tolerance)", file: file, line: line)
}

@MainActor private func flipHost(_ angle: Double) -> TestHost {
    let content = HStack(spacing: 0) {
        DrawingTests.pureRed.frame(width: 50, height: 100)
        DrawingTests.pureBlue.frame(width: 50, height: 100)
    }
    return host(content.modifier(DrawingTests.FlipEffect(angle: angle)), save: "flip\(Int(angle))")
}


/// Pixel tests of the drawing layer: shapes, fills and strokes, styles as views, and render effects.
/// Each probes colours at known points of a frame rendered by the TestHost (white background, scale 1).
@preconcurrency @MainActor final class DrawingTests: XCTestCase {
    static let pureRed = Color(red: 1, green: 0, blue: 0)
    static let pureBlue = Color(red: 0, green: 0, blue: 1)
    static let pureGreen = Color(red: 0, green: 1, blue: 0)

    // MARK: Shapes

    func testRectangleFillsItsWholeFrame() {
        let h = host(Rectangle().fill(.red).frame(width: 100, height: 100))
        assertColor(h, 100, 100, 255, 59, 48, "system red at the centre")
        assertColor(h, 51, 51, 255, 59, 48, "inside the top-left corner")
        assertColor(h, 48, 48, 255, 255, 255, "outside the frame")
    }

    func testShapeWithoutFillUsesTheForegroundStyle() {
        let h = host(Rectangle().frame(width: 100, height: 100))
        assertColor(h, 100, 100, 0, 0, 0, "primary label colour (black) by default")
        let tinted = host(Rectangle().frame(width: 100, height: 100).foregroundColor(Self.pureBlue))
        assertColor(tinted, 100, 100, 0, 0, 255, "foregroundColor fills the shape")
        let styled = host(Circle().foregroundStyle(Self.pureGreen).frame(width: 100, height: 100))
        assertColor(styled, 100, 100, 0, 255, 0, "foregroundStyle fills the shape")
    }

    func testCircleIsCentredWithTheShorterSideAsDiameter() {
        // A circle proposed 200x100 takes 200x100 and draws a 100-point circle in the middle.
        let h = host(Circle().fill(Self.pureRed).frame(width: 200, height: 100), width: 200, height: 200)
        assertColor(h, 100, 100, 255, 0, 0, "centre")
        assertColor(h, 100, 53, 255, 0, 0, "just inside the top of the circle")
        XCTAssertTrue(isWhite(h, 45, 100), "left of the circle, inside the frame, is empty")
        XCTAssertTrue(isWhite(h, 155, 100), "right of the circle is empty")
        XCTAssertTrue(isWhite(h, 52, 52), "the frame's corner is empty")
        assertColor(h, 147, 100, 255, 0, 0, "just inside the right of the circle")
    }

    func testShapeViewFillsItsProposal() {
        let h = host(Circle().fill(Self.pureRed), width: 200, height: 100)
        assertColor(h, 100, 50, 255, 0, 0)
        XCTAssertTrue(isWhite(h, 20, 50))
        XCTAssertTrue(isWhite(h, 180, 50))
    }

    func testRoundedRectangleLeavesItsCornersEmpty() {
        let h = host(RoundedRectangle(cornerRadius: 20).fill(Self.pureBlue).frame(width: 100, height: 100))
        XCTAssertTrue(isWhite(h, 51, 51), "the corner pixel is not filled")
        assertColor(h, 100, 52, 0, 0, 255, "the middle of the top edge is filled")
        assertColor(h, 60, 60, 0, 0, 255, "inside the corner's curve")
        XCTAssertEqual(RoundedRectangle(cornerRadius: 3).style, .continuous, "continuous by default, as since iOS 17")
        XCTAssertEqual(Capsule().style, .continuous)
        let circular = host(RoundedRectangle(cornerRadius: 20, style: .circular).fill(Self.pureBlue).frame(width: 100, height: 100))
        XCTAssertTrue(isWhite(circular, 52, 52))
    }

    func testAnEllipseAndACapsuleFillTheirShapesAndLeaveTheCorners() {
        let e = host(Ellipse().fill(Self.pureRed).frame(width: 160, height: 80))
        assertColor(e, 100, 100, 255, 0, 0)
        assertColor(e, 25, 100, 255, 0, 0, "near the left end of the long axis")
        XCTAssertTrue(isWhite(e, 30, 70), "outside the ellipse near its bounding corner")
        let c = host(Capsule().fill(Self.pureRed).frame(width: 160, height: 60))
        assertColor(c, 25, 100, 255, 0, 0, "the round end reaches the side at mid-height")
        XCTAssertTrue(isWhite(c, 22, 72), "the round end leaves the corner empty")
        assertColor(c, 100, 72, 255, 0, 0, "the straight top edge is filled")
    }

    func testContainerRelativeShapeIsARectangle() {
        let h = host(ContainerRelativeShape().fill(Self.pureRed).frame(width: 100, height: 100))
        assertColor(h, 51, 51, 255, 0, 0)
    }

    func testAnyShapeDrawsTheWrappedShape() {
        let h = host(AnyShape(Circle()).fill(Self.pureRed).frame(width: 100, height: 100))
        assertColor(h, 100, 100, 255, 0, 0)
        XCTAssertTrue(isWhite(h, 52, 52))
    }

    func testOffsetScaleRotationTransformAndInsetMoveAShapeInItsFrame() {
        let offset = host(Rectangle().offset(x: 50, y: 0).fill(Self.pureRed).frame(width: 100, height: 100))
        XCTAssertTrue(isWhite(offset, 60, 100), "the offset shape left its place")
        assertColor(offset, 190, 100, 255, 0, 0, "and moved right by 50")
        let scaled = host(Rectangle().scale(0.5).fill(Self.pureRed).frame(width: 100, height: 100))
        assertColor(scaled, 100, 100, 255, 0, 0)
        XCTAssertTrue(isWhite(scaled, 70, 70), "scaled to half about the centre")
        assertColor(scaled, 76, 76, 255, 0, 0)
        let rotated = host(Rectangle().rotation(.degrees(45)).fill(Self.pureRed).frame(width: 100, height: 100))
        assertColor(rotated, 100, 35, 255, 0, 0, "a diamond: its top corner rises above the frame")
        XCTAssertTrue(isWhite(rotated, 55, 55), "the frame's corner is outside the diamond")
        let transformed = host(Rectangle().transform(CGAffineTransform(scaleX: 0.5, y: 1)).fill(Self.pureRed).frame(width: 100, height: 100))
        assertColor(transformed, 75, 100, 255, 0, 0)
        XCTAssertTrue(isWhite(transformed, 125, 100), "scaled towards the frame's origin")
        let inset = host(Rectangle().inset(by: 20).fill(Self.pureRed).frame(width: 100, height: 100))
        XCTAssertTrue(isWhite(inset, 65, 100))
        assertColor(inset, 75, 100, 255, 0, 0)
    }

    func testTrimmedCircleDrawsTheLowerHalfFromThreeOClock() {
        // A circle's path starts at 3 o'clock and runs clockwise on screen: the first half is the lower half.
        let h = host(Circle().trim(from: 0, to: 0.5).fill(Self.pureRed).frame(width: 100, height: 100), save: "trim")
        assertColor(h, 100, 130, 255, 0, 0, "the lower half is drawn")
        XCTAssertTrue(isWhite(h, 100, 70), "the upper half is not")
        let stroked = host(Circle().trim(from: 0, to: 0.25).stroke(Self.pureBlue, lineWidth: 6).frame(width: 100, height: 100))
        assertColor(stroked, 100 + 50 * cos(.pi / 4), 100 + 50 * sin(.pi / 4), 0, 0, 255, tolerance: 40,
                    "the quarter from 3 to 6 o'clock is stroked")
        XCTAssertTrue(isWhite(stroked, 100 - 50 * cos(.pi / 4), 100 - 50 * sin(.pi / 4)), "the opposite quarter is not")
    }

    // MARK: Strokes

    func testStrokeStraddlesThePathAndStrokeBorderStaysInside() {
        // stroke(lineWidth: 4) of a 100x100 rect at x 50...150: the line covers x 48...52.
        let s = host(Rectangle().stroke(Self.pureRed, lineWidth: 4).frame(width: 100, height: 100))
        assertColor(s, 49, 100, 255, 0, 0, "the outer half of the line lies outside the frame")
        assertColor(s, 51, 100, 255, 0, 0, "x = 1 in the frame is inside the line")
        XCTAssertTrue(isWhite(s, 60, 100), "x = 10 in the frame is not")
        let b = host(Rectangle().strokeBorder(Self.pureRed, lineWidth: 4).frame(width: 100, height: 100))
        XCTAssertTrue(isWhite(b, 49, 100), "strokeBorder draws nothing outside the frame")
        assertColor(b, 50, 100, 255, 0, 0, "the border starts at the frame's edge")
        assertColor(b, 53, 100, 255, 0, 0, "and is 4 points wide")
        XCTAssertTrue(isWhite(b, 55, 100))
        XCTAssertTrue(isWhite(b, 100, 100), "the inside is empty")
    }

    func testStrokeFormsThatSeedsUse() {
        let edgeLineWidth: CGFloat = 3
        let plain = host(RoundedRectangle(cornerRadius: 10).stroke(lineWidth: edgeLineWidth).frame(width: 100, height: 100))
        assertColor(plain, 100, 50, 0, 0, 0, "stroke(lineWidth:) uses the foreground style")
        XCTAssertTrue(isWhite(plain, 100, 100))
        let colored = host(RoundedRectangle(cornerRadius: 4).stroke(Color.green, lineWidth: 3).frame(width: 100, height: 100))
        assertColor(colored, 100, 50, 52, 199, 89, "stroke(Color.green, lineWidth: 3)")
        let styled = host(Circle().stroke(style: StrokeStyle(lineWidth: 4)).foregroundColor(Self.pureBlue).frame(width: 100, height: 100))
        assertColor(styled, 150, 100, 0, 0, 255, tolerance: 40, "stroke(style:) is a shape filled with the foreground")
        let defaulted = host(Rectangle().stroke().frame(width: 100, height: 100))
        assertColor(defaulted, 50, 100, 0, 0, 0, tolerance: 130, "stroke() is one point wide")
        let border = host(Circle().strokeBorder(lineWidth: 10).frame(width: 100, height: 100))
        assertColor(border, 55, 100, 0, 0, 0, "strokeBorder(lineWidth:) in the foreground colour")
        XCTAssertTrue(isWhite(border, 48, 100))
    }

    func testDashedStrokeHasGaps() {
        let dash = StrokeStyle(lineWidth: 6, dash: [10, 10])
        let h = host(Rectangle().stroke(Self.pureRed, style: dash).frame(width: 180, height: 100))
        // The top edge runs from x 10 to 190 at y 50: dashes on 10...20, gaps on 20...30, ...
        assertColor(h, 15, 50, 255, 0, 0, "first dash")
        XCTAssertTrue(isWhite(h, 25, 50), "first gap")
        assertColor(h, 35, 50, 255, 0, 0, "second dash")
    }

    func testFillOverloadsCompileAsSeedsWriteThem() {
        let color = Color.orange
        let activeColor = Color.green
        let knobGradient = AngularGradient(gradient: Gradient(colors: [.white, .gray]), center: .center)
        // `isOn` is a parameter, as a seed's state is: a constant would leave one side of each conditional dead.
        func views(isOn: Bool) -> [AnyView] { [
            AnyView(Rectangle().fill(color)),
            AnyView(Rectangle().fill(Color.white)),
            AnyView(Rectangle().fill(.white)),
            AnyView(Rectangle().fill(isOn ? activeColor : Color(.systemGray5))),
            AnyView(Rectangle().fill(isOn ? .black : Color(.systemGray5))),
            AnyView(Circle().fill(knobGradient)),
            AnyView(Rectangle().fill(Color.white.opacity(0.5))),
            AnyView(Rectangle().fill()),
            AnyView(Rectangle().fill(style: FillStyle(eoFill: true))),
            AnyView(Rectangle().stroke(Color.green, lineWidth: 3)),
            AnyView(Rectangle().stroke(lineWidth: 2)),
            AnyView(Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 2))),
            AnyView(Rectangle().strokeBorder(.blue)),
            AnyView(Rectangle().strokeBorder(style: StrokeStyle(lineWidth: 2))),
            AnyView(Rectangle().fill(.tint)),
            AnyView(Rectangle().tint(.green)),
            AnyView(Rectangle().tint(Color.green)),
            AnyView(Rectangle().foregroundStyle(.secondary)),
            AnyView(Rectangle().foregroundStyle(.red, .blue)),
            AnyView(Text("x").foregroundColor(isOn ? .green : .red)),
        ] }
        XCTAssertEqual(views(isOn: true).count, 20)
    }

    // MARK: Styles as views

    func testColorAsAViewFillsItsProposal() {
        let h = host(Self.pureBlue, width: 120, height: 80)
        assertColor(h, 0, 0, 0, 0, 255)
        assertColor(h, 119, 79, 0, 0, 255)
        let framed = host(Color.red.frame(width: 50, height: 50))
        assertColor(framed, 100, 100, 255, 59, 48)
        XCTAssertTrue(isWhite(framed, 70, 100))
    }

    func testGradientsAsViewsAndFillsAtTheirEnds() {
        let linear = host(LinearGradient(colors: [Self.pureRed, Self.pureBlue], startPoint: .leading, endPoint: .trailing), width: 200, height: 100)
        // Perceptual (Oklab) interpolation leaves pure red quickly: (253,9,13) at this pixel's centre, t = 0.0075.
        assertColor(linear, 1, 50, 253, 9, 13, tolerance: 4, "red at the leading end")
        assertColor(linear, 198, 50, 4, 8, 254, tolerance: 4, "blue at the trailing end (t = 0.9925, Oklab)")
        let radial = host(Circle().fill(RadialGradient(colors: [Self.pureRed, Self.pureBlue], center: .center, startRadius: 0, endRadius: 100)))
        assertColor(radial, 100, 100, 253, 8, 12, tolerance: 4, "red at the centre (t = 0.007)")
        assertColor(radial, 199, 100, 0, 0, 255, tolerance: 10, "blue at the end radius")
        let elliptical = host(EllipticalGradient(colors: [Self.pureRed, Self.pureBlue]), width: 200, height: 100)
        // The centre pixel sits 0.71 points (t = 0.014) out: SwiftUI's Oklab path from red to blue is (252,16,21) there.
        assertColor(elliptical, 100, 50, 252, 16, 21, tolerance: 4)
        let angular = host(AngularGradient(colors: [Self.pureRed, Self.pureBlue], center: .center, startAngle: .zero, endAngle: .degrees(360)))
        assertColor(angular, 190, 101, 255, 0, 0, tolerance: 20, "red just after 0°")
    }

    func testTheSeedsKnobGradientIsWhiteAtZeroAndGreyAtSixtyDegrees() {
        let g = Gradient(colors: [.white, .gray, .white, .gray, .white, .gray, .white])
        let h = host(Circle().fill(AngularGradient(gradient: g, center: .center)).frame(width: 150, height: 150), save: "knob")
        // 0° (3 o'clock) is white; 1/6 turn (60°, clockwise on screen) is gray (142,142,147).
        assertColor(h, 100 + 60, 100 + 1, 255, 255, 255, tolerance: 12, "white at 0°")
        let a = Double.pi / 3
        assertColor(h, 100 + 60 * cos(a), 100 + 60 * sin(a), 142, 142, 147, tolerance: 12, "gray at 60°")
    }

    // MARK: Seed shapes

    struct Pie: Shape {
        var startAngle: Angle
        var endAngle: Angle
        var clockwise: Bool = false
        func path(in rect: CGRect) -> Path {
            let center = CGPoint(x: rect.midX, y: rect.midY)
            let radius = min(rect.width, rect.height) / 2
            let start = CGPoint(x: center.x + radius * cos(CGFloat(startAngle.radians)),
                                y: center.y + radius * sin(CGFloat(startAngle.radians)))
            var p = Path()
            p.move(to: center)
            p.addLine(to: start)
            p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
            p.addLine(to: center)
            return p
        }
    }

    func testSeedPieLeavesItsWedgeEmpty() {
        // As the seed's CardView draws it: the pie in the foreground (primary) colour, padded 5, at opacity 0.4.
        let pie = Pie(startAngle: .degrees(0 - 90), endAngle: .degrees(0 + 10), clockwise: true).padding(5).opacity(0.4)
        let h = host(pie, width: 200, height: 200, save: "pie")
        func at(_ degrees: Double, _ r: Double = 85) -> CGPoint {
            CGPoint(x: 100 + r * cos(degrees * .pi / 180), y: 100 + r * sin(degrees * .pi / 180))
        }
        let empty = at(-40)
        XCTAssertTrue(isWhite(h, empty.x, empty.y), "the wedge from -90° to 10° is empty")
        let filled = at(90)
        assertColor(h, filled.x, filled.y, 153, 153, 153, tolerance: 4, "the rest is the primary colour at 40%")
        let filled2 = at(180)
        assertColor(h, filled2.x, filled2.y, 153, 153, 153, tolerance: 4)
    }

    struct DashBoardShape: Shape {
        var angle: Double
        func path(in rect: CGRect) -> Path {
            var path = Path()
            let l = Double(rect.height * 0.8)
            let r = Angle(degrees: angle).radians
            path.move(to: .init(x: rect.midX, y: rect.maxY))
            path.addLine(to: .init(x: Double(rect.midX) + l * sin(r), y: Double(rect.height) - l * cos(r)))
            return path
        }
    }

    func testTheSeedsDashboardNeedlePointsAtItsAngle() {
        let h = host(DashBoardShape(angle: -30).stroke(Color.green, lineWidth: 3).frame(width: 200, height: 200), save: "needle")
        // The needle runs from the bottom centre (100, 200) towards -30°: at half its length, (60, 130.7).
        let l = 160.0, r = -30.0 * .pi / 180
        let mid = CGPoint(x: 100 + 0.5 * l * sin(r), y: 200 - 0.5 * l * cos(r))
        assertColor(h, mid.x, mid.y, 52, 199, 89, tolerance: 30, "green on the needle")
        XCTAssertTrue(isWhite(h, mid.x + 10, mid.y), "white beside it")
        XCTAssertTrue(isWhite(h, 100, 100), "white where the upright needle would be")
    }

    // MARK: Effects

    func testOpacityHalfRedOverWhite() {
        let h = host(Self.pureRed.frame(width: 100, height: 100).opacity(0.5))
        assertColor(h, 100, 100, 255, 128, 128)
    }

    func testClipShapeCircleLeavesCornersWhite() {
        let h = host(Self.pureRed.frame(width: 100, height: 100).clipShape(Circle()))
        assertColor(h, 100, 100, 255, 0, 0)
        XCTAssertTrue(isWhite(h, 52, 52))
        XCTAssertTrue(isWhite(h, 148, 148))
        let rounded = host(Self.pureRed.frame(width: 100, height: 100).cornerRadius(20))
        XCTAssertTrue(isWhite(rounded, 51, 51))
        assertColor(rounded, 100, 51, 255, 0, 0)
        let clipped = host(Self.pureRed.frame(width: 300, height: 60).frame(width: 100, height: 100).clipped())
        assertColor(clipped, 100, 100, 255, 0, 0)
        XCTAssertTrue(isWhite(clipped, 40, 100), "clipped to the 100-point frame")
    }

    func testAMaskShowsTheContentWhereItIsOpaqueScaledByItsAlpha() {
        let h = host(Self.pureRed.frame(width: 100, height: 100).mask { Circle().frame(width: 50, height: 50) })
        assertColor(h, 100, 100, 255, 0, 0, "inside the centred mask")
        XCTAssertTrue(isWhite(h, 70, 100), "outside the 50-point mask")
        let leading = host(Self.pureRed.frame(width: 100, height: 100).mask(alignment: .topLeading) { Rectangle().frame(width: 30, height: 30) })
        assertColor(leading, 60, 60, 255, 0, 0)
        XCTAssertTrue(isWhite(leading, 100, 100))
        let old = host(Self.pureRed.frame(width: 100, height: 100).mask(Self.pureBlue.opacity(0.5)))
        assertColor(old, 100, 100, 255, 128, 128, "the mask's alpha scales the content")
    }

    func testShadowDarkensBelowAndFades() {
        let h = host(Color.white.frame(width: 100, height: 60).shadow(radius: 5, x: 0, y: 3), save: "shadow")
        let near = h.color(at: CGPoint(x: 100, y: 132)), far = h.color(at: CGPoint(x: 100, y: 140))
        XCTAssertLessThan(near.r, 245, "below the view, the shadow darkens: \(near)")
        XCTAssertLessThan(near.r, far.r, "and fades with distance: \(near) vs \(far)")
        XCTAssertTrue(isWhite(h, 100, 160), "far below, nothing")
        assertColor(h, 100, 100, 255, 255, 255, "the view itself is drawn over its shadow")
        let black = host(Self.pureRed.frame(width: 100, height: 60).shadow(color: .black, radius: 3))
        XCTAssertLessThan(black.color(at: CGPoint(x: 100, y: 130)).r, 220, "just below the edge")
        XCTAssertLessThan(black.color(at: CGPoint(x: 100, y: 130)).r, black.color(at: CGPoint(x: 100, y: 133)).r)
    }

    func testMultiplyBlendsYellowAndCyanToGreen() {
        let view = ZStack {
            Color(red: 1, green: 1, blue: 0).frame(width: 100, height: 100)
            Color(red: 0, green: 1, blue: 1).frame(width: 100, height: 100).blendMode(.multiply)
        }
        let h = host(view)
        assertColor(h, 100, 100, 0, 255, 0, "yellow × cyan = green")
    }

    func testScaleEffectHalfAboutCentre() {
        let h = host(Self.pureRed.frame(width: 100, height: 100).scaleEffect(0.5))
        assertColor(h, 100, 100, 255, 0, 0)
        assertColor(h, 77, 77, 255, 0, 0)
        XCTAssertTrue(isWhite(h, 70, 70), "the corner moved in to (75, 75)")
        let x = host(Self.pureRed.frame(width: 100, height: 100).scaleEffect(x: 0.5, anchor: .leading))
        assertColor(x, 95, 100, 255, 0, 0)
        XCTAssertTrue(isWhite(x, 105, 100))
        let size = host(Self.pureRed.frame(width: 100, height: 100).scaleEffect(CGSize(width: 1, height: 0.5), anchor: .top))
        assertColor(size, 100, 95, 255, 0, 0)
        XCTAssertTrue(isWhite(size, 100, 105))
    }

    func testRotationEffectOfABar() {
        let h = host(Self.pureRed.frame(width: 140, height: 10).rotationEffect(.degrees(45)), save: "rotation")
        assertColor(h, 130, 130, 255, 0, 0, "on the diagonal, below right")
        assertColor(h, 70, 70, 255, 0, 0, "on the diagonal, above left")
        XCTAssertTrue(isWhite(h, 160, 100), "the unrotated bar's right end is empty")
        XCTAssertTrue(isWhite(h, 40, 100))
    }

    func testRotation3DEffectIsATrapezoid() {
        let h = host(Self.pureRed.frame(width: 100, height: 100).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)),
                     save: "rotation3d")
        // The left edge swings towards the viewer, the right edge away: left taller than right, both narrower in x.
        @MainActor func extent(atX x: CGFloat) -> CGFloat {
            var top: CGFloat?, bottom: CGFloat?
            for y in stride(from: 0, through: 200, by: 1) where !isWhite(h, x, CGFloat(y)) {
                if top == nil { top = CGFloat(y) }
                bottom = CGFloat(y)
            }
            guard let top, let bottom else { return 0 }
            return bottom - top
        }
        let left = extent(atX: 78), right = extent(atX: 122)
        XCTAssertGreaterThan(left, right + 10, "the near (left) edge is taller than the far one: \(left) vs \(right)")
        // Near edge at x ≈ 45.3 (50·cos45° / (1 − 50·sin45°/100) from the centre), far edge at x ≈ 126.1.
        assertColor(h, 48, 100, 255, 0, 0, "the near edge comes out beyond the frame")
        XCTAssertTrue(isWhite(h, 42, 100))
        assertColor(h, 123, 100, 255, 0, 0)
        XCTAssertTrue(isWhite(h, 129, 100), "the far edge recedes towards the centre")
        assertColor(h, 100, 100, 255, 0, 0)
    }

    struct FlipEffect: GeometryEffect {
        var angle: Double
        func effectValue(size: CGSize) -> ProjectionTransform {
            seedFlipProjection(size: size, angleRadians: CGFloat(Angle.degrees(angle).radians))
        }
    }

    func testTheSeedsFlipKeepsItsSidesUntilEdgeOnAtNinetyDegreesThenMirrors() {
        for angle in [30.0, 60.0] {
            let h = flipHost(angle)
            assertColor(h, 100 - 8, 100, 255, 0, 0, "\(angle)°: red stays on the left")
            assertColor(h, 100 + 8, 100, 0, 0, 255, "\(angle)°: blue stays on the right")
        }
        let edgeOn = flipHost(90)
        var drawn = 0
        for x in stride(from: 40, through: 160, by: 2) where !isWhite(edgeOn, CGFloat(x), 100) { drawn += 1 }
        XCTAssertLessThanOrEqual(drawn, 2, "at 90° the content is edge-on")
        for angle in [120.0, 150.0] {
            let h = flipHost(angle)
            assertColor(h, 100 - 8, 100, 0, 0, 255, "\(angle)°: mirrored, blue is on the left")
            assertColor(h, 100 + 8, 100, 255, 0, 0, "\(angle)°: red is on the right")
        }
    }

    func testProjectionAndTransformEffects() {
        let t = host(Self.pureRed.frame(width: 50, height: 50).transformEffect(CGAffineTransform(translationX: 40, y: 0)))
        assertColor(t, 120, 100, 255, 0, 0)
        XCTAssertTrue(isWhite(t, 80, 100))
        let p = host(Self.pureRed.frame(width: 50, height: 50).projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1))))
        assertColor(p, 120, 100, 255, 0, 0, "scaled about the view's origin (75, 75)")
        XCTAssertTrue(isWhite(p, 70, 100))
    }

    func testHiddenDrawsNothingButKeepsItsFrame() {
        let view = HStack(spacing: 0) {
            Self.pureRed.frame(width: 50, height: 50).hidden()
            Self.pureBlue.frame(width: 50, height: 50)
        }
        let h = host(view)
        XCTAssertTrue(isWhite(h, 75, 100), "the hidden view draws nothing")
        assertColor(h, 125, 100, 0, 0, 255, "the next view still sits where it would")
    }

    func testABorderIsDrawnInsideTheFrameOnePointWideByDefault() {
        let h = host(Color.clear.frame(width: 100, height: 100).border(Self.pureRed, width: 4))
        assertColor(h, 51, 100, 255, 0, 0)
        XCTAssertTrue(isWhite(h, 49, 100), "the border lies inside the frame")
        XCTAssertTrue(isWhite(h, 56, 100))
        let one = host(Self.pureBlue.frame(width: 100, height: 100).border(Self.pureRed))
        assertColor(one, 50, 100, 255, 0, 0, "1 point by default")
        assertColor(one, 52, 100, 0, 0, 255)
    }

    func testGrayscaleMultiplyInvertBrightnessContrastSaturationAndHueRecolour() {
        let gray = host(Self.pureRed.frame(width: 100, height: 100).grayscale(1))
        let luma = Int((0.2126 * 255).rounded())
        assertColor(gray, 100, 100, luma, luma, luma, tolerance: 3, "grayscale(1) of red is its luma grey")
        let multiplied = host(Color.white.frame(width: 100, height: 100).colorMultiply(Self.pureBlue))
        assertColor(multiplied, 100, 100, 0, 0, 255, "white × blue = blue")
        let inverted = host(Self.pureRed.frame(width: 100, height: 100).colorInvert())
        assertColor(inverted, 100, 100, 0, 255, 255)
        let bright = host(Color(red: 0.2, green: 0.2, blue: 0.2).frame(width: 100, height: 100).brightness(0.5))
        assertColor(bright, 100, 100, 179, 179, 179, tolerance: 3)
        let flat = host(Self.pureRed.frame(width: 100, height: 100).contrast(0))
        assertColor(flat, 100, 100, 128, 128, 128, tolerance: 2)
        let desaturated = host(Self.pureRed.frame(width: 100, height: 100).saturation(0))
        assertColor(desaturated, 100, 100, luma, luma, luma, tolerance: 3)
        let rotated = host(Self.pureRed.frame(width: 100, height: 100).hueRotation(.degrees(180)))
        let c = rotated.color(at: CGPoint(x: 100, y: 100))
        XCTAssertTrue(c.r < 60 && c.g > 80 && c.b > 80, "a half turn makes red cyan-ish: \(c)")
    }

    func testBlurSpreadsAnEdge() {
        let h = host(Self.pureRed.frame(width: 100, height: 100).blur(radius: 6), save: "blur")
        assertColor(h, 100, 100, 255, 0, 0, tolerance: 4, "the middle is unchanged")
        let edge = h.color(at: CGPoint(x: 50, y: 100)), outside = h.color(at: CGPoint(x: 45, y: 100))
        XCTAssertTrue(edge.g > 40 && edge.g < 215, "at the edge, half blurred: \(edge)")
        XCTAssertTrue(outside.g < 250, "a little spills outside: \(outside)")
    }

    func testCompositingGroupAndDrawingGroupKeepTheContent() {
        let g = host(Self.pureRed.frame(width: 100, height: 100).compositingGroup().opacity(0.5))
        assertColor(g, 100, 100, 255, 128, 128)
        let d = host(Self.pureRed.frame(width: 100, height: 100).drawingGroup())
        assertColor(d, 100, 100, 255, 0, 0)
    }

    func testTintAndForegroundEnvironment() {
        let tinted = host(Rectangle().fill(.tint).frame(width: 100, height: 100).tint(Self.pureGreen))
        assertColor(tinted, 100, 100, 0, 255, 0)
        let accent = host(Rectangle().fill(.tint).frame(width: 100, height: 100))
        assertColor(accent, 100, 100, 0, 122, 255, "the accent blue by default")
        let reset = host(Rectangle().frame(width: 100, height: 100).foregroundColor(nil).foregroundColor(Self.pureBlue))
        assertColor(reset, 100, 100, 0, 0, 0, "the inner foregroundColor(nil) restores the default")
    }

    func testBadInputDrawsNothingAndDoesNotCrash() {
        let nan = host(Rectangle().fill(Self.pureRed).frame(width: 100, height: 100).scaleEffect(.nan))
        XCTAssertTrue(isWhite(nan, 100, 100))
        let zero = host(Self.pureRed.frame(width: 100, height: 100).scaleEffect(0))
        XCTAssertTrue(isWhite(zero, 100, 100))
        let negative = host(Rectangle().stroke(Self.pureRed, lineWidth: -3).frame(width: 100, height: 100))
        XCTAssertTrue(isWhite(negative, 50, 100))
        let inset = host(Circle().inset(by: 80).fill(Self.pureRed).frame(width: 100, height: 100))
        XCTAssertTrue(isWhite(inset, 100, 100), "an inset that swallows the shape leaves nothing")
    }
}
