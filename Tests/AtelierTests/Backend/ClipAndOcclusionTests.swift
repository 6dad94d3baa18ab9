import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCairo
@_spi(Backend) @testable import AtelierCore

/// A convex clip path set on Cairo only around the items that reach its edge, and items a later opaque item
/// covers left unpainted: the pixels are those of clipping and painting everything.
@preconcurrency @MainActor final class ClipAndOcclusionTests: XCTestCase {
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let blue = RGBAColor(red: 0, green: 0, blue: 1)
    let gray = RGBAColor(red: 0.95, green: 0.95, blue: 0.97)

    func fill(_ rect: CGRect, _ color: RGBAColor) -> DisplayItem {
        .fill(Path(rect), .color(color), FillStyle())
    }

    func bytes(_ s: RasterSurface) -> [UInt8] {
        s.withPixels { base, stride in
            Array(UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: stride * s.pixelHeight))
        } ?? []
    }

    func painted(_ items: [DisplayItem], width: Int = 200, height: Int = 400) -> RasterSurface {
        let s = RasterSurface(pixelWidth: width, pixelHeight: height, scale: 2)
        s.repaint(DisplayList(items), in: [PixelRect(x: 0, y: 0, width: width, height: height)], background: .white)
        return s
    }

    /// Rows of a list section: a background as wide as the section, a separator, a stroke across the edge.
    var rows: [DisplayItem] {
        (0..<9).flatMap { i -> [DisplayItem] in
            let y = 10 + CGFloat(i) * 20
            return [fill(CGRect(x: 10, y: y, width: 80, height: 20), i.isMultiple(of: 2) ? red : gray),
                    fill(CGRect(x: 20, y: y + 19.5, width: 70, height: 0.5), blue),
                    .stroke(Path(CGRect(x: 5, y: y + 5, width: 90, height: 10)), .color(blue), StrokeStyle(lineWidth: 1.5))]
        }
    }

    func testARoundedClipPaintsWhatClippingEveryItemPaints() {
        let section = CGRect(x: 10, y: 10, width: 80, height: 180)
        let rounded = Path(roundedRect: section, cornerRadius: 12)
        // The same outline with a second one off the surface: not one convex path, so Cairo clips every item.
        var twoOutlines = rounded
        twoOutlines.addRect(CGRect(x: 500, y: 500, width: 10, height: 10))
        let deferred = painted([.effect(.clip(rounded, FillStyle()), DisplayList(rows))])
        let clipped = painted([.effect(.clip(twoOutlines, FillStyle()), DisplayList(rows))])
        XCTAssertEqual(bytes(deferred), bytes(clipped))
        // The clip shows: the corner is the background, a row's middle its colour, the stroke is cut at the edge.
        XCTAssertEqual(deferred.pixel(at: CGPoint(x: 10.5, y: 10.5)).green, 255)
        XCTAssertEqual(deferred.pixel(at: CGPoint(x: 50, y: 12)).red, 255)
        XCTAssertEqual(deferred.pixel(at: CGPoint(x: 50, y: 12)).green, 0)
        XCTAssertEqual(deferred.pixel(at: CGPoint(x: 6, y: 100)).red, 255)
        XCTAssertEqual(deferred.pixel(at: CGPoint(x: 6, y: 100)).green, 255)
    }

    func testACoverInsideARoundedClipBlendsWithWhatIsBelowItAtTheCorners() {
        let section = CGRect(x: 10, y: 10, width: 80, height: 180)
        let rounded = Path(roundedRect: section, cornerRadius: 12)
        var twoOutlines = rounded
        twoOutlines.addRect(CGRect(x: 500, y: 500, width: 10, height: 10))
        let content = DisplayList([fill(section, red), fill(section, blue)])
        let deferred = painted([.effect(.clip(rounded, FillStyle()), content)])
        XCTAssertEqual(bytes(deferred), bytes(painted([.effect(.clip(twoOutlines, FillStyle()), content)])))
    }

    func testAnOpaqueCoverPaintsWhatPaintingEverythingUnderItPaints() {
        let screen = CGRect(x: 0, y: 0, width: 100, height: 200)
        let below: [DisplayItem] = [fill(screen, gray), fill(CGRect(x: 20, y: 20, width: 40, height: 40), red)]
        let cover = DisplayItem.retained(RetainedDisplayList(DisplayList([fill(screen, gray), fill(CGRect(x: 30, y: 100, width: 10, height: 10), blue)])))
        let both = painted([.retained(RetainedDisplayList(DisplayList(below))), cover])
        let alone = painted([cover])
        XCTAssertEqual(bytes(both), bytes(alone))
        let hidden = both.pixel(at: CGPoint(x: 40, y: 40))
        XCTAssertEqual(hidden.red, hidden.green, "the screen below does not show through the one over it")
        XCTAssertEqual(both.pixel(at: CGPoint(x: 35, y: 105)).blue, 255)
    }

    func testWhatACoverLetsThroughStillShows() {
        let screen = CGRect(x: 0, y: 0, width: 100, height: 200)
        let below = fill(CGRect(x: 20, y: 20, width: 40, height: 40), red)
        // Translucent: the red shows through it.
        let translucent = painted([below, fill(screen, RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5))])
        XCTAssertGreaterThan(translucent.pixel(at: CGPoint(x: 40, y: 40)).red, 100)
        // Not covering the whole clip: the red shows beside it.
        let partial = painted([below, fill(CGRect(x: 0, y: 0, width: 30, height: 200), blue)])
        XCTAssertEqual(partial.pixel(at: CGPoint(x: 40, y: 40)).red, 255)
        // Inside a clip off the pixel grid, the edge pixel (half inside) blends the cover with the green below it:
        // half blue over (half green over white), not half blue over white.
        let green = fill(CGRect(x: 0, y: 0, width: 100, height: 200), RGBAColor(red: 0, green: 1, blue: 0))
        let offGrid = painted([.effect(.clip(Path(CGRect(x: 20.25, y: 20.25, width: 60, height: 60)), FillStyle()),
                                       DisplayList([green, fill(screen, blue)]))])
        let edge = offGrid.pixel(x: 40, y: 60)
        XCTAssertLessThan(edge.red, 100, "the clip's partial pixel keeps what is below the cover")
        XCTAssertGreaterThan(edge.green, 100)
    }

    func testACoveringListLeavesTheBackgroundOut() {
        // A clear background under an opaque list: the list's pixels, and a clear one where it does not cover.
        let s = RasterSurface(pixelWidth: 100, pixelHeight: 100, scale: 1)
        s.repaint(DisplayList([fill(CGRect(x: 0, y: 0, width: 100, height: 100), red)]),
                  in: [PixelRect(x: 0, y: 0, width: 100, height: 100)], background: .clear)
        XCTAssertEqual(s.pixel(x: 50, y: 50).red, 255)
        XCTAssertEqual(s.pixel(x: 50, y: 50).alpha, 255)
        s.repaint(DisplayList([fill(CGRect(x: 0, y: 0, width: 50, height: 100), blue)]),
                  in: [PixelRect(x: 0, y: 0, width: 100, height: 100)], background: .clear)
        XCTAssertEqual(s.pixel(x: 25, y: 50).blue, 255)
        XCTAssertEqual(s.pixel(x: 75, y: 50).alpha, 0)
    }
}
