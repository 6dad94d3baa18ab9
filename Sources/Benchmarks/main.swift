// Prints timings of the engine's hot paths: building, updating one row of, laying out and drawing a
// 1,000-row tree; then the rows scene of issue 9 at 1,000 and 10,000 rows, where one row's colour change
// must cost the same whatever the number of rows; then the soak of issue 10 (`Benchmarks --soak`, run as a child
// process), which fails the run with a non-zero exit when resident memory grows. In between, issue 11's figures:
// the buttons grid and 40 paragraphs against the same pictures drawn with Cairo and Pango calls, SwiftCrossUI's
// two layout scenes, memory per view, and the rows scene at 1,000 to 100,000 rows in a VStack and a LazyVStack,
// ending with a summary table. Run with `make benchmark`.
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

/// The rows scene at `count` rows in a 390x844 window at scale 2, in a VStack (GalleryKit's SquareRowsScene) or a
/// LazyVStack: the first frame, then one row's colour change (update, layout, display list and pixels), by a
/// state write and by a tap, then scrolls; and the resident memory the scene took.
@MainActor func rowsScene(_ count: Int, lazy: Bool = false, list: Bool = false) -> RowsFigures {
    SquareState.bindings = [:]
    defer { SquareState.bindings = [:] }
    let name = "\(list ? "list rows scene" : lazy ? "lazy rows scene" : "rows scene"), \(count) rows"
    let size = CGSize(width: 390, height: 844)
    let surface = RasterSurface(size: size, scale: 2)!
    var graph: ViewGraph!
    func frame() {
        let list = graph.render(size: size)
        surface.clear(.white)
        surface.draw(list)
    }
    let before = count >= 100_000 ? ResidentMemory.sample() : nil
    let report: @MainActor (Int, Binding<Bool>) -> Void = { SquareState.bindings[$0] = $1 }
    // A lazy scene's first frame costs milliseconds: best of several, as the other figures; a VStack's costs
    // seconds and is measured once.
    let first = measure("\(name): first frame", repeats: lazy || list ? 5 : 1) {
        graph = list ? ViewGraph(root: ListRowsScene(count: count, reportState: report))
              : lazy ? ViewGraph(root: LazySquareRowsScene(count: count, reportState: report))
                     : ViewGraph(root: SquareRowsScene(count: count, reportState: report))
        frame()
    }
    // Only a large scene's memory is told apart from the heap's noise here: what earlier figures freed stays
    // mapped in fragments that new rows fill (smaller scenes are measured on a fresh heap, `--memory`).
    let resident = count >= 100_000 ? ResidentMemory.sample().flatMap { after in before.map { after - $0 } } : nil
    if let resident {
        print(String(format: "%@: resident memory of the scene %.1f MB (%.0f bytes a row)", name,
                     Double(resident) / 1_048_576, Double(resident) / Double(count)))
    }
    var flips = 0
    let laidOut = graph.nodesLaidOut
    let change = measure("\(name): one row's colour change (update + layout + draw)", repeats: 30) {
        flips += 1
        SquareState.bindings[3]!.wrappedValue = flips % 2 == 1
        frame()
    }
    print("\(name): nodes laid out for those 30 changes: \(graph.nodesLaidOut - laidOut)")
    // The fourth row's square: 44 points a row, the square 20 points wide 16 points from the trailing edge.
    let square = CGPoint(x: 390 - 16 - 10, y: 3 * 44 + 22)
    // In a List the rows sit elsewhere (the list's insets): the tap is measured in the stacks only.
    let tap = list ? .nan : measure("\(name): a tap on a square (hit test + update + layout + draw)", repeats: 30) {
        graph.pointerDown(at: square)
        graph.pointerUp()
        frame()
    }
    // A VStack's scroll costs as much as the rows (the scroll view is found by a walk of the tree, and its
    // content is placed and drawn again): fewer repeats where there are more rows. A lazy scene's costs the
    // rows it has made, whatever their number.
    let scrolls = lazy || list ? 10 : count >= 100_000 ? 2 : count >= 10_000 ? 3 : 10
    if count < 100_000 {
        measure("\(name): a scroll by 100 points", repeats: scrolls) {
            _ = graph.scrollWheel(by: CGSize(width: 0, height: 100), at: CGPoint(x: 200, y: 400))
            frame()
        }
    }
    let screen = measure("\(name): a scroll by a screen (844 points)", repeats: scrolls) {
        _ = graph.scrollWheel(by: CGSize(width: 0, height: 844), at: CGPoint(x: 200, y: 400))
        frame()
    }
    return RowsFigures(firstFrame: first, change: change, tap: tap, screenScroll: screen, residentBytes: resident)
}

