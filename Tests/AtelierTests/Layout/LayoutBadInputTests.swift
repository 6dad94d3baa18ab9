import XCTest
import Foundation
@testable @_spi(Backend) import AtelierCore

/// Asserts that a warning containing `fragment` was given.
private func warned(_ fragment: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(Diagnostics.warnings.contains { $0.contains(fragment) },
                  "expected a warning containing \"\(fragment)\", got \(Diagnostics.warnings)", file: file, line: line)
}

/// Bad numbers given to layout modifiers get a defined result and a warning, never a crash.
@preconcurrency @MainActor final class LayoutBadInputTests: XCTestCase {
    override func setUp() {
        super.setUp()
        Diagnostics.reset()
    }


    func testNaNFrameDimensionIsUnspecified() {
        // frame(width: .nan) acts as frame(width: nil): the colour takes the proposed width.
        let g = layoutGraph(Color.red.frame(width: .nan, height: 50).accessibilityIdentifier("c"))
        assertFrame(g, "c", 0, 397, 390, 50)
        warned("Invalid frame dimension")
    }

    func testNegativeFrameDimensionIsZero() {
        // SwiftUI: "Invalid frame dimension (negative or non-finite)"; the dimension becomes 0.
        let g = layoutGraph(Color.red.frame(width: -10, height: 20).accessibilityIdentifier("c"))
        assertFrame(g, "c", 195, 412, 0, 20)
        warned("Invalid frame dimension")
    }

    func testInfiniteFixedWidthIsAFlexibleMaximum() {
        // frame(width: .infinity) behaves as frame(maxWidth: .infinity): it takes the proposed width.
        let g = layoutGraph(Color.red.frame(width: 50, height: 20).frame(width: .infinity, height: 20).accessibilityIdentifier("c"))
        assertFrame(g, "c", 0, 412, 390, 20)
        warned("Invalid frame dimension")
    }

    func testInvalidFlexibleFrameValues() {
        // An infinite minimum is ignored; a maximum below the minimum is raised to it.
        let inf = layoutGraph(Color.red.frame(width: 50, height: 50).frame(minWidth: .infinity).accessibilityIdentifier("c"))
        assertFrame(inf, "c", 170, 397, 50, 50)
        let contradictory = layoutGraph(Color.red.frame(minWidth: 200, maxWidth: 100, maxHeight: 10).accessibilityIdentifier("c"))
        assertFrame(contradictory, "c", 95, 417, 200, 10)
        warned("Contradictory frame constraints")
        let nan = layoutGraph(Color.red.frame(minWidth: .nan, idealWidth: -5, maxWidth: .nan, maxHeight: 10).accessibilityIdentifier("c"))
        assertFrame(nan, "c", 0, 417, 390, 10)
    }

    func testNonFinitePaddingIsZero() {
        // NaN and infinite paddings are treated as 0.
        let g = layoutGraph(Color.red.frame(width: 50, height: 50).padding(.nan).accessibilityIdentifier("c"))
        assertFrame(g, "c", 170, 397, 50, 50)
        let inf = layoutGraph(Color.red.frame(width: 50, height: 50)
            .padding(EdgeInsets(top: .infinity, leading: 10, bottom: -.infinity, trailing: 10)).accessibilityIdentifier("c"))
        assertFrame(inf, "c", 160, 397, 70, 50)
        warned("Invalid padding")
    }

    func testNegativePaddingOverlapsAsInSwiftUI() {
        // Negative padding is valid SwiftUI: the padded view is smaller than its content.
        let g = layoutGraph(Color.red.frame(width: 50, height: 50).accessibilityIdentifier("c").padding(-10).accessibilityIdentifier("p"))
        assertFrame(g, "p", 180, 407, 30, 30)
        assertFrame(g, "c", 170, 397, 50, 50)
    }

    func testNonFiniteOffsetAndPositionAreZero() {
        // A NaN or infinite offset draws the view where layout put it; a NaN position is the origin.
        let g = layoutGraph(Color.red.frame(width: 50, height: 50).offset(x: .nan, y: .infinity).accessibilityIdentifier("c"))
        assertFrame(g, "c", 170, 397, 50, 50)
        let p = layoutGraph(Color.red.frame(width: 20, height: 20).accessibilityIdentifier("c").position(x: .nan, y: 10))
        assertFrame(p, "c", -10, 0, 20, 20)
        warned("Invalid offset")
        warned("Invalid position")
    }

    func testInvalidAspectRatiosUseTheViewsOwnRatio() {
        // NaN, negative, zero and infinite ratios are ignored: the colour's 1:1 ideal ratio is used.
        for ratio: CGFloat in [.nan, -1, 0, .infinity] {
            let g = layoutGraph(Color.red.aspectRatio(ratio, contentMode: .fit).accessibilityIdentifier("c"))
            assertFrame(g, "c", 0, 227, 390, 390)
        }
        let size = layoutGraph(Color.red.aspectRatio(CGSize(width: 0, height: CGFloat.nan), contentMode: .fit).accessibilityIdentifier("c"))
        assertFrame(size, "c", 0, 227, 390, 390)
        warned("is not a valid ratio")
    }

    func testInvalidSpacerMinLength() {
        // A NaN minimum length falls back to the default; a negative one to 0.
        let g = layoutGraph(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
            Spacer(minLength: .nan)
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("b")
            Spacer(minLength: -20)
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("c")
        }.fixedSize())
        assertFrame(g, "a", 116, 397, 50, 50)
        assertFrame(g, "b", 174, 397, 50, 50)
        assertFrame(g, "c", 224, 397, 50, 50)
    }

    func testNaNWindowSizeAndProposals() {
        // A NaN window is laid out as zero; a NaN layoutPriority is 0.
        let g = layoutGraph(Color.red.layoutPriority(.nan).accessibilityIdentifier("c"), CGSize(width: CGFloat.nan, height: 100))
        assertFrame(g, "c", 0, 0, 0, 100)
    }

    func testTenThousandNestedPaddingsLayOut() throws {
        // 10,000 nested padding(1) around a 10 x 10 view: 20,010 points square, centred; the core sits
        // 10,000 points in. The graph recurses once per node (update, size, place, render, release), and
        // a debug build needs more than the main thread's default 8 MB for 20,000 nodes; the graph is
        // main-actor bound (Swift 6's dynamic isolation checks trap on another thread), so the scene runs
        // in a child process of this test binary whose main thread has a 1 GB stack limit.
        if ProcessInfo.processInfo.environment["ATELIER_DEEP_LAYOUT_CHILD"] != nil {
            var view = AnyView(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("core"))
            for _ in 0..<10_000 { view = AnyView(view.padding(1)) }
            let g = layoutGraph(view.accessibilityIdentifier("outer"))
            assertFrame(g, "outer", -9810, -9583, 20_010, 20_010)
            assertFrame(g, "core", 190, 417, 10, 10)
            XCTAssertEqual(g.render(size: CGSize(width: 390, height: 844)).inliningRetainedParts().items.count, 1)
            return
        }
        let test = "\(String(reflecting: Self.self))/testTenThousandNestedPaddingsLayOut"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -s 1048576 && exec \"$0\" \"$1\"", CommandLine.arguments[0], test]
        process.environment = ProcessInfo.processInfo.environment.merging(["ATELIER_DEEP_LAYOUT_CHILD": "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "the deep layout scene failed in its child process:\n\(log.suffix(3000))")
        XCTAssertTrue(log.contains("Executed 1 test"), "the child process ran no test:\n\(log.suffix(3000))")
    }
}
