import XCTest
import Foundation
@testable @_spi(Backend) import AtelierCore

@preconcurrency @MainActor final class ColorTests: XCTestCase {
    // MARK: Helpers

    private func env(_ scheme: ColorScheme = .light) -> EnvironmentValues {
        var e = EnvironmentValues()
        e.colorScheme = scheme
        return e
    }

    /// Components as 0...255 integers and the alpha.
    private func rgb(_ c: RGBAColor) -> [Int] {
        [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

    private func assertColor(_ color: Color, _ expected: [Int], alpha: Double = 1, scheme: ColorScheme = .light,
                             file: StaticString = #filePath, line: UInt = #line) {
        let c = color.resolvedColor(in: env(scheme))
        XCTAssertEqual(rgb(c), expected, "\(color) in \(scheme)", file: file, line: line)
        XCTAssertEqual(c.alpha, alpha, accuracy: 1e-9, "\(color) alpha in \(scheme)", file: file, line: line)
    }

    /// Lets a static member be looked up the way `.fill(_:)` looks it up.
    private func style<S: ShapeStyle>(_ s: S) -> S { s }

    private func paint(_ s: some ShapeStyle, _ e: EnvironmentValues? = nil,
                       bounds: CGRect = CGRect(x: 10, y: 20, width: 100, height: 50)) -> ResolvedPaint? {
        resolvePaint(s, in: ShapeStyleContext(environment: e ?? env(), bounds: bounds))
    }

    private func paintColor(_ s: some ShapeStyle, _ e: EnvironmentValues? = nil) -> RGBAColor? {
        if case .color(let c)? = paint(s, e) { return c }
        return nil
    }

    // MARK: System colours

    func testBlueHasItsLightAndDarkValues() {
        assertColor(.blue, [0, 122, 255])
        assertColor(.blue, [10, 132, 255], scheme: .dark)
    }

    func testNamedColoursHaveTheirLightValues() {
        let expected: [(Color, [Int])] = [
            (.red, [255, 59, 48]), (.orange, [255, 149, 0]), (.yellow, [255, 204, 0]), (.green, [52, 199, 89]),
            (.mint, [0, 199, 190]), (.teal, [48, 176, 199]), (.cyan, [50, 173, 230]), (.blue, [0, 122, 255]),
            (.indigo, [88, 86, 214]), (.purple, [175, 82, 222]), (.pink, [255, 45, 85]), (.brown, [162, 132, 94]),
            (.gray, [142, 142, 147]), (.black, [0, 0, 0]), (.white, [255, 255, 255]), (.primary, [0, 0, 0]),
        ]
        for (color, value) in expected { assertColor(color, value) }
        assertColor(.clear, [0, 0, 0], alpha: 0)
    }

    func testNamedColoursHaveTheirDarkValues() {
        let expected: [(Color, [Int])] = [
            (.red, [255, 69, 58]), (.orange, [255, 159, 10]), (.yellow, [255, 214, 10]), (.green, [48, 209, 88]),
            (.mint, [99, 230, 226]), (.teal, [64, 200, 224]), (.cyan, [100, 210, 255]), (.blue, [10, 132, 255]),
            (.indigo, [94, 92, 230]), (.purple, [191, 90, 242]), (.pink, [255, 55, 95]), (.brown, [172, 142, 104]),
            (.gray, [142, 142, 147]), (.primary, [255, 255, 255]),
        ]
        for (color, value) in expected { assertColor(color, value, scheme: .dark) }
    }

    func testSecondaryIsGreyBlueAtSixtyPercentInLightAndDark() {
        assertColor(.secondary, [60, 60, 67], alpha: 0.6)
        assertColor(.secondary, [235, 235, 245], alpha: 0.6, scheme: .dark)
    }

    func testColorSchemeDefaultsToLight() {
        XCTAssertEqual(EnvironmentValues().colorScheme, .light)
        XCTAssertEqual(ColorScheme.allCases, [.light, .dark])
    }

    // MARK: UIColor

    func testUIColorSystemFills() {
        assertColor(Color(uiColor: .quaternarySystemFill), [116, 116, 128], alpha: 0.08)
        assertColor(Color(uiColor: .quaternarySystemFill), [118, 118, 128], alpha: 0.18, scheme: .dark)
        assertColor(Color(uiColor: .tertiarySystemFill), [118, 118, 128], alpha: 0.12)
        assertColor(Color(.systemGray5), [229, 229, 234])
        assertColor(Color(.systemGray5), [44, 44, 46], scheme: .dark)
        assertColor(Color(.systemGroupedBackground), [242, 242, 247])
        assertColor(Color(uiColor: .secondaryLabel), [60, 60, 67], alpha: 0.6)
        assertColor(Color(uiColor: .label), [255, 255, 255], scheme: .dark)
    }

    func testUIColorComponentsAndRoundTrip() {
        assertColor(Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)), [255, 128, 0], alpha: 0.25)
        assertColor(Color(UIColor(white: 0.2, alpha: 1)), [51, 51, 51])
        let fromColor = UIColor(Color.blue)
        assertColor(Color(uiColor: fromColor), [10, 132, 255], scheme: .dark)
        XCTAssertEqual(fromColor.dynamicValue.light, UIColor.systemBlue.dynamicValue.light)
        XCTAssertEqual(fromColor.dynamicValue.dark, UIColor.systemBlue.dynamicValue.dark)
        assertColor(Color(uiColor: UIColor.systemRed.withAlphaComponent(0.5)), [255, 59, 48], alpha: 0.5)
        var tinted = env()
        tinted.tintColor = .orange
        XCTAssertEqual(rgb(Color(uiColor: .tintColor).resolvedColor(in: tinted)), [255, 149, 0])
    }