/// 100,000 frames of a repeating animation, a frame every 1/60 s of virtual time, each drawn into pixels at
/// 200x200 (small, so that the soak measures the engine's bookkeeping more than Cairo's filling).
@MainActor func animationSoak() -> String? {
    let model = SoakModel()
    let size = CGSize(width: 200, height: 200)
    let surface = RasterSurface(size: size, scale: 1)!
    let graph = ViewGraph(root: SoakAnimationScene(model: model))
    var running = true
    let failure = Soak(name: "100,000 animated frames", steps: 100_000, unit: "frames").run { frame in
        graph.advanceClock(to: Double(frame + 1) / 60)
        if (frame + 1) % 60 == 0 { model.seconds = (frame + 1) / 60 % 60 }
        surface.clear(.white)
        surface.draw(graph.render(size: size))
        if frame == 0 { running = graph.hasRunningAnimations }
    }
    // A soak of a still picture would prove nothing about animation.
    guard running, graph.hasRunningAnimations else { return "soak, 100,000 animated frames: the animation was not running" }
    return failure
}

/// 1,000 cycles of inserting 1,000 rows and removing them, each state drawn into a 390x844 surface. The rows
/// come back with the same ids: new ones (new texts to shape) double the cost, and a run with them stayed flat too.
@MainActor func rowsSoak() -> String? {
    let model = SoakModel()
    let size = CGSize(width: 390, height: 844)
    let surface = RasterSurface(size: size, scale: 1)!
    let graph = ViewGraph(root: SoakRowsScene(model: model))
    // The first row's square, blue while the rows are there: the HStack is as tall as its text, the square flush right.
    let square = (x: 390 - 10, y: 8)
    var drewRows = true
    let failure = Soak(name: "1,000 insert/remove cycles of 1,000 rows", steps: 1_000, unit: "cycles").run { cycle in
        model.rows = Array(0..<1_000)
        surface.clear(.white)
        surface.draw(graph.render(size: size))
        if cycle == 0 { drewRows = surface.pixel(x: square.x, y: square.y).blue > 200 && surface.pixel(x: square.x, y: square.y).red < 50 }
        model.rows = []
        surface.clear(.white)
        surface.draw(graph.render(size: size))
        if cycle == 0 { drewRows = drewRows && surface.pixel(x: square.x, y: square.y).red > 200 }
    }
    guard drewRows else { return "soak, 1,000 insert/remove cycles of 1,000 rows: the rows were not drawn, or not removed" }
    return failure
}

if CommandLine.arguments.contains("--memory") {
    MainActor.assumeIsolated {
        CairoBackend.install()
        // `Benchmarks --memory` alone: the message list, with its figures by kind of node.
        let scene = CommandLine.arguments.last!
        MemoryPerView.run(scene == "--memory" ? "messages" : scene)
    }
    exit(0)
}

if CommandLine.arguments.contains("--soak") {
    let failures = MainActor.assumeIsolated {
        CairoBackend.install()
        return [animationSoak(), rowsSoak()].compactMap { $0 }
    }
    for failure in failures { print("FAIL \(failure)") }
    exit(failures.isEmpty ? 0 : 1)
}

// `Benchmarks --buttons`: only the buttons grid's figures, for working on them.
if CommandLine.arguments.contains("--buttons") {
    MainActor.assumeIsolated {
        CairoBackend.install()
        ReferenceBenchmarks.buttonsGrid()
        BenchmarkSummary.printTable()
    }
    exit(0)
}

// `Benchmarks --paragraphs`: only the 40 paragraphs against Pango, for work on text.
if CommandLine.arguments.contains("--paragraphs") {
    MainActor.assumeIsolated {
        CairoBackend.install()
        ReferenceBenchmarks.paragraphs()
        BenchmarkSummary.printTable()
    }
    exit(0)
}

// `Benchmarks --swiftcrossui`: only SwiftCrossUI's two layout scenes, for work on the layout hot path.
if CommandLine.arguments.contains("--swiftcrossui") {
    MainActor.assumeIsolated {
        CairoBackend.install()
        SwiftCrossUIBenchmarks.run()
        BenchmarkSummary.printTable()
    }
    exit(0)
}

