// Prints timings of the engine's hot paths: building, updating one row of, laying out and drawing a
// 1,000-row tree; then the rows scene of issue 9 at 1,000 and 10,000 rows, where one row's colour change
// must cost the same whatever the number of rows. Run with `make benchmark` (release build).
import Atelier
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo
import GalleryKit

@MainActor final class RowState {
    static var bindings: [Int: Binding<Int>] = [:]
}

struct BenchRow: View {
    let index: Int
    @State private var value = 0
    var body: some View {
        let _ = RowState.bindings[index] = $value
        HStack {
            Text("Row \(index)")
            Spacer()
            Rectangle().fill(value % 2 == 0 ? Color.blue : Color.red).frame(width: 20, height: 20)
        }
    }
}

struct BenchList: View {
    var body: some View {
        VStack(spacing: 0) { ForEach(0..<1000) { BenchRow(index: $0) } }
    }
}

@MainActor final class SquareState {
    static var bindings: [Int: Binding<Bool>] = [:]
}

@discardableResult
@MainActor func measure(_ label: String, repeats: Int = 5, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    print("\(label): \(String(format: "%.2f", best)) ms (best of \(repeats))")
    return best
}

/// The rows scene at `count` rows in a 390x844 window at scale 2: the first frame, then one row's colour
/// change (update, layout, display list and pixels), by a state write and by a tap. Returns the change's cost.
@MainActor func rowsScene(_ count: Int) -> (change: Double, tap: Double) {
    SquareState.bindings = [:]
    let size = CGSize(width: 390, height: 844)
    let surface = RasterSurface(size: size, scale: 2)!
    var graph: ViewGraph!
    func frame() {
        let list = graph.render(size: size)
        surface.clear(.white)
        surface.draw(list)
    }
    measure("rows scene, \(count) rows: first frame", repeats: 1) { graph = ViewGraph(root: SquareRowsScene(count: count) { SquareState.bindings[$0] = $1 }); frame() }
    var flips = 0
    let before = graph.nodesLaidOut
    let change = measure("rows scene, \(count) rows: one row's colour change (update + layout + draw)", repeats: 30) {
        flips += 1
        SquareState.bindings[3]!.wrappedValue = flips % 2 == 1
        frame()
    }
    print("rows scene, \(count) rows: nodes laid out for those 30 changes: \(graph.nodesLaidOut - before)")
    // The fourth row's square: 44 points a row, the square 20 points wide 16 points from the trailing edge.
    let square = CGPoint(x: 390 - 16 - 10, y: 3 * 44 + 22)
    let tap = measure("rows scene, \(count) rows: a tap on a square (hit test + update + layout + draw)", repeats: 30) {
        graph.pointerDown(at: square)
        graph.pointerUp()
        frame()
    }
    measure("rows scene, \(count) rows: a scroll by 100 points", repeats: 10) {
        _ = graph.scrollWheel(by: CGSize(width: 0, height: 100), at: CGPoint(x: 200, y: 400))
        frame()
    }
    return (change, tap)
}

MainActor.assumeIsolated {
    CairoBackend.install()
    let size = CGSize(width: 390, height: 30_000)
    var graph: ViewGraph!
    measure("build 1,000 rows") { graph = ViewGraph(root: BenchList()); graph.update() }
    measure("first layout") { graph.needsLayoutForBenchmark(); graph.layout(in: size) }
    measure("display list, every node's drawing made again") { graph.needsDisplayForBenchmark(); _ = graph.render(size: size) }
    var n = 0
    measure("update one row's state, re-layout and redraw", repeats: 20) {
        n += 1
        RowState.bindings[500]!.wrappedValue = n
        _ = graph.render(size: size)
    }

    let small = rowsScene(1_000)
    let large = rowsScene(10_000)
    print(String(format: "rows scene: one row's colour change costs %.2fx at 10,000 rows what it costs at 1,000 (a tap %.2fx)",
                 large.change / small.change, large.tap / small.tap))
}
