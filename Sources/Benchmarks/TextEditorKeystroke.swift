import Foundation
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierCairo

/// A TextEditor holding 10,000 words in paragraphs of 40 to 160 words, 600x800 points at scale 2, focused:
/// a keystroke's cost from the typed character to the window's pixels (update, layout, display list, and
/// the damaged part painted), typing in the middle of the text and at its start.
@MainActor enum TextEditorKeystroke {
    /// The editor's text: `words` words of the benchmark's vocabulary, in paragraphs.
    static func text(words: Int) -> String {
        var source = WordSource(seed: 2_026)
        var paragraphs: [String] = []
        var remaining = words
        while remaining > 0 {
            let count = min(remaining, 40 + source.next(121))
            remaining -= count
            var sentences: [String] = []
            var left = count
            while left > 0 {
                let n = min(left, 6 + source.next(12))
                left -= n
                sentences.append(source.sentence(words: n))
            }
            paragraphs.append(sentences.joined(separator: " "))
        }
        return paragraphs.joined(separator: "\n")
    }

    struct Scene: View {
        @State var text: String
        var body: some View { TextEditor(text: $text) }
    }

    static func run() {
        let size = CGSize(width: 600, height: 800)
        let text = text(words: 10_000)
        let graph = ViewGraph(root: Scene(text: text))
        let window = WindowFrames(graph: graph, size: size)
        let frame = window.frame
        // A click in the middle of the page focuses the editor there; the next frames type.
        graph.pointerDown(at: CGPoint(x: 300, y: 400))
        graph.pointerUp()
        frame()
        guard let state = graph.focusedTextInputState else { return print("text editor keystroke: the editor took no focus") }
        print(String(format: "text editor of 10,000 words (%d bytes, %d paragraphs), caret at byte %d",
                     text.utf8.count, text.split(separator: "\n").count, state.selection.lowerBound))
        var typed = 0
        let middle = measure("text editor, 10,000 words: a keystroke in view (update + layout + draw)", repeats: 40) {
            typed += 1
            graph.insertText(typed % 2 == 0 ? "a" : "b")
            frame()
        }
        let deletion = measure("text editor, 10,000 words: Backspace (update + layout + draw)", repeats: 40) {
            graph.keyDown(.delete)
            frame()
        }
        BenchmarkSummary.add("TextEditor of 10,000 words: a keystroke", figure: String(format: "%.2f ms (target < 4 ms)", middle))
        BenchmarkSummary.add("TextEditor of 10,000 words: Backspace", figure: String(format: "%.2f ms (target < 4 ms)", deletion))
        withExtendedLifetime(graph) {}
    }
}