    // MARK: Constant colours

    func testComponentInitialisersGiveTheirSRGBValues() {
        assertColor(Color(red: 1, green: 0, blue: 0), [255, 0, 0])
        assertColor(Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5), [51, 102, 153], alpha: 0.5)
        assertColor(Color(white: 0.5), [128, 128, 128])
        assertColor(Color(hue: 0, saturation: 1, brightness: 1), [255, 0, 0])
        assertColor(Color(hue: 1.0 / 3, saturation: 1, brightness: 1), [0, 255, 0])
        assertColor(Color(hue: 2.0 / 3, saturation: 0.5, brightness: 1, opacity: 0.3), [128, 128, 255], alpha: 0.3)
        // Linear 0.5 is sRGB 0.7354.
        assertColor(Color(.sRGBLinear, red: 0.5, green: 0, blue: 1), [188, 0, 255])
        // P3 pure red is outside sRGB: red above 1 is clamped when drawn, green and blue go negative (clamped to 0).
        assertColor(Color(.displayP3, red: 1, green: 0, blue: 0), [255, 0, 0])
        // A P3 gray is the same gray in sRGB.
        assertColor(Color(.displayP3, white: 0.6), [153, 153, 153])
    }

    func testOpacityMultipliesAlpha() {
        assertColor(Color.blue.opacity(0.5), [0, 122, 255], alpha: 0.5)
        assertColor(Color.secondary.opacity(0.5), [60, 60, 67], alpha: 0.3)
        assertColor(Color.red.opacity(0.5).opacity(0.5), [255, 59, 48], alpha: 0.25)
        assertColor(Color.white.opacity(2), [255, 255, 255], alpha: 1)
        assertColor(Color.white.opacity(.nan), [255, 255, 255], alpha: 1)
    }

    func testAccentColorFollowsTint() {
        assertColor(.accentColor, [0, 122, 255])
        assertColor(.accentColor, [10, 132, 255], scheme: .dark)
        var e = env()
        e.tintColor = .green
        XCTAssertEqual(rgb(Color.accentColor.resolvedColor(in: e)), [52, 199, 89])
        e.tintColor = .accentColor   // must not loop
        XCTAssertEqual(rgb(Color.accentColor.resolvedColor(in: e)), [0, 122, 255])
    }

    func testNamedAssetColourDrawsClearWithOneWarning() {
        Diagnostics.reset()
        let c = Color("BrandPurple")
        assertColor(c, [0, 0, 0], alpha: 0)
        assertColor(c, [0, 0, 0], alpha: 0)
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("BrandPurple") }.count, 1)
    }

    func testMixBlendsTwoColoursAndGradientPaintsTopToBottom() {
        assertColor(Color.black.mix(with: .white, by: 0.5), [128, 128, 128])
        if case .linearGradient(let stops, let start, let end)? = paint(Color.red.gradient) {
            XCTAssertEqual(stops.count, 2)
            XCTAssertEqual(rgb(stops[1].color), [255, 59, 48])
            XCTAssertEqual(start, CGPoint(x: 60, y: 20))
            XCTAssertEqual(end, CGPoint(x: 60, y: 70))
        } else {
            XCTFail("Color.gradient should paint a linear gradient")
        }
    }

    func testColoursAreEqualByValueAndDescribeThemselves() {
        XCTAssertEqual(Color.red, Color.red)
        XCTAssertNotEqual(Color.red, Color.blue)
        XCTAssertEqual(Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(Set([Color.red, .red, .blue]).count, 2)
        XCTAssertEqual(Color.red.description, "red")
        XCTAssertEqual(Color(red: 1, green: 0, blue: 0).description, "#FF0000FF")
    }

    // MARK: Color.Resolved

    func testResolvedIsLinearWithSRGBAccessors() {
        let r = Color.blue.resolve(in: env())
        XCTAssertEqual(r.red, 0, accuracy: 1e-5)
        XCTAssertEqual(r.green, 122.0 / 255, accuracy: 1e-5)
        XCTAssertEqual(r.blue, 1, accuracy: 1e-5)
        XCTAssertEqual(r.opacity, 1)
        XCTAssertEqual(r.linearGreen, 0.194618, accuracy: 1e-5)
        XCTAssertEqual(r.linearBlue, 1, accuracy: 1e-6)

        let dark = Color.blue.resolve(in: env(.dark))
        XCTAssertEqual(dark.red, 10.0 / 255, accuracy: 1e-5)
        XCTAssertEqual(Color.secondary.resolve(in: env()).opacity, 0.6, accuracy: 1e-6)

        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.5, green: 0, blue: 1)
        XCTAssertEqual(linear.linearRed, 0.5)
        XCTAssertEqual(linear.red, 0.735357, accuracy: 1e-5)

        var edited = Color.Resolved(red: 0, green: 0, blue: 0)
        edited.red = 1
        XCTAssertEqual(edited.linearRed, 1, accuracy: 1e-6)
        XCTAssertEqual(edited.description, "#FF0000FF")

        assertColor(Color(Color.teal.resolve(in: env(.dark))), [64, 200, 224])
        if case .color(let c)? = paint(Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.5)) {
            XCTAssertEqual(rgb(c), [255, 128, 0])
            XCTAssertEqual(c.alpha, 0.5, accuracy: 1e-6)
        } else {
            XCTFail("Color.Resolved should paint a colour")
        }
    }

    // MARK: Shape styles

    func testStaticMembersResolveToColors() {
        let blue: Color = style(.blue)
        XCTAssertEqual(blue, Color.blue)
        let dimmed: Color = style(.black.opacity(0.6))
        assertColor(dimmed, [0, 0, 0], alpha: 0.6)
        XCTAssertEqual(rgb(paintColor(style(.white))!), [255, 255, 255])
        XCTAssertEqual(rgb(paintColor(style(.red))!), [255, 59, 48])
        XCTAssertEqual(rgb(paintColor(style(.clear))!), [0, 0, 0])
    }

    func testTheForegroundStyleIsPrimaryOrTheEnvironmentsStyleWithoutLooping() {
        XCTAssertEqual(rgb(paintColor(style(.foreground))!), [0, 0, 0])
        XCTAssertEqual(rgb(paintColor(style(.foreground), env(.dark))!), [255, 255, 255])
        var e = env()
        e.foregroundStyle = AnyShapeStyle(Color.red)
        XCTAssertEqual(rgb(paintColor(ForegroundStyle(), e)!), [255, 59, 48])
        e.foregroundStyle = AnyShapeStyle(ForegroundStyle())   // must not loop
        XCTAssertEqual(rgb(paintColor(ForegroundStyle(), e)!), [0, 0, 0])
    }

    func testTheTintStyleIsTheEnvironmentsTint() {
        XCTAssertEqual(rgb(paintColor(style(.tint))!), [0, 122, 255])
        var e = env()
        e.tintColor = .pink
        XCTAssertEqual(rgb(paintColor(TintShapeStyle(), e)!), [255, 45, 85])
    }

    func testHierarchicalLevelsFadeThePrimaryOrTheForegroundStyle() {
        let secondary = paintColor(style(.secondary))!
        XCTAssertEqual(rgb(secondary), [60, 60, 67])
        XCTAssertEqual(secondary.alpha, 0.6, accuracy: 1e-9)
        XCTAssertEqual(rgb(paintColor(style(.primary))!), [0, 0, 0])
        XCTAssertEqual(paintColor(style(.tertiary))!.alpha, 0.3, accuracy: 1e-9)
        XCTAssertEqual(paintColor(style(.quaternary))!.alpha, 0.18, accuracy: 1e-9)

        var e = env()
        e.foregroundStyle = AnyShapeStyle(Color.red)
        let redSecondary = paintColor(HierarchicalShapeStyle.secondary, e)!
        XCTAssertEqual(rgb(redSecondary), [255, 59, 48])
        XCTAssertEqual(redSecondary.alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(paintColor(HierarchicalShapeStyle.primary, e)!.alpha, 1)

        // foregroundStyle(.secondary) inside foregroundStyle(.red): the content's foreground is red's second level.
        e.setForegroundStyle(HierarchicalShapeStyle.secondary)
        let nested = paintColor(ForegroundStyle(), e)!
        XCTAssertEqual(rgb(nested), [255, 59, 48])
        XCTAssertEqual(nested.alpha, 0.5, accuracy: 1e-9)

        // foregroundStyle(.secondary) with the default foreground: the secondary label colour.
        var plain = env()
        plain.setForegroundStyle(HierarchicalShapeStyle.secondary)
        XCTAssertEqual(paintColor(ForegroundStyle(), plain)!.alpha, 0.6, accuracy: 1e-9)
        XCTAssertEqual(paintColor(HierarchicalShapeStyle.primary, plain)!.alpha, 0.6, accuracy: 1e-9)
    }

    func testAnyShapeStyleAndOpacity() {
        XCTAssertEqual(rgb(paintColor(AnyShapeStyle(Color.green))!), [52, 199, 89])
        XCTAssertEqual(rgb(paintColor(AnyShapeStyle(AnyShapeStyle(Color.green)))!), [52, 199, 89])
        let faded = paintColor(AnyShapeStyle(TintShapeStyle()).opacity(0.25))!
        XCTAssertEqual(rgb(faded), [0, 122, 255])
        XCTAssertEqual(faded.alpha, 0.25, accuracy: 1e-9)
        if case .linearGradient(let stops, _, _)? = paint(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)) {
            XCTAssertEqual(stops.map(\.color.alpha), [0.5, 0.5])
        } else {
            XCTFail("an opacity over a gradient should stay a gradient")
        }
    }

    struct SchemeStyle: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> Color {
            environment.colorScheme == .dark ? .white : .orange
        }
    }

    struct SelfResolvingStyle: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> SelfResolvingStyle { self }
    }

    struct FadingLoopStyle: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle { self.opacity(0.9) }
    }

    struct LegacyStyle: ShapeStyle {}

    func testCustomStylesResolveThroughResolveIn() {
        XCTAssertEqual(rgb(paintColor(SchemeStyle())!), [255, 149, 0])
        XCTAssertEqual(rgb(paintColor(SchemeStyle(), env(.dark))!), [255, 255, 255])
        XCTAssertEqual(rgb(paintColor(AnyShapeStyle(SchemeStyle()).opacity(0.5))!), [255, 149, 0])

        Diagnostics.reset()
        XCTAssertNil(paint(SelfResolvingStyle()))
        XCTAssertNil(paint(SelfResolvingStyle()))
        XCTAssertNil(paint(FadingLoopStyle()))
        XCTAssertNil(paint(LegacyStyle()))
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("SelfResolvingStyle") }.count, 1)
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("FadingLoopStyle") }.count, 1)
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("LegacyStyle") }.count, 1)
    }

    // MARK: Gradients

    private let rect = CGRect(x: 10, y: 20, width: 100, height: 50)

    func testGradientColorsAreEvenlySpaced() {
        XCTAssertEqual(Gradient(colors: [.red, .green, .blue]).stops.map(\.location), [0, 0.5, 1])
        XCTAssertEqual(Gradient(colors: [.red]).stops.map(\.location), [0])
        XCTAssertEqual(Gradient(colors: []).stops.count, 0)
    }

    func testLinearGradientMapsUnitPointsIntoBounds() {
        let g = LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom)
        guard case .linearGradient(let stops, let start, let end)? = paint(g, bounds: rect) else {
            return XCTFail("expected a linear gradient")
        }
        XCTAssertEqual(start, CGPoint(x: 60, y: 20))
        XCTAssertEqual(end, CGPoint(x: 60, y: 70))
        XCTAssertEqual(stops.map(\.location), [0, 1])
        XCTAssertEqual(rgb(stops[0].color), [255, 59, 48])
        XCTAssertEqual(rgb(stops[1].color), [0, 122, 255])

        let custom: LinearGradient = style(.linearGradient(colors: [.blue, .yellow], startPoint: .leading, endPoint: .topTrailing))
        guard case .linearGradient(_, let s2, let e2)? = paint(custom, bounds: rect) else { return XCTFail() }
        XCTAssertEqual(s2, CGPoint(x: 10, y: 45))
        XCTAssertEqual(e2, CGPoint(x: 110, y: 20))
    }

    func testGradientStopsAreSortedAndResolvedInDarkMode() {
        let g = LinearGradient(stops: [.init(color: .blue, location: 1), .init(color: .red, location: 0)],
                               startPoint: .topLeading, endPoint: .bottomTrailing)
        guard case .linearGradient(let stops, let start, let end)? = paint(g, env(.dark), bounds: rect) else {
            return XCTFail()
        }
        XCTAssertEqual(stops.map(\.location), [0, 1])
        XCTAssertEqual(rgb(stops[0].color), [255, 69, 58])
        XCTAssertEqual(rgb(stops[1].color), [10, 132, 255])
        XCTAssertEqual(start, CGPoint(x: 10, y: 20))
        XCTAssertEqual(end, CGPoint(x: 110, y: 70))
    }

    func testSingleAndEmptyStopGradients() {
        if case .color(let c)? = paint(LinearGradient(colors: [.green], startPoint: .top, endPoint: .bottom)) {
            XCTAssertEqual(rgb(c), [52, 199, 89])
        } else {
            XCTFail("one stop paints a flat colour")
        }
        XCTAssertNil(paint(LinearGradient(colors: [], startPoint: .top, endPoint: .bottom)))
    }

    func testRadialAndEllipticalGradients() {
        guard case .radialGradient(_, let c, let r0, let r1)? =
                paint(RadialGradient(colors: [.white, .black], center: .topLeading, startRadius: 5, endRadius: 40), bounds: rect)
        else { return XCTFail() }
        XCTAssertEqual(c, CGPoint(x: 10, y: 20))
        XCTAssertEqual(r0, 5)
        XCTAssertEqual(r1, 40)

        guard case .radialGradient(_, let ec, let er0, let er1)? =
                paint(EllipticalGradient(colors: [.white, .black]), bounds: rect)
        else { return XCTFail() }
        XCTAssertEqual(ec, CGPoint(x: 60, y: 45))
        XCTAssertEqual(er0, 0)
        XCTAssertEqual(er1, 25)   // 0.5 of the shorter side

        let s: RadialGradient = style(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 10))
        XCTAssertNotNil(paint(s))
    }

    func testAngularGradientsResolveTheirCentreAndAngles() {
        let g = Gradient(colors: [.white, .gray, .white, .gray, .white, .gray, .white])
        let knob = AngularGradient(gradient: g, center: .center)   // the seed's form
        guard case .angularGradient(let stops, let c, let a0, let a1)? = paint(knob, bounds: rect) else {
            return XCTFail()
        }
        XCTAssertEqual(stops.count, 7)
        XCTAssertEqual(c, CGPoint(x: 60, y: 45))
        XCTAssertEqual(a0, 0)
        XCTAssertEqual(a1, 2 * Double.pi, accuracy: 1e-12)

        let quarter = AngularGradient(gradient: g, center: .bottomTrailing, startAngle: .degrees(90), endAngle: .degrees(180))
        guard case .angularGradient(_, let c2, let b0, let b1)? = paint(quarter, bounds: rect) else { return XCTFail() }
        XCTAssertEqual(c2, CGPoint(x: 110, y: 70))
        XCTAssertEqual(b0, Double.pi / 2, accuracy: 1e-12)
        XCTAssertEqual(b1, Double.pi, accuracy: 1e-12)

        let conic: AngularGradient = style(.conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(90)))
        guard case .angularGradient(_, _, let d0, let d1)? = paint(conic, bounds: rect) else { return XCTFail() }
        XCTAssertEqual(d0, Double.pi / 2, accuracy: 1e-12)
        XCTAssertEqual(d1, Double.pi / 2 + 2 * Double.pi, accuracy: 1e-12)

        let sameAngles = AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(45), endAngle: .degrees(45))
        XCTAssertEqual(sameAngles.resolvedAngles.end - sameAngles.resolvedAngles.start, 2 * Double.pi, accuracy: 1e-12)
    }

    // MARK: ImagePaint

    /// Decodes any file called `tile@2x.png` as a 20 x 10 pixel image, without a backend.
    final class FakeLoader: ImageLoader, @unchecked Sendable {
        func decodeImage(atPath path: String, scale: CGFloat, preservesVector: Bool) -> LoadedImage? {
            path.hasSuffix("/tile@2x.png") ? LoadedImage(pixelWidth: 20, pixelHeight: 10, scale: scale, handle: nil) : nil
        }
    }

    /// A folder holding `tile@2x.png`, for the fake loader.
    private static let tileBundle: Bundle = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-tile-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: dir.appendingPathComponent("tile@2x.png").path, contents: Data())
        return Bundle(path: dir.path)!
    }()

    func testImagePaintTilesFromTheShapeOrigin() {
        let saved = GraphicsServices.imageLoader
        GraphicsServices.imageLoader = FakeLoader()
        defer { GraphicsServices.imageLoader = saved }

        let p = ImagePaint(image: Image("tile", bundle: Self.tileBundle), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 1), scale: 2)
        guard case .image(let loaded, let tile, let source)? = paint(p, bounds: rect) else {
            return XCTFail("expected an image paint")
        }
        XCTAssertEqual(loaded.size, CGSize(width: 10, height: 5))
        XCTAssertEqual(tile, CGRect(x: 10, y: 20, width: 10, height: 10))
        XCTAssertEqual(source, CGRect(x: 0, y: 0, width: 0.5, height: 1))

        let s: ImagePaint = style(.image(Image("tile", bundle: Self.tileBundle)))
        guard case .image(_, let t2, let s2)? = paint(s, bounds: rect) else { return XCTFail() }
        XCTAssertEqual(t2, CGRect(x: 10, y: 20, width: 10, height: 5))
        XCTAssertEqual(s2, CGRect(x: 0, y: 0, width: 1, height: 1))

        XCTAssertNil(paint(ImagePaint(image: Image("missing"))))
        XCTAssertNil(paint(ImagePaint(image: Image(systemName: "star"))))
        guard case .image(_, let t3, _)? = paint(ImagePaint(image: Image("tile", bundle: Self.tileBundle), scale: .nan), bounds: rect) else {
            return XCTFail("a NaN scale draws at scale 1")
        }
        XCTAssertEqual(t3.size, CGSize(width: 10, height: 5))
    }

    func testGradientAsShapeStyleDrawsTopToBottom() {
        guard case .linearGradient(_, let s, let e)? = paint(Gradient(colors: [.red, .blue]), bounds: rect) else {
            return XCTFail()
        }
        XCTAssertEqual(s, CGPoint(x: 60, y: 20))
        XCTAssertEqual(e, CGPoint(x: 60, y: 70))
    }
}
