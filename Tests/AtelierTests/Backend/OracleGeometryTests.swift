import XCTest
@testable @_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo
import Atelier
import AtelierTesting

/// The custom ButtonStyle of the cm-button oracles, as their README describes it.
private struct CriticalMapsButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(Color(red: 0x1A / 255, green: 0x1A / 255, blue: 0x1A / 255).opacity(configuration.isPressed ? 0.6 : 1))
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(Color(red: 1, green: 0xD6 / 255, blue: 0x33 / 255))
            .cornerRadius(8)
    }
}

private let lorem = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."

/// Every image in ../shared/oracles drawn by Atelier at the oracle's own scale and canvas, and measured the way the
/// oracle is: the boxes of the fills and borders (in points, to one device pixel), and for text, where Inter stands
/// in for SF Pro with SF Pro's line metrics, the lines' vertical places (their count, their pitch, the block's
/// centre). Tolerances, never loosened: one device pixel for a fill's edge, and for a box that one line of text
/// sets; widths that text sets are not compared (Inter is wider). What still differs beyond those is printed and
/// listed in each test's comment.
@preconcurrency @MainActor final class OracleGeometryTests: XCTestCase {
    private static let oracles = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/oracles")

    /// An image's pixels, opaque RGB, with the scale it was drawn at.
    struct Raster {
        let width: Int, height: Int, scale: CGFloat
        let rgb: [UInt8]
        func at(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * width + x) * 3
            return (Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2]))
        }
        /// The bounds in points of the pixels that match.
        func box(_ matches: ((Int, Int, Int)) -> Bool) -> CGRect? {
            var minX = width, minY = height, maxX = -1, maxY = -1
            for y in 0..<height { for x in 0..<width where matches(at(x, y)) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            } }
            guard maxX >= 0 else { return nil }
            return CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
                          width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
        }
        /// The horizontal bands of ink (rows with a pixel far from the background), top to bottom, in points.
        func bands(background: (Int, Int, Int)) -> [CGRect] {
            var result: [CGRect] = []
            var start: Int?, minX = width, maxX = -1
            for y in 0...height {
                var inked = false
                if y < height {
                    for x in 0..<width {
                        let c = at(x, y)
                        if max(abs(c.0 - background.0), abs(c.1 - background.1), abs(c.2 - background.2)) > 60 {
                            inked = true; minX = min(minX, x); maxX = max(maxX, x)
                        }
                    }
                }
                if inked, start == nil { start = y }
                if !inked, let s = start {
                    result.append(CGRect(x: CGFloat(minX) / scale, y: CGFloat(s) / scale,
                                         width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(y - s) / scale))
                    start = nil; minX = width; maxX = -1
                }
            }
            return result
        }
    }

    @MainActor private static func raster(ofPNG data: Data, scale: CGFloat) -> Raster {
        let image = CairoImageLoader.loadImage(data: data)!
        let surface = RasterSurface(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: 1)
        surface.clear(.white)
        surface.draw(DisplayList([.image(image, rect: CGRect(x: 0, y: 0, width: image.pixelWidth, height: image.pixelHeight),
                                         interpolation: .none, tint: nil)]))
        var rgb: [UInt8] = []
        rgb.reserveCapacity(image.pixelWidth * image.pixelHeight * 3)
        for y in 0..<image.pixelHeight { for x in 0..<image.pixelWidth {
            let p = surface.pixel(x: x, y: y)
            rgb += [p.red, p.green, p.blue]
        } }
        return Raster(width: image.pixelWidth, height: image.pixelHeight, scale: scale, rgb: rgb)
    }

    /// The oracle and Atelier's render of `view` centred on the oracle's canvas (its size in points, at its scale).
    @MainActor private func pair<V: View>(_ name: String, scale: CGFloat, _ view: V, dark: Bool = false,
                                          safeAreaTop: CGFloat = 0) throws -> (apple: Raster, atelier: Raster) {
        let file = Self.oracles.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw XCTSkip("\(file.path) is not there: the oracles live in ../shared beside the checkout")
        }
        let apple = Self.raster(ofPNG: data, scale: scale)
        let canvas = CGSize(width: CGFloat(apple.width) / scale, height: CGFloat(apple.height) / scale)
        let screen = view
            .frame(width: canvas.width, height: canvas.height - safeAreaTop)
            .padding(.top, safeAreaTop)
            .background(dark ? Color.black : Color.white)
            .environment(\.colorScheme, dark ? .dark : .light)
        let renderer = ImageRenderer(content: screen)
        renderer.scale = scale
        let png = try XCTUnwrap(renderer.pngData())
        if let dir = ProcessInfo.processInfo.environment["ATELIER_TEST_PNG_DIR"] {
            try? png.write(to: URL(fileURLWithPath: dir).appendingPathComponent("oracle-" + name))
        }
        let atelier = Self.raster(ofPNG: png, scale: scale)
        XCTAssertEqual(atelier.width, apple.width, "\(name): width in pixels")
        XCTAssertEqual(atelier.height, apple.height, "\(name): height in pixels")
        return (apple, atelier)
    }

    private static func describe(_ r: CGRect?) -> String {
        guard let r else { return "none" }
        return String(format: "x %.2f..%.2f y %.2f..%.2f (%.2f x %.2f)", r.minX, r.maxX, r.minY, r.maxY, r.width, r.height)
    }

    private func report(_ name: String, _ what: String, _ apple: CGRect?, _ atelier: CGRect?) {
        print("oracle \(name) \(what): Apple \(Self.describe(apple)); Atelier \(Self.describe(atelier))")
    }

    private static func isYellow(_ c: (Int, Int, Int)) -> Bool { c.0 > 240 && c.1 > 190 && c.1 < 235 && c.2 < 90 }
    private static func isBlue(_ c: (Int, Int, Int)) -> Bool { c.0 < 40 && abs(c.1 - 122) < 20 && c.2 > 235 }

    // MARK: Custom ButtonStyle, @3x

    /// cm-button-text and cm-button-hstack-icons: one line of body text (and two symbols) in the yellow box,
    /// centred in a 375 x 100 canvas: SF Pro's 20.29-point line rounded up to 20.33 at @3x, 36.33 with the padding.
    /// cm-button-vstack-icons: a symbol, the text and a symbol stacked, 72.67 tall.
    func testCustomButtonStyleOraclesAt3x() throws {
        let cases: [(String, AnyView, Bool)] = [
            ("cm-button-text.png", AnyView(Button {} label: { Text("Critical Maps") }), true),
            ("cm-button-hstack-icons.png", AnyView(Button {} label: {
                HStack { Image(systemName: "bicycle"); Text("Critical Maps"); Image(systemName: "heart") }
            }), true),
            ("cm-button-vstack-icons.png", AnyView(Button {} label: {
                VStack { Image(systemName: "bicycle"); Text("Critical Maps"); Image(systemName: "heart") }
            }), true),
        ]
        for (name, label, comparesHeight) in cases {
            let (apple, atelier) = try pair(name, scale: 3, label.buttonStyle(CriticalMapsButtonStyle()))
            let a = apple.box(Self.isYellow), b = atelier.box(Self.isYellow)
            report(name, "yellow box", a, b)
            guard let a, let b else { XCTFail("\(name): no yellow box"); continue }
            XCTAssertEqual(b.midX, a.midX, accuracy: 1.0 / 3, "\(name): centred as Apple's, to a pixel")
            XCTAssertEqual(b.midY, a.midY, accuracy: 1.0 / 3, "\(name): centred vertically, to a pixel")
            if comparesHeight {
                XCTAssertEqual(b.height, a.height, accuracy: 0.5 / 3, "\(name): the box's height, to a pixel")
            }
            // The fill is Apple's colour in the middle of the box's top padding.
            let c = atelier.at(Int(b.midX * 3), Int((b.minY + 2) * 3))
            XCTAssertEqual([c.0, c.1, c.2], [0xFF, 0xD6, 0x33], "\(name): the fill #FFD633")
        }
    }

    // MARK: A badge, @2x

    /// checked-badge: a blue rounded fill padded 10 inside a yellow one; the text is SF Pro's 20.29-point line,
    /// 20.5 at @2x. The iPhone SE image is drawn at the Medium content size (swift-snapshot-testing's iPhoneSe
    /// traits set `preferredContentSizeCategory: .medium`), where the body is 16 points: a 19.09-point line, 19.5
    /// at @2x, and a badge 49.5 tall.
    func testCheckedBadgeOraclesAt2x() throws {
        let badge = HStack {
            Image(systemName: "checkmark.circle.fill")
            Text("Checked").fixedSize()
        }
        .padding(5)
        .background(RoundedRectangle(cornerRadius: 5).fill(Color.blue))
        .padding(10)
        .background(Color.yellow)
        let cases: [(String, CGFloat, DynamicTypeSize)] = [("checked-badge.fixed-200x100.png", 0, .large), ("checked-badge.device-iPhoneSe.png", 20, .medium)]
        for (name, top, typeSize) in cases {
            let (apple, atelier) = try pair(name, scale: 2, badge.dynamicTypeSize(typeSize), safeAreaTop: top)
            let ay = apple.box(Self.isYellow), by = atelier.box(Self.isYellow)
            let ab = apple.box(Self.isBlue), bb = atelier.box(Self.isBlue)
            report(name, "yellow box", ay, by)
            report(name, "blue box", ab, bb)
            guard let ay, let by, let ab, let bb else { XCTFail("\(name): boxes missing"); continue }
            XCTAssertEqual(by.midX, ay.midX, accuracy: 0.5, "\(name): centred, to a pixel")
            XCTAssertEqual(by.midY, ay.midY, accuracy: 0.5, "\(name): centred in the safe area, to a pixel")
            XCTAssertEqual(by.height, ay.height, accuracy: 0.25, "\(name): one line of text in the badge, to a pixel")
            // The paddings set no text: 10 of yellow around the blue, to a pixel.
            XCTAssertEqual(bb.minX - by.minX, ab.minX - ay.minX, accuracy: 0.5, "\(name): leading padding")
            XCTAssertEqual(bb.minY - by.minY, ab.minY - ay.minY, accuracy: 0.5, "\(name): top padding")
            XCTAssertEqual(by.maxY - bb.maxY, ay.maxY - ab.maxY, accuracy: 0.5, "\(name): bottom padding")
        }
        // Rendered at its ideal size, the image is the badge: 123 x 50.5 points at Apple's (the width is the text's).
        for name in ["checked-badge.png", "checked-badge.sizeThatFits.png"] {
            let file = Self.oracles.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: file.path) else { throw XCTSkip("no oracles") }
            let apple = Self.raster(ofPNG: data, scale: 2)
            let renderer = ImageRenderer(content: badge)
            renderer.scale = 2
            let atelier = Self.raster(ofPNG: try XCTUnwrap(renderer.pngData()), scale: 2)
            print("oracle \(name): Apple \(apple.width) x \(apple.height) px; Atelier \(atelier.width) x \(atelier.height) px")
            XCTAssertEqual(atelier.height, apple.height, "\(name): one line of text tall, to the pixel")
            XCTAssertTrue(Self.isYellow(atelier.at(0, 0)), "\(name): the yellow reaches the image's corner")
        }
    }

    // MARK: Text stacks, @1x

    /// The lines of text, as bands of ink: their count (the wrapping), their pitch within a paragraph, the block's
    /// centre. Per line, the band's height is the glyphs' (SF Pro's and Inter's ascenders differ), so it is printed,
    /// not compared.
    @discardableResult
    private func compareLines(_ name: String, _ view: some View, dark: Bool = false,
                              sameCount: Bool = true, file: StaticString = #filePath, line: UInt = #line) throws -> (apple: [CGRect], atelier: [CGRect]) {
        let (apple, atelier) = try pair(name, scale: 1, view, dark: dark)
        let bg = dark ? (0, 0, 0) : (255, 255, 255)
        let a = apple.bands(background: bg), b = atelier.bands(background: bg)
        print("oracle \(name): Apple lines \(a.map { Self.describe($0) }); Atelier lines \(b.map { Self.describe($0) })")
        if sameCount { XCTAssertEqual(b.count, a.count, "\(name): as many lines as Apple's", file: file, line: line) }
        guard let a0 = a.first, let a1 = a.last, let b0 = b.first, let b1 = b.last else {
            XCTFail("\(name): no ink", file: file, line: line)
            return (a, b)
        }
        XCTAssertEqual((b0.minY + b1.maxY) / 2, (a0.minY + a1.maxY) / 2, accuracy: 2,
                       "\(name): the block centred as Apple's, within a point and the glyphs' ascent", file: file, line: line)
        return (a, b)
    }

    /// simple-state-largetitle: a padded large title in blue. Short: one line; long: Apple wraps the sentence into
    /// six lines 41 points apart (the large title's leading), and so does Atelier, to a point.
    func testLargeTitleOracles() throws {
        for (name, message) in [("simple-state-largetitle.uikit-short.png", "Hello!"), ("simple-state-largetitle.uikit-long.png", lorem)] {
            let (a, b) = try compareLines(name, Text(message).font(.largeTitle).foregroundColor(.blue).padding(8))
            guard a.count > 1, b.count > 1 else { continue }
            let applePitch = (a[a.count - 1].minY - a[0].minY) / CGFloat(a.count - 1)
            let atelierPitch = (b[b.count - 1].minY - b[0].minY) / CGFloat(b.count - 1)
            XCTAssertEqual(atelierPitch, applePitch, accuracy: 1, "\(name): the lines' pitch")
        }
    }

    /// modify-border: a one-point blue border around a padded title: its box, to the pixel (one line: 8 + 33.41
    /// rounded up + 8 = 50; five lines 34 apart: 16 + 4 x 34 + 33.41, rounded up = 186).
    func testBorderedTitleOracles() throws {
        for (name, message, lines) in [("modify-border.uikit-short.png", "Hello!", 1.0), ("modify-border.uikit-long.png", lorem, 5.0)] {
            let (apple, atelier) = try pair(name, scale: 1, Text(message).font(.title).padding(8).border(Color.blue))
            let a = apple.box(Self.isBlue), b = atelier.box(Self.isBlue)
            report(name, "border", a, b)
            guard let a, let b else { XCTFail("\(name): no border"); continue }
            XCTAssertEqual(b.midY, a.midY, accuracy: 1, "\(name): centred vertically")
            XCTAssertEqual(b.height, a.height, accuracy: 0.5, "\(name): \(Int(lines)) lines of title inside")
        }
    }

    /// preview-state-view: a title and subheadline 8 apart, then body text 24 below, centred, light and dark.
    func testPreviewStateViewOracles() throws {
        for scheme in ["light", "dark"] {
            for (length, title, subtitle, message) in [("short", "Hello", "PreviewSnapshots", "This is a test"),
                                                     ("long", "Hello PreviewSnapshots", "Welcome to PreviewSnapshots", lorem)] {
                let view = VStack(spacing: 24) {
                    VStack(spacing: 8) {
                        Text(title).font(.title)
                        Text(subtitle).font(.subheadline)
                    }
                    Text(message).font(.body)
                }
                .multilineTextAlignment(.center)
                .padding(8)
                try compareLines("preview-state-view.ios-\(length)-\(scheme).png", view, dark: scheme == "dark")
            }
        }
    }

    /// simple-view-globe: a large accent globe 8 above a text. The globe's ink is compared to a point and a half (the
    /// symbol is another icon set's), the lines as the other text stacks.
    func testGlobeOracles() throws {
        for (name, message) in [("simple-view-globe.ios-short.png", "Hello World"), ("simple-view-globe.ios-long.png", lorem)] {
            let view = VStack(spacing: 8) {
                Image(systemName: "globe").imageScale(.large).foregroundColor(.accentColor)
                Text(message)
            }.padding(8)
            let (apple, atelier) = try pair(name, scale: 1, view)
            let a = apple.box(Self.isBlue), b = atelier.box { $0.2 > 150 && $0.0 < 150 }
            report(name, "globe", a, b)
            let lines = try compareLines(name, view)
            // The body's lines 22 points apart (Apple's body leading), to the pixel.
            if lines.apple.count == 4, lines.atelier.count == 4 {
                XCTAssertEqual((lines.atelier[3].minY - lines.atelier[1].minY) / 2, (lines.apple[3].minY - lines.apple[1].minY) / 2,
                               accuracy: 0.5, "\(name): the lines' pitch")
            }
        }
    }

    /// tuple-state-buttons: a title, then "+", a count and "-" in body text, 24 below.
    func testTupleStateButtonsOracles() throws {
        for (name, message, count) in [("tuple-state-buttons.uikit-small.png", "Hello", 1),
                                       ("tuple-state-buttons.uikit-large.png", "Hello PreviewSnapshotsTests", 1000)] {
            let view = VStack(spacing: 24) {
                Text(message).font(.title)
                HStack(spacing: 4) {
                    Button("+") {}
                    Text("\(count)")
                    Button("-") {}
                }.font(.body)
            }
            try compareLines(name, view)
        }
    }

    /// The gradient borders at tiny sizes not in OracleTests: pixel by pixel, as those are.
    func testGradientBorderedCircleAndRoundedRectangleViews() throws {
        let circle = Text("A").font(.system(size: 4))
            .frame(width: 8, height: 8)
            .clipShape(Circle())
            .overlay(Circle().stroke(LinearGradient(gradient: Gradient(colors: [.blue, .yellow]), startPoint: .top, endPoint: .bottom), lineWidth: 2))
            .padding(2)
        let rounded = Text("A").font(.system(size: 4))
            .frame(width: 8, height: 8)
            .clipShape(RoundedRectangle(cornerRadius: 2))
            .overlay(RoundedRectangle(cornerRadius: 2).stroke(LinearGradient(gradient: Gradient(colors: [.blue, .yellow]), startPoint: .topLeading, endPoint: .bottomTrailing), lineWidth: 1))
            .padding(1)
        for (name, view) in [("view-gradient-border.circle.png", AnyView(circle)), ("view-gradient-border.rounded-rect.png", AnyView(rounded))] {
            let (apple, atelier) = try pair(name, scale: 3, view)
            var diffs: [Int] = []
            for y in 0..<min(apple.height, atelier.height) { for x in 0..<min(apple.width, atelier.width) {
                let p = apple.at(x, y), q = atelier.at(x, y)
                diffs.append(max(abs(p.0 - q.0), abs(p.1 - q.1), abs(p.2 - q.2)))
            } }
            let mean = Double(diffs.reduce(0, +)) / Double(max(1, diffs.count))
            print("oracle \(name): mean difference \(mean)")
            // As OracleTests' rectangle: the 4-point "A" is another font's; the border and fill must match.
            XCTAssertLessThan(mean, 12, "\(name): mean difference \(mean)")
        }
    }
}
