// Prints timings of the engine's hot paths: building, updating one row of, laying out and drawing a
// 1,000-row tree. Run with `make benchmark` (release build).
import Atelier
@_spi(Backend) import AtelierCore
import AtelierCairo

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

@MainActor func measure(_ label: String, repeats: Int = 5, _ body: () -> Void) {
    var best = Double.infinity
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    print("\(label): \(String(format: "%.2f", best)) ms (best of \(repeats))")
}

MainActor.assumeIsolated {
    CairoBackend.install()
    let size = CGSize(width: 390, height: 30_000)
    var graph: ViewGraph!
    measure("build 1,000 rows") { graph = ViewGraph(root: BenchList()); graph.update() }
    measure("first layout") { graph.needsLayoutForBenchmark(); graph.layout(in: size) }
    measure("display list") { _ = graph.render(size: size) }
    var n = 0
    measure("update one row's state, re-layout and redraw", repeats: 20) {
        n += 1
        RowState.bindings[500]!.wrappedValue = n
        _ = graph.render(size: size)
    }
}
