import XCTest
import AtelierTesting
import Foundation
@testable @_spi(Backend) import AtelierCore

/// Texts whose resolved runs are equal share one array of runs (`SharedTextRuns`): the repeated labels of a long
/// list's rows kept an allocation each. Sharing must never mix up texts that differ in anything the runs hold.
@preconcurrency @MainActor final class SharedTextRunsTests: XCTestCase {
    private func address(_ runs: [TextRun]) -> UnsafeRawPointer? {
        runs.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } }
    }

    private func resolved(_ text: Text) -> [TextRun] {
        text.resolvedRuns(in: EnvironmentValues()).runs
    }

    func testEqualRunsAreOneArrayAndDifferentRunsAreNot() {
        // A string no other test resolves: the shared arrays outlive a test.
        let name = "Alice \(UUID().uuidString)"
        let first = resolved(Text(name))
        let second = resolved(Text(name))
        XCTAssertNotEqual(address(first), address(second), "resolved separately, each text has an array of its own")
        let kept = SharedTextRuns.shared(first, hash: first.hashValue)
        let shared = SharedTextRuns.shared(second, hash: second.hashValue)
        XCTAssertEqual(address(shared), address(kept), "the second text takes the first one's array")
        let bold = resolved(Text(name).bold())
        XCTAssertNotEqual(bold, first)
        XCTAssertEqual(address(SharedTextRuns.shared(bold, hash: bold.hashValue)), address(bold), "another font: its own runs")
        let coloured = resolved(Text(name).foregroundColor(.red))
        XCTAssertNotEqual(coloured, first, "a colour of its own is part of the runs")
        XCTAssertEqual(address(SharedTextRuns.shared(coloured, hash: coloured.hashValue)), address(coloured))
    }

    func testRowsRepeatingALabelLayOutEachTextAsItsOwn() {
        // Drawn by the text engine the app uses (Pango): a plain, a bold and a large "Alice" in each of three rows.
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<3, id: \.self) { _ in
                HStack {
                    Text("Alice")
                    Text("Alice").bold()
                    Text("Alice").font(.largeTitle)
                }
            }
        }, size: CGSize(width: 390, height: 300))
        let frames = host.frames(ofText: "Alice")
        XCTAssertEqual(frames.count, 9)
        guard frames.count == 9 else { return }
        let (plain, bold, large) = (frames[0], frames[1], frames[2])
        XCTAssertGreaterThan(bold.width, plain.width, "bold is wider than regular")
        XCTAssertGreaterThan(large.height, plain.height * 1.5, "the large title is taller")
        for row in 1..<3 {
            XCTAssertEqual(frames[3 * row].size, plain.size, "row \(row)")
            XCTAssertEqual(frames[3 * row + 1].size, bold.size, "row \(row)")
            XCTAssertEqual(frames[3 * row + 2].size, large.size, "row \(row)")
        }
    }
}
