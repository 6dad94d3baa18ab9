import Foundation

/// What a child process does: runs trees and reports each as a line, or shrinks one case in-process.
@MainActor enum ChildMode {
    /// Runs trees `start..<start+count` of a seed, one result line each, flushed as it goes so that the
    /// parent knows the last tree finished when the child dies. Stops early after a renderer failure.
    static func runTrees(seed: UInt64, start: Int, count: Int, runner: TreeRunner) {
        let injected = InjectedFault.fromEnvironment
        for index in start..<(start + count) {
            injected?.strike(at: index)
            var generator = TreeGenerator(seed: seed, index: index)
            let c = generator.makeCase()
            let result = runOne(c, index: index, runner: runner)
            emit(result.line)
            // Cairo says each error once per process, and a broken renderer spoils every later tree: the
            // parent goes on in a fresh child, so that each tree's renderer failures are its own.
            if result.rendererBroken || result.failures.contains(where: { $0.kind == .rendererError }) { return }
        }
    }

    /// Runs one case given as a JSON file (the parent shrinking a crash, a hang or a renderer failure).
    static func runCaseFile(_ path: String, runner: TreeRunner) {
        guard let c = loadCase(path) else { fatalError("cannot read case file \(path)") }
        emit(runOne(c, index: -1, runner: runner).line)
    }

    /// Shrinks a case in this process, keeping candidates that still fail with `kind`; prints the result.
    static func shrinkCaseFile(_ path: String, kind: FuzzFailure.Kind, runner: TreeRunner) {
        guard let c = loadCase(path) else { fatalError("cannot read case file \(path)") }
        let shrinker = Shrinker(reproduces: { candidate in
            emit("TRYING")
            return runner.run(candidate).failures.contains { $0.kind == kind }
        })
        let shrunk = shrinker.shrink(c)
        let detail = runner.run(shrunk).failures.first { $0.kind == kind }
        emit("SHRUNK " + String(decoding: try! FuzzJSON.encoder.encode(ShrinkResult(fuzzCase: shrunk, failure: detail)), as: UTF8.self))
    }

    static func runOne(_ c: FuzzCase, index: Int, runner: TreeRunner) -> TreeResult {
        let start = Date()
        let outcome = runner.run(c)
        return TreeResult(index: index, failures: outcome.failures, warnings: outcome.warnings.count,
                          milliseconds: Date().timeIntervalSince(start) * 1000, rendererBroken: outcome.rendererBroken)
    }

    static func loadCase(_ path: String) -> FuzzCase? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? FuzzJSON.decoder.decode(FuzzCase.self, from: data)
    }

    static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// A shrunk case with the failure it still shows.
struct ShrinkResult: Codable {
    var fuzzCase: FuzzCase
    var failure: FuzzFailure?
}