// `Benchmarks --profile grid|messages|new-messages|paragraphs|pango-paragraphs|push N`: one scene built N extra times and nothing timed, for callgrind.
if let flag = CommandLine.arguments.firstIndex(of: "--profile"), CommandLine.arguments.count > flag + 2 {
    MainActor.assumeIsolated {
        CairoBackend.install()
        SwiftCrossUIBenchmarks.profile(CommandLine.arguments[flag + 1], count: Int(CommandLine.arguments[flag + 2]) ?? 1)
    }
    exit(0)
}

// `Benchmarks --text-input`: only the keystroke in a TextEditor of 10,000 words, for work on text input.
if CommandLine.arguments.contains("--text-input") {
    MainActor.assumeIsolated {
        CairoBackend.install()
        TextEditorKeystroke.run()
        BenchmarkSummary.printTable()
    }
    exit(0)
}

// `Benchmarks --hangs`: only issue 36's last stalls (a 5 MB paste into a one-line field, 100 nested sheets, a List
// whose rows append to its items), timed.
if CommandLine.arguments.contains("--hangs") {
    MainActor.assumeIsolated {
        CairoBackend.install()
        HangCases.run()
        BenchmarkSummary.printTable()
    }
    exit(0)
}

// `Benchmarks --push`: only the navigation push of a 30-row List screen, for work on first frames.
if CommandLine.arguments.contains("--push") {
    MainActor.assumeIsolated {
        CairoBackend.install()
        NavigationPush.run()
        BenchmarkSummary.printTable()
    }
    exit(0)
}

// `Benchmarks --semantics`: only the accessibility tree's cost.
if CommandLine.arguments.contains("--semantics") {
    MainActor.assumeIsolated {
        CairoBackend.install()
        SemanticsCost.run()
        BenchmarkSummary.printTable()
    }
    exit(0)
}

// `Benchmarks --slider`: only a Slider's drag driving 100 views' opacity, for work on the value controls.
if CommandLine.arguments.contains("--slider") {
    MainActor.assumeIsolated {
        CairoBackend.install()
        SliderDrag.run()
        BenchmarkSummary.printTable()
    }
    exit(0)
}

// `Benchmarks --rows`: only the rows scale axis in a LazyVStack (1,000 to 100,000 rows) and its memory at 1,000
// rows, for work on the lazy containers (a minute instead of the whole run).
if CommandLine.arguments.contains("--scroll") {
    MainActor.assumeIsolated {
        CairoBackend.install()
        MessageListScroll.run()
    }
    exit(0)
}

if CommandLine.arguments.contains("--rows") {
    MainActor.assumeIsolated {
        CairoBackend.install()
        MemoryPerView.runChild("LazyVStack")
        MemoryPerView.runChild("LazyVStack-100000")
        MemoryPerView.runChild("List")
        MemoryPerView.runChild("List-100000")
        RowsScaleAxis.run(vstack: [:], measuresVStack: false)
    }
    exit(0)
}

MainActor.assumeIsolated {
    CairoBackend.install()
    let size = CGSize(width: 390, height: 30_000)
    var graph: ViewGraph!
    measure("build 1,000 rows") { graph = ViewGraph(root: BenchList()); graph.flush(through: .update) }
    measure("first layout") { graph.needsLayoutForBenchmark(); graph.flush(through: .layout, in: size) }
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

    ReferenceBenchmarks.buttonsGrid()
    ReferenceBenchmarks.paragraphs()
    SwiftCrossUIBenchmarks.run()
    TextEditorKeystroke.run()
    SliderDrag.run()
    NavigationPush.run()
    SemanticsCost.run()
    MemoryPerView.runChildren()
    RowsScaleAxis.run(vstack: [1_000: small, 10_000: large])

    BenchmarkSummary.printTable()
}

// The soak runs in a process of its own, on a fresh heap: the figures above leave caches behind (the 10,000-row
// scene's texts among them) that are let go of part way through a soak, which would hide a leak of that size.
// Flushed first, or a piped stdout prints the child's lines before the figures.
fflush(nil)
let soak = Process()
soak.executableURL = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
soak.arguments = ["--soak"]
do {
    try soak.run()
    soak.waitUntilExit()
} catch {
    print("FAIL soak: could not start \(soak.executableURL!.path) --soak: \(error)")
    exit(1)
}
exit(soak.terminationStatus == 0 ? 0 : 1)
