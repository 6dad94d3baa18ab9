import Foundation
import GalleryKit
@_spi(Backend) import AtelierCore

/// What the accessibility tree costs: building it for each gallery screen and for the 1,000-message list, and
/// the semantics phase after one toggle changes (the path from the toggle to the root is built again).
@MainActor enum SemanticsCost {
    private struct ToggleInList: View {
        static var binding: Binding<Bool>?
        @State var isOn = false
        let messages: [Message]
        var body: some View {
            let _ = ToggleInList.binding = $isOn
            ScrollView {
                VStack(alignment: .leading) {
                    Toggle("Notify", isOn: $isOn)
                    ForEach(messages, id: \.id) { MessageRow(message: $0) }
                }
            }
        }
    }

    static func run() {
        var screens = 0.0, elements = 0
        for screen in GalleryScreens.all {
            let graph = ViewGraph(root: screen.view)
            graph.flush(through: .display, in: screen.size)
            let start = DispatchTime.now().uptimeNanoseconds
            let tree = graph.accessibilityTree
            screens += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            elements += tree.flattened.count
        }
        print(String(format: "semantics, every gallery screen's tree built (%d screens, %d elements): %.2f ms",
                      GalleryScreens.all.count, elements, screens))
        BenchmarkSummary.add("accessibility tree of all \(GalleryScreens.all.count) gallery screens", figure: String(format: "%.2f ms", screens))

        let graph = ViewGraph(root: ToggleInList(messages: Message.list(count: 1_000, seed: 1)))
        graph.flush(through: .display, in: CGSize(width: 390, height: 844))
        var count = 0
        let build = measure("semantics, message list of 1,000: the tree built", repeats: 1) {
            count = graph.accessibilityTree.flattened.count
        }
        print("semantics, message list of 1,000: \(count) elements")
        var on = false
        let change = measure("semantics, message list of 1,000: one toggle's change, the semantics phase (update, layout and display first)", repeats: 30) {
            on.toggle()
            ToggleInList.binding?.wrappedValue = on
            graph.flush(through: .display)
        }
        _ = change
        let phase = measure("semantics, message list of 1,000: the semantics phase alone after one toggle's change", repeats: 30) {
            on.toggle()
            ToggleInList.binding?.wrappedValue = on
            graph.flush(through: .display)
            let start = DispatchTime.now().uptimeNanoseconds
            graph.flush(through: .semantics)
            phaseTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        _ = phase
        let best = phaseTimes.min() ?? 0
        print(String(format: "semantics, message list of 1,000: the semantics phase after one toggle's change: %.3f ms (best of 30), %d nodes built again",
                      best, graph.semanticsNodesBuiltInLastPass))
        BenchmarkSummary.add("accessibility tree of the 1,000-message list", figure: String(format: "%.1f ms, %d elements", build, count))
        BenchmarkSummary.add("semantics phase after one toggle's change (message list)", figure: String(format: "%.3f ms (target 0.1)", best))
    }
    private static var phaseTimes: [Double] = []
}
