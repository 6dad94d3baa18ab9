import XCTest
@testable @_spi(Backend) import AtelierCore

/// A body that counts its evaluations and shows a state that a test changes from outside.
@MainActor private final class Probe {
    static var setWidth: ((CGFloat) -> Void)?
    static var evaluations = 0
}

private struct Resizing: View {
    @State private var width: CGFloat = 40
    var body: some View {
        let _ = Probe.evaluations += 1
        let _ = Probe.setWidth = { width = $0 }
        Color.red.frame(width: width, height: 20)
    }
}

/// A pass registered in the semantics slot: records what the phases before it left.
@MainActor private final class RecordingPass: FramePhasePass {
    let graph: ViewGraph
    let read: () -> CGFloat?
    var runs: [(frameNumber: UInt64, redWidth: CGFloat?)] = []
    init(graph: ViewGraph, read: @escaping () -> CGFloat?) { self.graph = graph; self.read = read }
    func performPass() { runs.append((graph.displayQueue.frameNumber, read())) }
}

/// The frame owner runs the phases in order, each only through the phase asked for.
@preconcurrency @MainActor final class FrameOwnerTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    private func settledGraph() -> ViewGraph {
        Probe.evaluations = 0
        let graph = ViewGraph(root: Resizing())
        _ = graph.render(size: size)
        return graph
    }

    /// The frame of the red colour: the one node 20 points high whose parent is not (read without a flush).
    private func redFrame(_ graph: ViewGraph) -> CGRect? {
        graph.allNodes().last { $0.frame.height == 20 }?.frame
    }

    func testAFlushThroughTheUpdatePhaseEvaluatesTheBodyAndLaysOutNothing() {
        let graph = settledGraph()
        let evaluations = Probe.evaluations, laidOut = graph.nodesLaidOut, frame = graph.displayQueue.frameNumber
        Probe.setWidth?(120)
        graph.flush(through: .update)
        XCTAssertEqual(Probe.evaluations, evaluations + 1, "the body that read the state is evaluated")
        XCTAssertEqual(graph.nodesLaidOut, laidOut, "no node is laid out by a flush through the update phase")
        XCTAssertEqual(redFrame(graph)?.width, 40, "the red frame keeps its old width until layout")
        XCTAssertTrue(graph.needsLayoutPass)
        XCTAssertEqual(graph.displayQueue.frameNumber, frame)
    }

    func testAFlushThroughTheLayoutPhasePlacesTheChangeWithoutDrawingAFrame() {
        let graph = settledGraph()
        let frame = graph.displayQueue.frameNumber
        Probe.setWidth?(120)
        graph.flush(through: .layout)
        XCTAssertEqual(redFrame(graph)?.width, 120, "the new width is laid out, in the size the root had")
        XCTAssertEqual(redFrame(graph)?.minX, 40, "centred in the 200-point root")
        XCTAssertFalse(graph.needsLayoutPass)
        XCTAssertEqual(graph.displayQueue.frameNumber, frame, "no display pass ran")
        _ = graph.render(size: size)
        XCTAssertEqual(graph.displayQueue.frameNumber, frame + 1, "a frame runs the display pass once")
    }

    func testTheSemanticsSlotRunsLastWithTheLayoutAndDrawingOfTheSameFrame() {
        let graph = settledGraph()
        let recorder = RecordingPass(graph: graph) { [unowned self] in self.redFrame(graph)?.width }
        graph.frameOwner.register(recorder, for: .semantics)
        Probe.setWidth?(90)
        let list = graph.render(size: size)
        XCTAssertEqual(recorder.runs.count, 1)
        XCTAssertEqual(recorder.runs.first?.frameNumber, graph.displayQueue.frameNumber, "after this frame's display pass")
        XCTAssertEqual(recorder.runs.first?.redWidth, 90, "after this frame's layout")
        XCTAssertFalse(list.items.isEmpty)
        graph.flush(through: .display)
        XCTAssertEqual(recorder.runs.count, 1, "a flush through the display phase stops before semantics")
    }

    func testAPointerEventSeesTheLayoutOfAChangeMadeSinceTheLastFrame() {
        var taps = 0
        struct Moving: View {
            @State var leading = true
            let onTap: () -> Void
            var body: some View {
                let _ = Probe.setWidth = { _ in leading = false }
                Color.blue.frame(width: 20, height: 20)
                    .onTapGesture(perform: onTap)
                    .frame(maxWidth: .infinity, alignment: leading ? .leading : .trailing)
            }
        }
        let graph = ViewGraph(root: Moving(onTap: { taps += 1 }))
        _ = graph.render(size: size)
        Probe.setWidth?(0)
        // No frame drawn since the move: the owner lays the tree out before the hit test.
        graph.pointerDown(at: CGPoint(x: 190, y: 50))
        graph.pointerUp()
        XCTAssertEqual(taps, 1, "the tap lands on the square where it now is")
        graph.pointerDown(at: CGPoint(x: 10, y: 50))
        graph.pointerUp()
        XCTAssertEqual(taps, 1, "nothing is left where it was")
    }

    func testALifecycleActionThatChangesStateIsSettledWithinOneUpdatePhase() {
        struct Appearing: View {
            @State var label = "before"
            var body: some View {
                Text(label).onAppear { label = "after" }
            }
        }
        let graph = ViewGraph(root: Appearing())
        graph.flush(through: .update)
        XCTAssertFalse(graph.hasPendingUpdates, "the state onAppear wrote was evaluated in the same phase")
        graph.flush(through: .layout, in: size)
        XCTAssertEqual(graph.textItems().map(\.string), ["after"])
    }
}
