import XCTest
import Atelier
import AtelierTesting
@_spi(Backend) import AtelierCore

// Canvas and GraphicsContext: what the renderer draws shows at the right pixels, in the context's state
// at each operation; text and images come from the same engines as Text and Image views.


/// A 100 x 100 host showing a canvas drawn by `renderer`.
@MainActor private func host(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> TestHost {
    TestHost(Canvas(renderer: renderer), size: CGSize(width: 100, height: 100))
}

/// Whether two colours differ by at most `tolerance` in each channel.
private func close(_ a: RGBA, _ b: RGBA, _ tolerance: Int = 2) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
        && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
}

/// The bounds of every pixel that is not white, in points.
@MainActor private func inkBounds(_ host: TestHost) -> CGRect {
    var bounds = CGRect.null
    for y in 0..<Int(host.size.height) {
        for x in 0..<Int(host.size.width) where !close(host.color(at: CGPoint(x: x, y: y)), Palette.white, 8) {
            bounds = bounds.union(CGRect(x: x, y: y, width: 1, height: 1))
        }
    }
    return bounds
}

private let square = Path(CGRect(x: 10, y: 10, width: 30, height: 30))

@preconcurrency @MainActor final class CanvasTests: XCTestCase {
    override func setUp() { Diagnostics.reset() }

    func testACanvasTakesTheWholeProposalAndFillsPaths() {
        var sizes: [CGSize] = []
        let h = host { context, size in
            sizes.append(size)
            context.fill(square, with: .color(.red))
            context.fill(Path(ellipseIn: CGRect(x: 60, y: 60, width: 30, height: 30)), with: .style(Color.blue))
        }
        XCTAssertEqual(h.color(at: CGPoint(x: 25, y: 25)), Palette.red)
        XCTAssertEqual(h.color(at: CGPoint(x: 75, y: 75)), Palette.blue)
        XCTAssertEqual(h.color(at: CGPoint(x: 61, y: 61)), Palette.white, "outside the ellipse")
        XCTAssertEqual(h.color(at: CGPoint(x: 50, y: 50)), Palette.white)
        XCTAssertEqual(sizes.last, CGSize(width: 100, height: 100), "the renderer is given the canvas's size")
        let framed = TestHost(Canvas { _, size in sizes.append(size) }.frame(width: 40, height: 30), size: CGSize(width: 100, height: 100))
        _ = framed.color(at: .zero)
        XCTAssertEqual(sizes.last, CGSize(width: 40, height: 30))
    }

    func testStrokesWithALineWidthAndAStyle() {
        let h = host { context, _ in
            var line = Path()
            line.move(to: CGPoint(x: 0, y: 20))
            line.addLine(to: CGPoint(x: 100, y: 20))
            context.stroke(line, with: .color(.blue), lineWidth: 6)
            context.stroke(Path(CGRect(x: 40, y: 50, width: 40, height: 40)), with: .color(.red),
                           style: StrokeStyle(lineWidth: 4, dash: [10, 10]))
        }
        XCTAssertEqual(h.color(at: CGPoint(x: 50, y: 18)), Palette.blue)
        XCTAssertEqual(h.color(at: CGPoint(x: 50, y: 25)), Palette.white, "the line is 6 points wide")
        XCTAssertEqual(h.color(at: CGPoint(x: 45, y: 50)), Palette.red, "a dash along the top edge")
        XCTAssertEqual(h.color(at: CGPoint(x: 55, y: 50)), Palette.white, "a gap")
        XCTAssertEqual(h.color(at: CGPoint(x: 60, y: 70)), Palette.white, "a stroke leaves the inside empty")
    }

