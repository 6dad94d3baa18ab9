import XCTest
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo
import Atelier
@_spi(Backend) import AtelierTesting

/// Layout snaps to the pixels of the display it is drawn on, as SwiftUI does: frames to 1/scale of a point, a
/// Divider one pixel thick, hairlines drawn from `displayScale` one pixel, at whole and fractional scales.
@preconcurrency @MainActor final class PixelGridTests: XCTestCase {
    static let scales: [CGFloat] = [1, 1.25, 1.5, 1.75, 2, 3]

    override func setUp() { Diagnostics.reset() }

    /// The colours down a column of `host`'s canvas, one a device pixel.
    private func column(_ host: TestHost, x: CGFloat, pixelRows: ClosedRange<Int>) -> [RGBA] {
        pixelRows.map { host.color(at: CGPoint(x: x, y: (CGFloat($0) + 0.5) / host.scale)) }
    }

    /// The frames of the views marked with identifiers, by identifier.
    private func frames(_ host: TestHost) -> [String: CGRect] {
        Dictionary(host.identifiedFrames().map { ($0.identifier, $0.layoutFrame) }) { a, _ in a }
    }

    /// Three equal columns across 100 points.
    private var thirds: some View {
        HStack(spacing: 0) {
            Color.red.frame(maxWidth: .infinity).accessibilityIdentifier("a")
            Color.green.frame(maxWidth: .infinity).accessibilityIdentifier("b")
            Color.blue.frame(maxWidth: .infinity).accessibilityIdentifier("c")
        }.frame(width: 100, height: 10)
    }

    /// Whether a colour lies strictly between white and `line`: a pixel the line only partly covers.
    private func isPartial(_ c: RGBA, line: RGBA) -> Bool {
        c != line && (c.r, c.g, c.b) != (255, 255, 255)
    }

    func testADividerIsOneCrispPixelAtEveryScale() {
        for scale in Self.scales {
            // The divider follows 10.4 points of content: off the grid at every scale, so it must snap to a pixel.
            let host = TestHost(VStack(spacing: 0) {
                Color.white.frame(height: 10.4)
                Divider()
                Color.white.frame(height: 10)
            }.frame(width: 40), size: CGSize(width: 40, height: 30), scale: scale)
            let rows = column(host, x: 20, pixelRows: 0...Int(30 * scale) - 1)
            let lines = rows.indices.filter { (rows[$0].r, rows[$0].g, rows[$0].b) != (255, 255, 255) }
            XCTAssertEqual(lines.count, 1, "at \(scale)x the divider covers pixel rows \(lines): \(lines.map { rows[$0] })")
            guard let line = lines.first else { continue }
            // Apple's separator colour over white: #C6C6C8 (rgba 60, 60, 67, 0.29).
            XCTAssertEqual(Double(rows[line].r), 198, accuracy: 1.5, "at \(scale)x")
            XCTAssertEqual(Double(rows[line].b), 200, accuracy: 1.5, "at \(scale)x")
            XCTAssertEqual(rows.filter { isPartial($0, line: rows[line]) }.count, 0, "at \(scale)x")
        }
    }

    func testFramesSnapToDevicePixels() {
        // 100 points in three: edges at 33.33 and 66.67 snap to the nearest pixel of the scale.
        let expected: [(CGFloat, [CGFloat])] = [(1, [0, 33, 67]), (2, [0, 33.5, 66.5]), (3, [0, 100.0 / 3, 200.0 / 3]),
                                                (1.5, [0, 100.0 / 3, 200.0 / 3]), (1.25, [0, 33.6, 66.4])]
        for (scale, edges) in expected {
            let host = TestHost(thirds, size: CGSize(width: 100, height: 10), scale: scale)
            let f = frames(host)
            let found = ["a", "b", "c"].map { f[$0]?.minX ?? -1 }
            for (edge, want) in zip(found, edges) { XCTAssertEqual(edge, want, accuracy: 1e-9, "at \(scale)x: \(found)") }
            XCTAssertEqual(f["c"]?.maxX ?? 0, 100, accuracy: 1e-9)
        }
    }

