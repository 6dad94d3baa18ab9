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

    /// A window on the scene at rest, and what a push needs: the model, the clock and the frames.
    @MainActor final class Pushing {
        let model = Model()
        let graph: ViewGraph
        let window: WindowFrames
        var time = 0.0
        var screen = 0

        init() {
            graph = ViewGraph(root: Scene(model: model))
            window = WindowFrames(graph: graph, size: CGSize(width: 390, height: 844))
            settle()
        }

        /// Moves the clock past any animation and draws the frame at rest.
        func settle() {
            time += 2
            graph.advanceClock(to: time)
            window.frame()
        }

        /// Back to the root at rest, outside the push's time.
        func popToRoot() {
            model.path = []
            settle()
            screen += 1
            NavigationPush.rowsMade = 0
        }

        /// The push's frame (the new screen built, laid out and drawn where it starts) and the frame where the
        /// transition has ended (the screen drawn whole): the work from the push to the first full frame. Not
        /// inlined, so that `valgrind --toggle-collect` can count this function alone.
        /// Returns the rows made by the push's frame.
        @inline(never) func push() -> Int {
            model.path = [screen]
            pushFrame()
            let made = NavigationPush.rowsMade
            restingFrame()
            return made
        }

        /// The push's frame and the one at rest, apart, for `--toggle-collect` on either.
        @inline(never) func pushFrame() { window.frame() }
        @inline(never) func restingFrame() { settle() }
    }

    static func run() {
        let pushing = Pushing()
        var best = Double.infinity
        var rows = 0, madeByThePush = 0
        for _ in 0..<20 {
            pushing.popToRoot()
            let start = DispatchTime.now().uptimeNanoseconds
            madeByThePush = pushing.push()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            rows = pushing.graph.textItems().filter { $0.string.hasSuffix("of screen \(pushing.screen)") }.count
        }
        print(String(format: "navigation push of a 30-row List screen with new texts, to its first full frame (2 frames): %.2f ms (best of 20)", best))
        print("navigation push: \(rows) rows of the pushed screen on screen after the last push; rows made: \(madeByThePush) by the push's frame, \(rowsMade) by the two frames")
        BenchmarkSummary.add("navigation push, 30-row List, new texts, to the first full frame", figure: String(format: "%.2f ms (target < 8 ms)", best))
    }

    /// `count` pushes after one first push, timing nothing: for `valgrind --tool=callgrind
    /// --toggle-collect='*Pushing*push*'`, where the difference between two counts is the cost of the extra pushes.
    static func profile(count: Int) -> Never {
        let pushing = Pushing()
        for _ in 0...count {
            pushing.popToRoot()
            _ = pushing.push()
        }
        print("push: \(count + 1) pushes")
        exit(0)
    }
}
