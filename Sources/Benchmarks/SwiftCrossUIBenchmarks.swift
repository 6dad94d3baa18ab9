import Foundation
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo

/// SwiftCrossUI's LayoutPerformanceBenchmark scenes written in SwiftUI syntax, built and laid out in an
/// 800x800 proposal with real Pango text, against SwiftCrossUI's own figures on this machine.
@MainActor enum SwiftCrossUIBenchmarks {
    /// SwiftCrossUI at f651d7e, release, its headless backend (text faked as 8 points a character), measured on
    /// this machine by an earlier session (issue 11): build + layout, in ms.
    static let gridRange = (low: 56.0, high: 65.0)
    static let messageListRange = (low: 287.0, high: 363.0)

    static let size = CGSize(width: 800, height: 800)

    /// Builds and lays out a scene; the graph is returned so that its teardown is not timed.
    static func buildAndLayout<V: View>(_ view: V) -> ViewGraph {
        let graph = ViewGraph(root: view)
        graph.flush(through: .layout, in: size)
        return graph
    }

    static func run() {
        var graphs: [ViewGraph] = []
        // The grid's 256 texts are one text: the engine shapes it once, the first time.
        measure("SwiftCrossUI grid, 16x16 cells: build + layout, first", repeats: 1) { graphs.append(buildAndLayout(LayoutGridScene())) }
        let grid = measure("SwiftCrossUI grid, 16x16 cells: build + layout", repeats: 20) { graphs.append(buildAndLayout(LayoutGridScene())) }
        graphs.removeAll()
        report("grid", atelier: grid, range: gridRange)

        // Every build gets messages of its own (a seed each): every text is shaped, none is a cache hit.
        let repeats = 5
        let lists = (0...repeats).map { Message.list(count: 1_000, seed: UInt64(100 + $0)) }
        var next = 0
        let messages = measure("SwiftCrossUI message list, 1,000 messages: build + layout, new texts each time", repeats: repeats) {
            graphs.append(buildAndLayout(MessageListScene(messages: lists[next])))
            next += 1
        }
        graphs.removeAll()
        // The same messages again: their text layouts are in the engine's cache.
        let warm = measure("SwiftCrossUI message list, 1,000 messages: build + layout, texts already shaped", repeats: repeats) {
            graphs.append(buildAndLayout(MessageListScene(messages: lists[0])))
        }
        graphs.removeAll()
        report("message list, every text shaped", atelier: messages, range: messageListRange)
        report("message list, texts already shaped", atelier: warm, range: messageListRange)
    }

    /// Builds and lays out one scene `count` times after a first build, timing nothing: for
    /// `valgrind --tool=callgrind`, where the difference between two counts is the cost of the extra builds.
    /// The process exits with the graphs alive: their teardown, not timed by `run()`, stays out of the counts.
    /// `new-messages` builds the message list with messages of its own each time (every text shaped).
    /// `paragraphs` and `pango-paragraphs` draw the 40 paragraphs' frame, new texts each time, with Atelier or with Pango.
    static func profile(_ scene: String, count: Int) -> Never {
        if scene == "push" { NavigationPush.profile(count: count) }
        if scene == "paragraphs" || scene == "pango-paragraphs" {
            let size = CGSize(width: Paragraphs.width, height: CGFloat(Paragraphs.height))
            let surface = RasterSurface(size: size, scale: 1)!
            let reference = ParagraphsReference()
            var graphs: [ViewGraph] = []
            for seed in 0...count {
                let texts = Paragraphs.texts(seed: seed)
                if scene == "paragraphs" {
                    let graph = ViewGraph(root: ParagraphsScene(texts: texts))
                    surface.clear(.white)
                    surface.draw(graph.render(size: size))
                    graphs.append(graph)
                } else {
                    reference.drawFrame(texts)
                }
            }
            print("\(scene): \(count + 1) frames")
            withExtendedLifetime(graphs) { exit(0) }
        }
        let messages = Message.list(count: 1_000, seed: 100)
        var seed: UInt64 = 100
        let build: () -> ViewGraph = scene == "grid" ? { buildAndLayout(LayoutGridScene()) }
            : scene == "new-messages" ? { seed += 1; return buildAndLayout(MessageListScene(messages: Message.list(count: 1_000, seed: seed))) }
            : { buildAndLayout(MessageListScene(messages: messages)) }
        var graphs = [build()]
        for _ in 0..<count { graphs.append(build()) }
        print("\(scene): \(graphs.count) builds")
        withExtendedLifetime(graphs) { exit(0) }
    }

    static func report(_ scene: String, atelier: Double, range: (low: Double, high: Double)) {
        let midpoint = (range.low + range.high) / 2
        print(String(format: "SwiftCrossUI %@: SwiftCrossUI's own figure %.0f-%.0f ms (its headless backend, this machine, measured before); Atelier / midpoint %.0f ms: %.2fx (%@)",
                     scene, range.low, range.high, midpoint, atelier / midpoint,
                     atelier < midpoint ? String(format: "%.1fx faster", midpoint / atelier) : String(format: "%.1fx slower", atelier / midpoint)))
        BenchmarkSummary.add("SwiftCrossUI \(scene), build + layout", atelier: atelier, reference: midpoint,
                             referenceName: String(format: "SwiftCrossUI %.0f-%.0f", range.low, range.high))
    }
}