    func testLinearRadialConicAndStyleGradientsShadeTheirPaths() {
        let bw = Gradient(colors: [.black, .white])
        let h = host { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 30)),
                         with: .linearGradient(bw, startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 100, y: 0)))
            context.fill(Path(CGRect(x: 0, y: 35, width: 30, height: 30)),
                         with: .radialGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 15, y: 50), startRadius: 0, endRadius: 15))
            context.fill(Path(CGRect(x: 40, y: 35, width: 30, height: 30)),
                         with: .conicGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 55, y: 50)))
            context.fill(Path(CGRect(x: 0, y: 70, width: 100, height: 30)),
                         with: .style(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)))
        }
        let dark = h.color(at: CGPoint(x: 3, y: 15)), mid = h.color(at: CGPoint(x: 50, y: 15)), light = h.color(at: CGPoint(x: 96, y: 15))
        XCTAssertLessThan(dark.r, 20); XCTAssertGreaterThan(light.r, 235)
        XCTAssertTrue(mid.r > 60 && mid.r < 200, "\(mid)")
        XCTAssertTrue(close(h.color(at: CGPoint(x: 50, y: 85)), mid, 6), "a style's unit points span the filled path")
        let centre = h.color(at: CGPoint(x: 15, y: 50)), rim = h.color(at: CGPoint(x: 15, y: 36))
        XCTAssertGreaterThan(centre.r, 200, "red at the radial centre: \(centre)")
        XCTAssertGreaterThan(rim.b, 200, "blue at its end radius: \(rim)")
        // A conic gradient starts red pointing right and turns clockwise to blue.
        let start = h.color(at: CGPoint(x: 68, y: 51)), late = h.color(at: CGPoint(x: 68, y: 48))
        XCTAssertGreaterThan(start.r, 200, "\(start)")
        XCTAssertGreaterThan(late.b, 200, "\(late)")
    }

    func testTransformsMoveScaleAndRotateLaterDrawing() {
        let h = host { context, _ in
            context.translateBy(x: 50, y: 0)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 0, y: 10, width: 10, height: 10)), with: .color(.blue))
            context.transform = CGAffineTransform(translationX: 20, y: 80)
            context.rotate(by: .degrees(-90))
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 5)), with: .color(.green))
        }
        XCTAssertEqual(h.color(at: CGPoint(x: 55, y: 5)), Palette.red)
        XCTAssertEqual(h.color(at: CGPoint(x: 5, y: 5)), Palette.white)
        XCTAssertEqual(h.color(at: CGPoint(x: 65, y: 35)), Palette.blue, "scaled by 2 after the translation: 50...70 x 20...40")
        XCTAssertEqual(h.color(at: CGPoint(x: 72, y: 35)), Palette.white)
        XCTAssertEqual(h.color(at: CGPoint(x: 22, y: 70)), Palette.green, "rotated a quarter turn counterclockwise: up from y 80")
        XCTAssertEqual(h.color(at: CGPoint(x: 30, y: 78)), Palette.white)
    }

    func testClipsAndInverseClips() {
        let h = host { context, size in
            var left = context
            left.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
            left.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            XCTAssertEqual(left.clipBoundingRect, CGRect(x: 0, y: 0, width: 50, height: 50))
            var outside = context
            outside.clip(to: Path(ellipseIn: CGRect(x: 50, y: 50, width: 50, height: 50)), options: .inverse)
            outside.fill(Path(CGRect(x: 50, y: 50, width: 50, height: 50)), with: .color(.blue))
            var layered = context
            layered.clipToLayer { mask in
                mask.fill(Path(CGRect(x: 0, y: 60, width: 20, height: 40)), with: .color(.black))
            }
            layered.fill(Path(CGRect(x: 0, y: 60, width: 40, height: 40)), with: .color(.green))
        }
        XCTAssertEqual(h.color(at: CGPoint(x: 25, y: 25)), Palette.red)
        XCTAssertEqual(h.color(at: CGPoint(x: 75, y: 25)), Palette.white, "outside the clip")
        XCTAssertEqual(h.color(at: CGPoint(x: 75, y: 75)), Palette.white, "inside the ellipse an inverse clip hides")
        XCTAssertEqual(h.color(at: CGPoint(x: 52, y: 52)), Palette.blue, "the corner outside the ellipse")
        XCTAssertEqual(h.color(at: CGPoint(x: 10, y: 80)), Palette.green, "where the layer's alpha is")
        XCTAssertEqual(h.color(at: CGPoint(x: 30, y: 80)), Palette.white, "where it is not")
    }

    func testAContextsOpacityAndBlendModeApplyToWhatItFills() {
        let h = host { context, _ in
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.red))
            context.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 50)), with: .color(.red))
            var multiply = context
            multiply.blendMode = .multiply
            multiply.fill(Path(CGRect(x: 75, y: 0, width: 25, height: 50)), with: .color(.blue))
            var clear = context
            clear.blendMode = .clear
            clear.fill(Path(CGRect(x: 50, y: 25, width: 10, height: 10)), with: .color(.black))
        }
        XCTAssertTrue(close(h.color(at: CGPoint(x: 20, y: 20)), RGBA(r: 255, g: 157, b: 152, a: 255)), "half red over white: \(h.color(at: CGPoint(x: 20, y: 20)))")
        XCTAssertEqual(h.color(at: CGPoint(x: 60, y: 10)), Palette.red)
        XCTAssertTrue(close(h.color(at: CGPoint(x: 85, y: 10)), RGBA(r: 0, g: 28, b: 48, a: 255)), "blue multiplied with red: \(h.color(at: CGPoint(x: 85, y: 10)))")
        XCTAssertEqual(h.color(at: CGPoint(x: 55, y: 30)), Palette.white, "cleared through to what lies behind the canvas")
        XCTAssertEqual(h.color(at: CGPoint(x: 65, y: 30)), Palette.red)
    }

    func testALayerIsCompositedAsOne() {
        let h = host { context, _ in
            var faded = context
            faded.opacity = 0.5
            faded.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 40)), with: .color(.red))
                layer.fill(Path(CGRect(x: 30, y: 0, width: 60, height: 40)), with: .color(.red))
            }
        }
        XCTAssertEqual(h.color(at: CGPoint(x: 45, y: 20)), h.color(at: CGPoint(x: 10, y: 20)), "the overlap is not darker")
        XCTAssertNotEqual(h.color(at: CGPoint(x: 10, y: 20)), Palette.red)
    }

    func testFiltersBlurAndShadow() {
        let h = host { context, _ in
            var shadowed = context
            shadowed.addFilter(.shadow(color: .black, radius: 0, x: 10, y: 10))
            shadowed.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
            var blurred = context
            blurred.addFilter(.blur(radius: 4))
            blurred.fill(Path(CGRect(x: 60, y: 60, width: 30, height: 30)), with: .color(.blue))
        }
        XCTAssertEqual(h.color(at: CGPoint(x: 20, y: 20)), Palette.red)
        XCTAssertEqual(h.color(at: CGPoint(x: 35, y: 35)), RGBA(r: 0, g: 0, b: 0, a: 255), "the shadow, 10 points down and right")
        XCTAssertEqual(h.color(at: CGPoint(x: 35, y: 15)), Palette.white)
        XCTAssertNotEqual(h.color(at: CGPoint(x: 58, y: 75)), Palette.white, "blur spreads the square past its edge")
        XCTAssertNotEqual(h.color(at: CGPoint(x: 61, y: 75)), Palette.blue, "and softens its edge")
        XCTAssertEqual(h.color(at: CGPoint(x: 75, y: 75)), Palette.blue)
    }

    func testACopyOfAContextHasItsOwnState() {
        var original: CGAffineTransform?
        let h = host { context, _ in
            var copy = context
            copy.translateBy(x: 50, y: 50)
            copy.opacity = 0
            copy.clip(to: Path(CGRect(x: 0, y: 0, width: 1, height: 1)))
            copy.addFilter(.blur(radius: 10))
            original = context.transform
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
            copy.opacity = 1
            copy.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue))
        }
        XCTAssertEqual(h.color(at: CGPoint(x: 10, y: 10)), Palette.red, "the original is not moved, faded, clipped or blurred")
        XCTAssertEqual(original, .identity)
        XCTAssertEqual(h.color(at: CGPoint(x: 60, y: 60)), Palette.white, "the copy's clip hides its drawing")
    }

    func testTextIsDrawnAtItsAnchorAndInARect() {
        var measured = CGSize.zero
        let h = host { context, _ in
            let text = context.resolve(Text("Hello").font(.system(size: 20)).foregroundColor(.black))
            measured = text.measure(in: CGSize(width: 100, height: 100))
            context.draw(text, at: CGPoint(x: 50, y: 30))
        }
        let ink = inkBounds(h)
        XCTAssertGreaterThan(measured.width, 30)
        XCTAssertFalse(ink.isNull)
        let box = CGRect(x: 50 - measured.width / 2, y: 30 - measured.height / 2, width: measured.width, height: measured.height)
        XCTAssertTrue(box.insetBy(dx: -1, dy: -1).contains(ink), "ink \(ink) inside the anchored box \(box)")
        XCTAssertEqual(ink.midX, 50, accuracy: 3, "centred on the point")
        XCTAssertGreaterThan(ink.width, measured.width * 0.7)
        // The same text as a Text view measures the same.
        let view = TestHost(Text("Hello").font(.system(size: 20)).fixedSize(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(view.frame(ofText: "Hello")?.width ?? 0, measured.width, accuracy: 1)

        let wrapped = host { context, _ in
            context.draw(Text("one two three four").font(.system(size: 16)).foregroundColor(.black),
                         in: CGRect(x: 10, y: 10, width: 50, height: 200))
        }
        let lines = inkBounds(wrapped)
        XCTAssertLessThanOrEqual(lines.maxX, 61, "wrapped to the rect's width")
        XCTAssertGreaterThan(lines.height, 40, "on several lines")
    }

    func testImagesAreDrawnIntoARectAndAtAPoint() {
        var size = CGSize.zero
        let h = host { context, _ in
            let star = context.resolve(Image(systemName: "star.fill"))
            size = star.size
            context.draw(Image(systemName: "star.fill"), in: CGRect(x: 10, y: 10, width: 40, height: 40))
            var tinted = context.resolve(Image(systemName: "star.fill"))
            tinted.shading = .color(.red)
            context.draw(tinted, at: CGPoint(x: 75, y: 75), anchor: .center)
        }
        let ink = inkBounds(h)
        XCTAssertEqual(size.width, 17 * 1.2, accuracy: 0.5, "a body-sized symbol's box")
        XCTAssertGreaterThan(ink.minX, 9); XCTAssertGreaterThan(ink.minY, 9)
        XCTAssertGreaterThan(ink.maxX, 75 + size.width / 4, "the tinted star reaches around its point")
        // The big star: dark foreground ink in its middle, scaled to the rect.
        let middle = h.color(at: CGPoint(x: 30, y: 30))
        XCTAssertLessThan(Int(middle.r), 60, "\(middle)")
        let tintedMiddle = h.color(at: CGPoint(x: 75, y: 75))
        XCTAssertTrue(close(tintedMiddle, Palette.red, 10), "\(tintedMiddle)")
    }

    func testSymbolsAreResolvedByTagAndDrawnWhereTheRendererSays() {
        var resolvedSize: CGSize?
        var missing = false
        let canvas = Canvas { context, _ in
            guard let box = context.resolveSymbol(id: "box") else { return }
            resolvedSize = box.size
            context.draw(box, at: CGPoint(x: 25, y: 75))
            context.draw(box, in: CGRect(x: 60, y: 60, width: 40, height: 40))
            missing = context.resolveSymbol(id: 7) == nil
        } symbols: {
            Color.green.frame(width: 20, height: 20).tag("box")
            Text("not drawn").tag(1)
        }
        let h = TestHost(canvas, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(h.color(at: CGPoint(x: 25, y: 75)), Palette.green)
        XCTAssertEqual(h.color(at: CGPoint(x: 80, y: 80)), Palette.green, "scaled into its rect")
        XCTAssertEqual(h.color(at: CGPoint(x: 5, y: 5)), Palette.white, "symbols are not drawn where they were laid out")
        XCTAssertEqual(h.color(at: CGPoint(x: 37, y: 75)), Palette.white)
        XCTAssertEqual(resolvedSize, CGSize(width: 20, height: 20))
        XCTAssertTrue(missing)
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("no symbol tagged 7") }.count, 1, "\(Diagnostics.warnings)")
        XCTAssertEqual(h.color(at: CGPoint(x: 50, y: 50)), Palette.white)
    }

    func testStateReadByTheRendererRedrawsIt() {
        @MainActor final class Model { var blue: Binding<Bool>? }
        struct Switching: View {
            let model: Model
            @State private var isBlue = false
            var body: some View {
                let _ = model.blue = $isBlue
                Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(isBlue ? .blue : .red))
                }
            }
        }
        let model = Model()
        let h = TestHost(Switching(model: model), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(h.color(at: CGPoint(x: 50, y: 50)), Palette.red)
        model.blue?.wrappedValue = true
        XCTAssertEqual(h.color(at: CGPoint(x: 50, y: 50)), Palette.blue)
    }

    func testATimelineDrivesACanvas() {
        let start = TestHost.defaultStartDate
        let h = TestHost(TimelineView(.periodic(from: start, by: 1)) { timeline in
            Canvas { context, size in
                let seconds = timeline.date.timeIntervalSince(start)
                context.fill(Path(CGRect(x: 0, y: 0, width: 10 * seconds, height: size.height)), with: .color(.blue))
            }
        }, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(h.color(at: CGPoint(x: 5, y: 50)), Palette.white)
        h.advance(by: 3)
        XCTAssertEqual(h.color(at: CGPoint(x: 25, y: 50)), Palette.blue)
        XCTAssertEqual(h.color(at: CGPoint(x: 35, y: 50)), Palette.white)
    }

    func testBadInputDrawsADefinedResultWithOneWarning() {
        var sizes: [CGSize] = []
        let h = TestHost(VStack {
            Canvas { context, size in
                sizes.append(size)
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            }.frame(width: .nan, height: 50)
            Canvas { context, _ in
                context.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red), lineWidth: .nan)
                context.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red), lineWidth: .infinity)
                context.draw(Text("x"), in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
                context.draw(Image(systemName: "no.such.symbol"), at: .zero)
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
                             with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: CGFloat.nan, y: 0), endPoint: .zero))
                var broken = context
                broken.scaleBy(x: 0, y: 1)
                broken.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            }.frame(width: 50, height: 50)
        }, size: CGSize(width: 100, height: 100))
        _ = h.color(at: .zero)
        _ = h.color(at: CGPoint(x: 1, y: 1))
        XCTAssertTrue(sizes.allSatisfy { $0.width.isFinite && $0.height.isFinite }, "\(sizes)")
        for key in ["line width of", "not finite; nothing is drawn", "no.such.symbol", "non-finite point", "not finite and invertible"] {
            XCTAssertEqual(Diagnostics.warnings.filter { $0.contains(key) }.count, 1, "\(key): \(Diagnostics.warnings)")
        }
    }
}
