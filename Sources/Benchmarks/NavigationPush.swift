import Foundation
import Atelier
@_spi(Backend) import AtelierCore

/// A NavigationStack pushing a screen of a 30-row List, 390x844 points at scale 2 (issue 37: under 8 ms to the
/// first full frame). Each push shows a new screen number, so its 30 row texts and its title are new: shaped for
/// the first time, as on every push of an app.
@MainActor enum NavigationPush {
    /// Rows whose content was made, to tell how often a push makes each row.
    static var rowsMade = 0

    @Observable final class Model {
        var path: [Int] = []
    }

    struct Scene: View {
        @Bindable var model: Model
        var body: some View {
            NavigationStack(path: $model.path) {
                List(0..<5, id: \.self) { Text("Screen \($0)") }
                    .navigationTitle("Screens")
                    .navigationDestination(for: Int.self) { screen in
                        List(0..<30, id: \.self) { row in
                            let _ = NavigationPush.rowsMade += 1
                            Label("Row \(row) of screen \(screen)", systemImage: "star")
                        }
                        .navigationTitle("Screen \(screen)")
                    }
            }
        }
    }

    static func run() {
        let size = CGSize(width: 390, height: 844)
        let model = Model()
        let graph = ViewGraph(root: Scene(model: model))
        let window = WindowFrames(graph: graph, size: size)
        var time = 0.0
        var screen = 0
        /// Moves the clock past any animation and draws the frame at rest.
        func settle() {
            time += 2
            graph.advanceClock(to: time)
            window.frame()
        }
        settle()
        // The push's frame (the new screen built, laid out and drawn where it starts) and the frame where the
        // transition has ended (the screen drawn whole): the work from the push to the first full frame. Each push
        // starts from the root at rest, outside the time.
        var best = Double.infinity
        var rows = 0, madeByThePush = 0
        for _ in 0..<20 {
            model.path = []
            settle()
            screen += 1
            rowsMade = 0
            let start = DispatchTime.now().uptimeNanoseconds
            model.path = [screen]
            window.frame()
            madeByThePush = rowsMade
            settle()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            rows = graph.textItems().filter { $0.string.hasSuffix("of screen \(screen)") }.count
        }
        print(String(format: "navigation push of a 30-row List screen with new texts, to its first full frame (2 frames): %.2f ms (best of 20)", best))
        print("navigation push: \(rows) rows of the pushed screen on screen after the last push; rows made: \(madeByThePush) by the push's frame, \(rowsMade) by the two frames")
        BenchmarkSummary.add("navigation push, 30-row List, new texts, to the first full frame", figure: String(format: "%.2f ms (target < 8 ms)", best))
    }
}
