import Foundation
import Atelier
@_spi(Backend) import AtelierCore
@_spi(Backend) import AtelierTesting

/// Runs one case the way a user meets it: hosted in a TestHost, laid out, drawn, given its input; twice,
/// to compare; then a fresh red square is drawn to see that the renderer still works.
@MainActor struct TreeRunner {
    /// Where this process's standard error goes, when the parent captured it to a file: Cairo's error
    /// lines are read from there.
    var stderrLog: StderrLog?

    /// What one run of a case showed.
    struct Outcome {
        var failures: [FuzzFailure] = []
        /// Distinct runtime warnings the case gave (bad input is expected to warn, not to fail).
        var warnings: [String] = []
        /// Whether the renderer no longer draws (every later case in this process would be unreliable).
        var rendererBroken = false
    }

    /// One pass over a case: what the frames and pixels were, for comparing two passes.
    private struct Pass {
        var frames: [IdentifiedFrame] = []
        var finalFrames: [IdentifiedFrame] = []
        var png: Data?
        var finalPNG: Data?
        var failures: [FuzzFailure] = []
    }

    func run(_ c: FuzzCase) -> Outcome {
        Diagnostics.reset()
        _ = stderrLog?.readNew()
        var outcome = Outcome()
        let checker = InvariantChecker(tree: c.tree)
        let first = pass(c, checker: checker)
        outcome.failures = first.failures
        let second = pass(c, checker: nil)
        if let difference = Self.difference(first, second) {
            outcome.failures.append(FuzzFailure(kind: .nondeterministic, signature: difference.signature, detail: difference.detail))
        }
        outcome.warnings = Diagnostics.warnings
        if !Self.rendererDraws() {
            outcome.rendererBroken = true
            outcome.failures.append(FuzzFailure(kind: .rendererBroken, signature: "red square not drawn after the tree",
                                                detail: "a fresh 10x10 Color.red drawn after this tree does not show"))
        }
        let log = (stderrLog?.readNew() ?? "") + outcome.warnings.joined(separator: "\n")
        for line in log.split(separator: "\n") where line.contains("Cairo reported an error") {
            outcome.failures.append(FuzzFailure(kind: .rendererError, signature: "Cairo reported an error", detail: String(line)))
            break
        }
        return outcome
    }

    private func pass(_ c: FuzzCase, checker: InvariantChecker?) -> Pass {
        var p = Pass()
        let host = TestHost(c.tree.makeView(), size: CGSize(width: c.width, height: c.height))
        p.frames = host.identifiedFrames()
        if let checker { p.failures += checker.check(p.frames) }
        p.png = host.pngData()
        guard !c.inputs.isEmpty else { return p }
        // The first pass draws after every input, each frame repainted where its damage says and compared with
        // a full repaint; the second draws once at the end, so the last frames of both must agree too.
        TestHost.checksDamage = checker != nil
        defer { TestHost.checksDamage = false }
        let nodes = c.tree.numbered()
        for input in c.inputs {
            InputDriver(host: host, nodes: nodes).apply(input)
            if checker != nil {
                _ = host.pngData()
                if let f = Self.textStateFailure(host, after: input), !p.failures.contains(f) { p.failures.append(f) }
            }
        }
        if host.damageMisses > 0 {
            p.failures.append(FuzzFailure(kind: .damageMissed, signature: "a partial repaint differs from a full repaint",
                                          detail: "\(host.damageMisses) of the frames after input repainted where their damage said and differ from a full repaint"))
        }
        p.finalFrames = host.identifiedFrames()
        if let checker {
            // The same failure seen before and after input counts once.
            for f in checker.check(p.finalFrames) where !p.failures.contains(where: { $0.kind == f.kind && $0.signature == f.signature }) {
                p.failures.append(f)
            }
        }
        p.finalPNG = host.pngData()
        return p
    }

    /// The focused field's state as a test reads it, when it cannot be: a selection outside the text, marked
    /// text that is not part of it.
    static func textStateFailure(_ host: TestHost, after input: FuzzInput) -> FuzzFailure? {
        guard let field = host.focusedTextField else { return nil }
        let count = field.text.count
        if field.selection.lowerBound < 0 || field.selection.upperBound > count {
            return FuzzFailure(kind: .wrongState, signature: "focused field's selection outside its text",
                               detail: "after \(input.summary): selection \(field.selection) in a text of \(count) characters")
        }
        if let marked = field.markedText, !marked.isEmpty, !field.text.contains(marked) {
            return FuzzFailure(kind: .wrongState, signature: "focused field's marked text not in its text",
                               detail: "after \(input.summary): marked \(FuzzTree.literal(marked)) in \(FuzzTree.literal(String(field.text.prefix(200))))")
        }
        return nil
    }

    /// How two passes of one case differ, if they do.
    private static func difference(_ a: Pass, _ b: Pass) -> (signature: String, detail: String)? {
        func text(_ frames: [IdentifiedFrame]) -> [String] { frames.map { "\($0.identifier) \($0.layoutFrame.compact) \($0.renderedFrame.compact)" } }
        for (label, x, y) in [("frames", a.frames, b.frames), ("frames after input", a.finalFrames, b.finalFrames)] {
            let tx = text(x), ty = text(y)
            if tx != ty {
                let i = tx.indices.first { $0 >= ty.count || tx[$0] != ty[$0] } ?? ty.count
                let first = i < tx.count ? tx[i] : "(none)", second = i < ty.count ? ty[i] : "(none)"
                return (label, "\(label) differ between two runs: \(first) vs \(second)")
            }
        }
        if a.png != b.png { return ("pixels", "pixels differ between two runs") }
        if a.finalPNG != b.finalPNG { return ("pixels after input", "pixels after input differ between two runs") }
        return nil
    }

    /// Whether a fresh host still draws a red square.
    static func rendererDraws() -> Bool {
        let host = TestHost(Color.red.frame(width: 10, height: 10), size: CGSize(width: 10, height: 10))
        let c = host.color(at: CGPoint(x: 5, y: 5))
        return c.a == 255 && c.r > 200 && c.g < 120 && c.b < 120
    }
}

/// A file this process's standard error is written to, read as it grows.
final class StderrLog {
    let path: String
    private var offset: UInt64 = 0

    init(path: String) { self.path = path }

    /// What was written since the last read.
    func readNew() -> String {
        guard let h = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? h.close() }
        try? h.seek(toOffset: offset)
        let data = h.readDataToEndOfFile()
        offset += UInt64(data.count)
        return String(decoding: data, as: UTF8.self)
    }
}
