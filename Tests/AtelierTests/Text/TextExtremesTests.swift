import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
@_spi(Backend) @testable import AtelierCairo
import AtelierTesting

/// Text measures to finite, sensible sizes for any string and any proposal, in bounded time.
@preconcurrency @MainActor final class TextExtremesTests: XCTestCase {
    typealias S = TextTestSupport

    override func setUp() async throws {
        CairoBackend.install()
        Diagnostics.reset()
    }

    /// The body line height (Inter 17 pt) to within a point.
    static let line: CGFloat = 21

    func testALongWordWrapsByCharacterInBoundedTime() {
        // Quadratic before: 16,000 characters took 1.6 s and 200,000 would take minutes.
        let word = String(repeating: "a", count: 200_000)
        let size = S.size(of: Text(word), ProposedViewSize(width: 300, height: nil))
        XCTAssertTrue(size.width.isFinite && size.height.isFinite, "\(size)")
        XCTAssertLessThanOrEqual(size.width, 300)
        XCTAssertGreaterThan(size.width, 280)
        // About 31 "a" a line: 6,450 lines.
        let lines = size.height / Self.line
        XCTAssertGreaterThan(lines, 6000, "\(size)")
        XCTAssertLessThan(lines, 7000, "\(size)")
    }

    func testALongWordShowsOnScreenWithALineLimit() {
        let word = String(repeating: "b", count: 200_000)
        let host = TestHost(Text(word).lineLimit(2), size: CGSize(width: 300, height: 100))
        guard let f = host.frames(ofText: host.texts.first ?? "").first else { return XCTFail("no text") }
        XCTAssertEqual(f.height, 2 * Self.line, accuracy: 1)
        XCTAssertLessThanOrEqual(f.width, 300)
        XCTAssertTrue(host.texts.first?.hasSuffix("…") ?? false)
    }

    func testAWordLongerThanPangoCanMeasureOnOneLineWraps() {
        // 150,000 "W" are 2.5 million points: more than Pango's 32-bit line width holds.
        let word = String(repeating: "W", count: 150_000)
        let ideal = S.size(of: Text(word))
        XCTAssertTrue(ideal.width.isFinite && ideal.height.isFinite, "\(ideal)")
        XCTAssertLessThanOrEqual(ideal.width, 1_000_001)
        XCTAssertGreaterThan(ideal.width, 900_000)
        XCTAssertEqual(ideal.height, 3 * Self.line, accuracy: 2, "\(ideal)")
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("it wraps there") }, "\(Diagnostics.warnings)")
        let wrapped = S.size(of: Text(word), ProposedViewSize(width: 1e9, height: nil))
        XCTAssertEqual(wrapped, ideal)
    }

    func testEveryProposalGivesAFiniteSize() {
        let strings = ["Hello", "tab\there", "\t", "\t\t\n\t", String(repeating: "W", count: 3000), "a\u{0}b", "",
                       String(repeating: "WWWW ", count: 600), "🇫🇷👩‍👩‍👧‍👦\u{301}", "\n\n", String(repeating: "\u{301}", count: 2000)]
        let values: [CGFloat?] = [nil, 0, -5, .nan, .infinity, -.infinity, 1e-9, 1, 1e9, .greatestFiniteMagnitude]
        for string in strings {
            for w in values {
                for h in [nil, CGFloat(0), .nan, .infinity, 30] as [CGFloat?] {
                    let size = S.size(of: Text(string), ProposedViewSize(width: w, height: h))
                    XCTAssertTrue(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
                                  "\(string.prefix(12).debugDescription) proposed \(String(describing: w)) x \(String(describing: h)): \(size)")
                }
            }
        }
    }
}
