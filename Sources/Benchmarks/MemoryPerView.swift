import Foundation
@_spi(Backend) import AtelierCore

/// Resident memory per view on the message list: resident bytes after building and laying out 1,000 messages
/// (new texts, so their layouts count) minus before, over the nodes of the graph. The graph has no public node
/// count; the nodes are counted as the first layout pass sized or placed them (`nodesLaidOut` of a new graph,
/// which a first pass lays out whole).
@MainActor enum MemoryPerView {
    static func run() {
        let messages = Message.list(count: 1_000, seed: 9_999)
        guard let before = ResidentMemory.sample() else { return print("memory per view: resident memory could not be read") }
        let graph = ViewGraph(root: MessageListScene(messages: messages))
        graph.update()
        graph.layout(in: SwiftCrossUIBenchmarks.size)
        guard let built = ResidentMemory.sample() else { return }
        let nodes = graph.nodesLaidOut
        _ = graph.render(size: SwiftCrossUIBenchmarks.size)
        guard let drawn = ResidentMemory.sample() else { return }
        let perNode = Double(built - before) / Double(nodes)
        print(String(format: "memory per view, message list of 1,000: %.1f MB resident after build + layout, %d nodes: %.0f bytes a node (%.0f bytes a message); with its display list %.0f bytes a node",
                     Double(built - before) / 1_048_576, nodes, perNode, Double(built - before) / 1_000,
                     Double(drawn - before) / Double(nodes)))
        BenchmarkSummary.add("memory per view (message list)", figure: String(format: "%.0f bytes/node", perNode))
        withExtendedLifetime(graph) {}
    }
}
