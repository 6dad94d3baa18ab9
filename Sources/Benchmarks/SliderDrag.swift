import Foundation
@_spi(Backend) import AtelierCore

/// A Slider driving the opacity of 100 squares, 390x844 points at scale 2: the cost of one frame of a drag,
/// from the pointer's move to the window's pixels (update, layout, display list, and the damaged part painted).
@MainActor enum SliderDrag {
    /// The levels the scene's body saw: proof that the drag moved the slider.
    static var levels: Set<Double> = []

    struct Scene: View {
        @State var level = 0.5
        var body: some View {
            let _ = SliderDrag.levels.insert(level)
            VStack(spacing: 12) {
                Slider(value: $level)
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 10), spacing: 8) {
                    ForEach(0..<100) { index in
                        RoundedRectangle(cornerRadius: 4)
                            .fill(Color.blue)
                            .frame(height: 28)
                            .opacity(level * Double(index + 1) / 100)
                    }
                }
                Spacer(minLength: 0)
            }
            .padding()
        }
    }

    static func run() {
        let size = CGSize(width: 390, height: 844)
        let graph = ViewGraph(root: Scene())
        let window = WindowFrames(graph: graph, size: size)
        let frame = window.frame
        // The scene's slider spans 16...374 at the top, 28 points tall; its thumb starts in the middle. The drag goes back and
        // forth over the track, one frame per move.
        let y: CGFloat = 16 + 14
        graph.pointerDown(at: CGPoint(x: 195, y: y))
        frame()
        var step = 0
        let cost = measure("slider driving 100 views' opacity: a drag frame (update + layout + draw)", repeats: 60) {
            step += 1
            let x = 40 + CGFloat((step * 37) % 300)
            graph.pointerMove(to: CGPoint(x: x, y: y))
            frame()
        }
        // The same moves without painting: what the engine's update, layout and display list take of the frame.
        let engine = measure("slider driving 100 views' opacity: update + layout + display list, not painted", repeats: 60) {
            step += 1
            graph.pointerMove(to: CGPoint(x: 40 + CGFloat((step * 37) % 300), y: y))
            _ = graph.render(size: size)
        }
        _ = graph.takeDamage()
        graph.pointerUp()
        frame()
        guard levels.count > 30 else { return print("slider drag: the drag did not move the slider (\(levels.count) levels)") }
        BenchmarkSummary.add("Slider driving 100 views' opacity: a drag frame",
                             figure: String(format: "%.2f ms (target < 4 ms), %.2f ms before painting", cost, engine))
        withExtendedLifetime(graph) {}
    }
}
