import XCTest
import Observation
@testable @_spi(Backend) import AtelierCore
import Atelier
@testable import AtelierTesting

/// The data of a list, which its own rows append to.
@Observable @MainActor private final class GrowingModel {
    var items: [Int] = [0]
    @ObservationIgnored var rowsBuilt = 0
}

/// `ForEach` whose content appends to the collection it iterates, as in issue 36.
private struct GrowingList: View {
    let model: GrowingModel
    var body: some View {
        List {
            ForEach(model.items, id: \.self) { i in
                let _ = model.rowsBuilt += 1
                let _ = model.items.append(model.items.count)
                Text("row \(i)")
            }
        }
    }
}

/// A body that mutates the data it is built from: the frame ends at a bound with one warning, and later
/// frames leave the loop stopped until a change from outside an update. Counted in rows built.
@preconcurrency @MainActor final class SelfMutatingListTests: XCTestCase {
    /// Rows one stopped loop may make: each round of the update makes again the rows its lazy stack holds, the
    /// n made in the rounds before and those of the last layout (a screenful and one each way, under 60 here).
    static let rowsBound = UpdateScheduler.maxRounds * (UpdateScheduler.maxRounds + 1) / 2 + UpdateScheduler.maxRounds * 60

    func testAListWhoseRowsAppendToItsItemsStopsAtABoundWithOneWarningAndStaysStopped() {
        Diagnostics.reset()
        let model = GrowingModel()
        let host = TestHost(GrowingList(model: model), size: CGSize(width: 300, height: 400))
        let first = model.rowsBuilt
        XCTAssertGreaterThan(first, 0)
        // Each round of the loop makes again the rows made so far (no layout releases them in between).
        let bound = Self.rowsBound
        XCTAssertLessThanOrEqual(first, bound, "the first frame stops at a bound: \(first) rows built")
        let loopWarnings = Diagnostics.warnings.filter { $0.contains("stopped") }
        XCTAssertEqual(loopWarnings.count, 1, "\(Diagnostics.warnings)")
        XCTAssertTrue(host.texts.contains("row 0"), "\(host.texts.prefix(5))")
        // A window updates every frame: the stopped loop costs nothing there.
        host.advance(by: 1)
        _ = host.pngData()
        XCTAssertLessThanOrEqual(model.rowsBuilt - first, 50, "frames leave the loop stopped")
        // A change from outside gets one more bounded frame.
        let before = model.rowsBuilt
        model.items = [0]
        host.advance(by: 1/60)
        XCTAssertGreaterThan(model.rowsBuilt, before, "a change from outside updates the list")
        XCTAssertLessThanOrEqual(model.rowsBuilt - before, bound)
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("stopped") }.count, 1, "one warning")
    }
}
