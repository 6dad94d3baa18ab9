import Foundation
import Observation
import Atelier
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo

/// Issue 36's last stalls, timed in a release build (`Benchmarks --hangs`): 5 MB pasted into a one-line
/// TextField and a key after it, 100 nested sheets presented at once, and the first frame of a List whose rows
/// append to its own items (stopped at the update bound).
@MainActor enum HangCases {
    struct Field: View {
        var secure = false
        @State var text = ""
        var body: some View {
            if secure { SecureField("Paste here", text: $text).padding() } else { TextField("Paste here", text: $text).padding() }
        }
    }

    struct NestedSheet: View {
        let level: Int
        let depth: Int
        @State private var shown = true
        var body: some View {
            Text("Sheet \(level)")
                .sheet(isPresented: $shown) {
                    if level < depth { NestedSheet(level: level + 1, depth: depth) }
                }
        }
    }

    @Observable final class Growing {
        var items: [Int] = [0]
    }

    struct GrowingList: View {
        let model: Growing
        var body: some View {
            List {
                ForEach(model.items, id: \.self) { i in
                    let _ = model.items.append(model.items.count)
                    Text("row \(i)")
                }
            }
        }
    }

    static func seconds(_ work: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func run() {
        let size = CGSize(width: 600, height: 400)
        // A one-line field, focused by a click, given 5 MB of words in one paste; a TextField, then a SecureField.
        let words = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 5_000_000 / 45)
        for (secure, name) in [(false, "TextField"), (true, "SecureField")] {
            let field = ViewGraph(root: Field(secure: secure))
            let window = WindowFrames(graph: field, size: size)
            field.pointerDown(at: CGPoint(x: 300, y: 200))
            field.pointerUp()
            window.frame()
            let paste = seconds {
                field.insertText(words)
                window.frame()
            }
            var keys: [Double] = []
            for key in ["a", "b", "c"] {
                keys.append(seconds {
                    field.insertText(key)
                    window.frame()
                })
            }
            print(String(format: "one-line %@: a paste of %d bytes %.3f s, a key after it %.3f s (worst of 3)",
                         name, words.utf8.count, paste, keys.max() ?? 0))
            BenchmarkSummary.add("\(name), 5 MB paste", figure: String(format: "%.3f s (must < 0.5 s)", paste))
            BenchmarkSummary.add("\(name), a key after it", figure: String(format: "%.3f s (must < 0.5 s)", keys.max() ?? 0))
        }

        let sheets = seconds {
            let graph = ViewGraph(root: NestedSheet(level: 1, depth: 100))
            _ = graph.render(size: size)
            withExtendedLifetime(graph) {}
        }
        print(String(format: "100 nested sheets presented at once: first frame %.3f s", sheets))
        BenchmarkSummary.add("100 nested sheets: first frame", figure: String(format: "%.3f s", sheets))

        Diagnostics.reset()
        let model = Growing()
        let list = seconds {
            let graph = ViewGraph(root: GrowingList(model: model))
            _ = graph.render(size: size)
            withExtendedLifetime(graph) {}
        }
        print(String(format: "a List whose rows append to its items: first frame %.3f s (%d items made)", list, model.items.count))
        BenchmarkSummary.add("List appending to its own items: first frame", figure: String(format: "%.3f s (must < 1 s)", list))
    }
}
