// Every test class is `@preconcurrency @MainActor final class …: XCTestCase`. XCTest on Linux runs each test
// on the main thread, so a main-actor class is what the tests are; `@preconcurrency` is what lets XCTest on
// Linux run one: SwiftPM's generated test list (`__allTests__…`) is compiled without strict concurrency and
// converts each test method to `(Class) -> () throws -> Void`, and a plain `@MainActor` method's type cannot be
// converted at run time (swift-corelibs-xctest issue 424: "Could not cast value of type … @MainActor …", the
// test binary stops before any test runs). `@preconcurrency` gives that code the method without its global
// actor, while the tests themselves are checked as main-actor code.
//
// `setUp()` and `tearDown()` are nonisolated in XCTestCase, so a class whose set-up touches main-actor state
// overrides `setUp() async throws` (or `tearDown() async throws`) instead: XCTest on Linux awaits those around
// every test whether a class overrides them or not, and an override runs on the main actor. (It does not call
// `super`: XCTestCase's are empty, and passing `self` to them from the main actor is not allowed.)

import XCTest
@_spi(Backend) import AtelierCore
import AtelierTesting

/// iOS's system colours as a TestHost draws them, opaque on white.
enum Palette {
    static let blue = RGBA(r: 0, g: 122, b: 255, a: 255)
    static let red = RGBA(r: 255, g: 59, b: 48, a: 255)
    static let green = RGBA(r: 52, g: 199, b: 89, a: 255)
    static let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    static let black = RGBA(r: 0, g: 0, b: 0, a: 255)
}

/// Whether two colours are within `tolerance` on every channel but alpha.
func nearRGBA(_ a: RGBA, _ b: RGBA, _ tolerance: Int = 12) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance && abs(Int(a.b) - Int(b.b)) <= tolerance
}

/// Whether a colour is white, every channel but alpha above `level`.
func isWhite(_ c: RGBA, above level: UInt8 = 245) -> Bool { c.r > level && c.g > level && c.b > level }

/// Whether a host is white at a point (every channel above 245).
@MainActor func isWhite(_ host: TestHost, _ x: CGFloat, _ y: CGFloat) -> Bool {
    isWhite(host.color(at: CGPoint(x: x, y: y)))
}

/// Whether a colour is the default tint (iOS blue), or close to it over white.
func isTint(_ c: RGBA) -> Bool { c.b > 200 && c.r < 90 && c.g < 170 }

/// A host of `view` in a window of `width` x `height` points; with `name`, its first frame is also written to
/// /tmp/drawing-shots/`name`.png when that folder exists, for a person to look at.
@MainActor func host<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 200, save name: String? = nil) -> TestHost {
    let host = TestHost(view, size: CGSize(width: width, height: height))
    if let name, let data = host.pngData() {
        try? data.write(to: URL(fileURLWithPath: "/tmp/drawing-shots/\(name).png"))
    }
    return host
}

extension TestHost {
    /// The bounding box of the points whose colour is within `tolerance` of `target`.
    @MainActor func box(of target: RGBA, tolerance: Int = 12) -> CGRect? {
        box { nearRGBA($0, target, tolerance) }
    }

    /// The bounding box of the points (sampled at pixel centres) whose colour satisfies `matches`.
    @MainActor func box(where matches: (RGBA) -> Bool) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<Int(size.height) {
            for x in 0..<Int(size.width) where matches(color(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

extension CGRect {
    var centre: CGPoint { CGPoint(x: midX, y: midY) }
}

/// Asserts that a point is there and within `accuracy` of (x, y).
func assertPoint(_ p: CGPoint?, _ x: CGFloat, _ y: CGFloat, accuracy: CGFloat = 1e-9,
                 file: StaticString = #filePath, line: UInt = #line) {
    guard let p else { return XCTFail("no point", file: file, line: line) }
    XCTAssertEqual(p.x, x, accuracy: accuracy, "x of \(p)", file: file, line: line)
    XCTAssertEqual(p.y, y, accuracy: accuracy, "y of \(p)", file: file, line: line)
}

/// The projection of the seed's FlipEffect (000): a rotation of `angleRadians` about the vertical axis through
/// the middle of `size`, in perspective, as its `effectValue(size:)` writes it.
func seedFlipProjection(size: CGSize, angleRadians: CGFloat) -> ProjectionTransform {
    var t = CATransform3DIdentity
    t.m34 = -1 / max(size.width, size.height)
    t = CATransform3DRotate(t, angleRadians, 0, 1, 0)
    t = CATransform3DTranslate(t, -size.width / 2.0, -size.height / 2.0, 0)
    let affine = ProjectionTransform(CGAffineTransform(translationX: size.width / 2.0, y: size.height / 2.0))
    return ProjectionTransform(t).concatenating(affine)
}