    func testAHairlineFromDisplayScaleIsOnePixelAtThreeX() {
        // A separator drawn as `frame(height: 1 / displayScale)`, as list rows in public code draw it.
        struct Hairline: View {
            @Environment(\.displayScale) var displayScale
            var body: some View {
                VStack(spacing: 0) {
                    Color.white.frame(height: 5)
                    Rectangle().fill(Color.black).frame(height: 1 / displayScale).accessibilityIdentifier("line")
                    Color.white.frame(height: 5)
                }.frame(width: 20)
            }
        }
        let host = TestHost(Hairline(), size: CGSize(width: 20, height: 11), scale: 3)
        XCTAssertEqual(frames(host)["line"]?.height ?? 0, 1.0 / 3, accuracy: 1e-9)
        let rows = column(host, x: 10, pixelRows: 0...32)
        // 10⅓ points centred in 11: the line's top is at 5⅓ points, pixel row 16.
        XCTAssertEqual(rows.indices.filter { rows[$0].r == 0 }, [16], "one black pixel row: \(rows)")
        // ImageRenderer's scale is the content's displayScale: the same hairline is one pixel of a @3x image.
        let renderer = ImageRenderer(content: Hairline())
        renderer.scale = 3
        renderer.isOpaque = true
        guard let png = renderer.pngData(), let image = CairoImageLoader.loadImage(data: png) else { return XCTFail("no image") }
        XCTAssertEqual(image.pixelHeight, 31, "10⅓ points at 3x")
        let surface = RasterSurface(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight)
        surface.clear(.white)
        surface.draw(DisplayList([.image(image, rect: CGRect(x: 0, y: 0, width: image.pixelWidth, height: image.pixelHeight),
                                         interpolation: .none, tint: nil)]))
        XCTAssertEqual((0..<image.pixelHeight).filter { surface.pixel(x: 30, y: $0).red < 128 }, [15])
    }

    func testTextAndImagesSizeToThePixelGrid() {
        // A text's size is rounded up to whole pixels: to a third of a point at 3x, not to a whole point.
        let host = TestHost(Text("Hello").font(.system(size: 17)), size: CGSize(width: 100, height: 40), scale: 3)
        let frame = try? XCTUnwrap(host.frame(ofText: "Hello"))
        let height = frame?.height ?? 0
        XCTAssertEqual((height * 3).rounded(), height * 3, accuracy: 1e-9)
        let atOne = TestHost(Text("Hello").font(.system(size: 17)), size: CGSize(width: 100, height: 40)).frame(ofText: "Hello")
        XCTAssertLessThanOrEqual(height, atOne?.height ?? 0)
        XCTAssertGreaterThan(height, (atOne?.height ?? 0) - 1)
    }

    func testABadScaleIsOneWithAWarning() {
        for scale in [0, -2, CGFloat.nan, .infinity] {
            Diagnostics.reset()
            let host = TestHost(Divider().accessibilityIdentifier("d").frame(width: 10), size: CGSize(width: 10, height: 10), scale: scale)
            XCTAssertEqual(host.scale, 1)
            XCTAssertEqual(frames(host)["d"]?.height, 1)
            XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("TestHost scale") }.count, 1, "\(scale): \(Diagnostics.warnings)")
        }
    }

    func testChangingTheScaleLaysOutAgain() {
        // A window moved to a display of another scale: every frame snaps to the new grid.
        let graph = ViewGraph(root: thirds)
        graph.flush(through: .layout, in: CGSize(width: 100, height: 10))
        XCTAssertEqual(graph.identifiedFrames().map(\.layoutFrame.width), [33, 34, 33])
        var environment = graph.environment
        environment.displayScale = 2
        graph.environment = environment
        XCTAssertEqual(graph.pixelScale, 2)
        graph.flush(through: .layout)
        XCTAssertEqual(graph.identifiedFrames().map(\.layoutFrame.width), [33.5, 33, 33.5])
    }
}
