import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo
import AtelierTesting

@preconcurrency @MainActor final class ImageTests: XCTestCase {
    typealias S = TextTestSupport

    /// A directory holding `swatch.png` (40 x 20 points of orange, with a transparent right half).
    private static let directory: String = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atelier-image-tests-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }()

    override func setUp() async throws {
        CairoBackend.install()
        let surface = RasterSurface(pixelWidth: 40, pixelHeight: 20)
        surface.clear(.clear)
        surface.draw(DisplayList([.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)),
                                        .color(RGBAColor(red: 1, green: 0.5, blue: 0)), FillStyle())]))
        XCTAssertTrue(surface.writePNG(to: Self.directory + "/swatch.png"))
    }

    private static var bundle: Bundle { Bundle(path: directory)! }

    private static func isOrange(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        p.red > 230 && p.green > 100 && p.green < 160 && p.blue < 40
    }

    func testNamedImageDrawsItsColourAtItsOwnSize() {
        let view = Image("swatch", bundle: Self.bundle)
        let (graph, surface) = S.render(view, size: CGSize(width: 100, height: 100))
        let frame = S.imageNodes(graph)[0].frame
        XCTAssertEqual(frame.size, CGSize(width: 40, height: 20))
        XCTAssertTrue(Self.isOrange(surface.pixel(x: Int(frame.minX) + 5, y: Int(frame.midY))))
        // The transparent half shows the white background.
        let clear = surface.pixel(x: Int(frame.maxX) - 5, y: Int(frame.midY))
        XCTAssertEqual(clear.red, 255); XCTAssertEqual(clear.blue, 255)
        // A non-resizable image keeps its size whatever it is proposed.
        XCTAssertEqual(S.size(of: view, ProposedViewSize(width: 5, height: 500)), CGSize(width: 40, height: 20))
    }

    func testMissingImageWarnsAndTakesNoSpace() {
        Diagnostics.reset()
        let view = VStack(spacing: 0) { Image("no-such-image"); Image("no-such-image") }
        let (graph, surface) = S.render(view, size: CGSize(width: 50, height: 50))
        for node in S.imageNodes(graph) { XCTAssertEqual(node.frame.size, .zero) }
        XCTAssertEqual(S.count(in: surface, where: S.isInk), 0)
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("no-such-image") },
                       ["No image named 'no-such-image' found in the main bundle or any resource bundle"])
        XCTAssertEqual(S.size(of: Image("no-such-image").resizable(), ProposedViewSize(width: 30, height: 30)), .zero)
    }

    func testTemplateRenderingTakesTheForegroundColour() {
        let view = Image("swatch", bundle: Self.bundle).renderingMode(.template).foregroundColor(.blue)
        let (graph, surface) = S.render(view, size: CGSize(width: 100, height: 100))
        let frame = S.imageNodes(graph)[0].frame
        let inside = surface.pixel(x: Int(frame.minX) + 5, y: Int(frame.midY))
        XCTAssertLessThan(inside.red, 20); XCTAssertGreaterThan(inside.blue, 230)
        // Only the image's opaque pixels are filled.
        let outside = surface.pixel(x: Int(frame.maxX) - 5, y: Int(frame.midY))
        XCTAssertEqual(outside.red, 255)
        // The original mode keeps the image's colours.
        let original = S.render(Image("swatch", bundle: Self.bundle).renderingMode(.original).foregroundColor(.blue),
                                size: CGSize(width: 100, height: 100))
        XCTAssertTrue(Self.isOrange(original.surface.pixel(x: Int(frame.minX) + 5, y: Int(frame.midY))))
    }

    func testResizableImageFillsItsFrame() {
        let view = Image("swatch", bundle: Self.bundle).resizable().frame(width: 90, height: 60)
        let (graph, surface) = S.render(view, size: CGSize(width: 100, height: 100))
        let frame = S.imageNodes(graph)[0].frame
        XCTAssertEqual(frame.size, CGSize(width: 90, height: 60))
        // The opaque left half now covers 45 x 60 points.
        XCTAssertTrue(Self.isOrange(surface.pixel(x: Int(frame.minX) + 2, y: Int(frame.minY) + 2)))
        XCTAssertTrue(Self.isOrange(surface.pixel(x: Int(frame.minX) + 42, y: Int(frame.maxY) - 2)))
        XCTAssertFalse(Self.isOrange(surface.pixel(x: Int(frame.minX) + 50, y: Int(frame.midY))))
        // With no proposal a resizable image takes its own size.
        XCTAssertEqual(S.size(of: Image("swatch", bundle: Self.bundle).resizable()), CGSize(width: 40, height: 20))
    }

    func testCapInsetsKeepTheCorners() {
        let view = Image("swatch", bundle: Self.bundle)
            .resizable(capInsets: EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
            .frame(width: 100, height: 20)
        let (graph, surface) = S.render(view, size: CGSize(width: 120, height: 40))
        let frame = S.imageNodes(graph)[0].frame
        // The left cap (opaque) keeps 10 points, the right cap (transparent) keeps 10, the middle stretches.
        XCTAssertTrue(Self.isOrange(surface.pixel(x: Int(frame.minX) + 5, y: Int(frame.midY))))
        XCTAssertFalse(Self.isOrange(surface.pixel(x: Int(frame.maxX) - 5, y: Int(frame.midY))))
        XCTAssertTrue(Self.isOrange(surface.pixel(x: Int(frame.minX) + 45, y: Int(frame.midY))))
        XCTAssertFalse(Self.isOrange(surface.pixel(x: Int(frame.minX) + 55, y: Int(frame.midY))))
    }

    func testTiledImageRepeats() {
        let view = Image("swatch", bundle: Self.bundle).resizable(resizingMode: .tile).frame(width: 120, height: 20)
        let (graph, surface) = S.render(view, size: CGSize(width: 140, height: 40))
        let frame = S.imageNodes(graph)[0].frame
        for x in [5, 45, 85] { XCTAssertTrue(Self.isOrange(surface.pixel(x: Int(frame.minX) + x, y: Int(frame.midY))), "\(x)") }
        for x in [25, 65, 105] { XCTAssertFalse(Self.isOrange(surface.pixel(x: Int(frame.minX) + x, y: Int(frame.midY))), "\(x)") }
    }
}
