import XCTest
@testable @_spi(Backend) import AtelierCore
import Atelier
@testable import AtelierTesting

/// A size read in `onChange` and written back a main-queue hop later: each write changes the size again.
private struct AsyncGeometryFeedback: View {
    @State private var width: CGFloat = 10
    var body: some View {
        GeometryReader { proxy in
            Color.blue.frame(width: width, height: 20)
                .onChange(of: proxy.size.width + width, initial: true) { _, _ in
                    DispatchQueue.main.async {
                        FeedbackCount.writes += 1
                        width = width >= 190 ? 10 : width + 1
                    }
                }
        }
    }
}

@MainActor private enum FeedbackCount {
    static var writes = 0
}

/// The same loop written synchronously in the change action.
private struct SyncGeometryFeedback: View {
    @State private var width: CGFloat = 10
    var body: some View {
        GeometryReader { proxy in
            Color.blue.frame(width: width, height: 20)
                .onChange(of: proxy.size.width + width, initial: true) { _, _ in
                    width = width >= 190 ? 10 : width + 1
                }
        }
    }
}

/// A body that mutates the data it is made from stops at a bound, with one warning, and stays stopped: the
/// counts asserted are body evaluations and rows made, which do not depend on the machine's speed.
@preconcurrency @MainActor final class RunawayUpdateTests: XCTestCase {
    func testAGeometryFeedbackLoopThroughTheMainQueueGoesRoundABoundedNumberOfTimesPerStep() {
        // Each write queues the next through onChange: 10,000 rounds in every step of 1/60 s, so a second took
        // minutes. Once two steps in a row used up their rounds, the loop gets a few rounds per step.
        Diagnostics.reset()
        FeedbackCount.writes = 0
        let host = TestHost(AsyncGeometryFeedback(), size: CGSize(width: 200, height: 100))
        host.advance(by: 1)
        XCTAssertGreaterThan(FeedbackCount.writes, 60, "the loop goes on, at least once per frame")
        XCTAssertLessThanOrEqual(FeedbackCount.writes, 2 * TestHost.maxQueueRounds + 60 * (TestHost.throttledQueueRounds + 10),
                                 "a bounded number of rounds per step")
        XCTAssertEqual(Diagnostics.warnings.filter { $0.contains("kept queueing more") }.count, 1, "\(Diagnostics.warnings)")
        let writes = FeedbackCount.writes
        host.advance(by: 1)
        XCTAssertLessThanOrEqual(FeedbackCount.writes - writes, 60 * (TestHost.throttledQueueRounds + 10), "it stays throttled")
    }

    func testASynchronousGeometryFeedbackLoopStopsWithinABoundedNumberOfRounds() {
        Diagnostics.reset()
        let host = TestHost(SyncGeometryFeedback(), size: CGSize(width: 200, height: 100))
        let evaluations = host.graph.bodyEvaluations
        XCTAssertLessThanOrEqual(evaluations, UpdateScheduler.maxRounds * 20)
        XCTAssertGreaterThan(Diagnostics.warnings.filter { $0.contains("stopped") }.count, 0, "\(Diagnostics.warnings)")
        host.advance(by: 1)
        XCTAssertLessThan(host.graph.bodyEvaluations - evaluations, 1_000, "the stopped loop does not restart every frame")
    }
}
