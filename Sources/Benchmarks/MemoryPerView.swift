import Foundation
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo
import GalleryKit

/// Resident memory per view, measured in a process of its own (`Benchmarks --memory`) on a fresh heap: in the
/// main run, what earlier figures freed stays mapped in fragments that new views fill, and reads as no growth.
///
/// The message list: resident bytes after building and laying out 1,000 messages minus before, over the nodes
/// of the graph (`nodeCount`, every node in the tree). Then the rows scene at 1,000 rows, in a VStack and a
/// LazyVStack, for the memory of a row (the surface it is drawn in made before). Fonts are loaded, and the
/// message list's code run once on a short list, before the first sample.
@MainActor enum MemoryPerView {
    /// The lines the child prints for the parent's summary table start with this.
    static let summaryPrefix = "SUMMARY\t"

    /// The scenes, each measured in a child of its own: in one process, the second would reuse the first's
    /// text layouts and the heap the first freed.
    static let scenes = ["messages", "VStack", "LazyVStack", "LazyVStack-100000", "List", "List-100000"]

    /// Run in the child process, for one of `scenes` (the message list when none is named: `Benchmarks --memory`).
    static func run(_ scene: String) {
        // Fonts loaded (files mapped, fontconfig's caches read) and Cairo's glyph paths warmed before the first
        // sample: they are the process's, not the views'.
        let warmUp = RasterSurface(size: CGSize(width: 200, height: 100), scale: 2)!
        warmUp.draw(ViewGraph(root: VStack { Text("Warm-up 0123"); Text("Warm-up").bold(); Color.blue.frame(width: 40, height: 40).cornerRadius(20) })
            .render(size: CGSize(width: 200, height: 100)))
        if scene == "messages" {
            // The code the scene runs paged in before the first sample, as the fonts are: a short list built and
            // let go (without it, about 1 MB of the program's and the libraries' pages read as the views').
            do {
                let short = ViewGraph(root: MessageListScene(messages: Message.list(count: 20, seed: 1)))
                short.flush(through: .layout, in: SwiftCrossUIBenchmarks.size)
            }
            let messages = Message.list(count: 1_000, seed: 9_999)
            let engineBefore = NodeMemoryCensus.textEngineBytesNow()
            guard let before = ResidentMemory.sample() else { return print("memory per view: resident memory could not be read") }
            let heapBefore = NodeMemoryCensus.heapInUse()
            let splitBefore = NodeMemoryCensus.HeapSplit.now()
            let graph = ViewGraph(root: MessageListScene(messages: messages))
            if ProcessInfo.processInfo.environment["ATELIER_MEMORY_PHASES"] != nil {
                // Where the heap's holes are made: the build's split, then the layout's (on request: the figures
                // below are then those of two flushes).
                graph.flush(through: .update, in: SwiftCrossUIBenchmarks.size)
                print("after the build alone: " + NodeMemoryCensus.HeapSplit.now().report(since: splitBefore, nodes: graph.nodeCount))
            }
            graph.flush(through: .layout, in: SwiftCrossUIBenchmarks.size)
            let heapGrowth = NodeMemoryCensus.heapInUse() - heapBefore
            let split = NodeMemoryCensus.HeapSplit.now()
            guard let built = ResidentMemory.sample() else { return }
            let nodes = graph.nodeCount
            // Where the bytes are, kind by kind: counted before the display list is made (the census's own
            // allocations are freed before the next sample).
            var counted = NodeMemoryCensus(graph: graph)
            counted.textEngineBefore = engineBefore
            let census = counted.report(heapGrowth: heapGrowth)
            _ = graph.render(size: SwiftCrossUIBenchmarks.size)
            guard let drawn = ResidentMemory.sample() else { return }
            let perNode = Double(built - before) / Double(nodes)
            print(String(format: "memory per view, message list of 1,000 (a fresh process): %.1f MB resident after build + layout, %d nodes (%d sized or placed): %.0f bytes a node (%.0f bytes a message); with its display list %.0f bytes a node",
                         Double(built - before) / 1_048_576, nodes, graph.nodesLaidOut, perNode, Double(built - before) / 1_000,
                         Double(drawn - before) / Double(nodes)))
            print(summaryPrefix + "memory per view (message list)\t" + String(format: "%.0f bytes/node", perNode))
            print(String(format: "heap in use after build + layout (mallinfo2): %.0f bytes a node", Double(heapGrowth) / Double(nodes)))
            print(split.report(since: splitBefore, nodes: nodes))
            print(census)
            print(counted.sizeCacheReport)
            withExtendedLifetime(graph) {}
        } else {
            // "LazyVStack-100000" and "List-100000": a lazy scene at 100,000 rows, measured on a fresh heap as the 1,000 rows are
            // (in the main run a lazy scene takes too little to tell apart from what earlier figures freed).
            let parts = scene.split(separator: "-")
            let container = String(parts[0])
            let count = parts.count > 1 ? Int(parts[1]) ?? 1_000 : 1_000
            let lazy = container == "LazyVStack"
            let size = CGSize(width: 390, height: 844)
            let surface = RasterSurface(size: size, scale: 2)!
            surface.clear(.white)
            guard let before = ResidentMemory.sample() else { return }
            let rows = container == "List" ? ViewGraph(root: ListRowsScene(count: count) { _, _ in })
                     : lazy ? ViewGraph(root: LazySquareRowsScene(count: count) { _, _ in })
                            : ViewGraph(root: SquareRowsScene(count: count))
            surface.draw(rows.render(size: size))
            guard let after = ResidentMemory.sample() else { return }
            print(String(format: "memory, rows scene in a %@, %d rows (a fresh process): %.1f MB, %.0f bytes a row",
                          container, count, Double(after - before) / 1_048_576, Double(after - before) / Double(count)))
            if count == 1_000 {
                print(summaryPrefix + "memory, rows in a \(container), 1000 rows\t" + String(format: "%.1f MB", Double(after - before) / 1_048_576))
            }
            print(summaryPrefix + "bytes\t\(scene)\t\(after - before)")
            withExtendedLifetime(rows) {}
        }
    }

    /// The resident bytes of 1,000 rows in each container (and of 100,000 in a LazyVStack, "LazyVStack-100000"),
    /// as the children measured them, for the scale axis.
    static var rowsBytes: [String: Int] = [:]

    /// Runs the child, passes its figures through and puts its summary lines in the table.
    static func runChildren() {
        for scene in scenes { runChild(scene) }
    }

    static func runChild(_ scene: String) {
        fflush(nil)
        let child = Process()
        child.executableURL = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        child.arguments = ["--memory", scene]
        let pipe = Pipe()
        child.standardOutput = pipe
        do { try child.run() } catch { return print("memory per view: could not start the child process: \(error)") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        for line in output.split(separator: "\n") {
            guard line.hasPrefix(summaryPrefix) else { print(line); continue }
            let fields = line.dropFirst(summaryPrefix.count).split(separator: "\t").map(String.init)
            if fields.count == 3, fields[0] == "bytes" { rowsBytes[fields[1]] = Int(fields[2]); continue }
            if fields.count == 2 { BenchmarkSummary.add(fields[0], figure: fields[1]) }
        }
    }
}
