import Foundation

/// The parent: runs the trees of a seed in batches, each batch in a child process; records every
/// failure with the tree's index; a crash or hang names the tree the child was on (results stream a line
/// per tree), confirmed alone or bisected to the earlier trees it needs. Then shrinks one tree of each
/// kind of failure and prints the distinct shrunk programs.
final class BatchRunner {
    struct Options {
        var seed: UInt64 = 1
        var count = 1000
        var batch = 500
        /// Seconds a child may go without finishing a tree.
        var timeout = 30.0
        /// How many failure groups get shrunk.
        var shrinkLimit = 24
    }

    let options: Options
    /// Failing trees, by index.
    private var failing: [Int: [FuzzFailure]] = [:]
    private var children = 0
    private var treeTime = 0.0
    private var slowest: (index: Int, ms: Double) = (-1, 0)
    private var warned = 0

    init(options: Options) { self.options = options }

    /// Runs everything and prints the report; returns the process's exit status.
    func run() -> Int32 {
        let start = Date()
        print("Fuzz: seed \(options.seed), \(options.count) trees, batches of \(options.batch), \(options.timeout) s per tree")
        var next = 0
        var lastReport = Date()
        while next < options.count {
            let batchStart = next
            let n = min(options.batch, options.count - next)
            next = runBatch(start: batchStart, count: n)
            if Date().timeIntervalSince(lastReport) > 15 || next >= options.count {
                lastReport = Date()
                print("  \(next)/\(options.count) trees, \(failing.count) failing, \(Int(Date().timeIntervalSince(start))) s")
                fflush(nil)
            }
        }
        let elapsed = Date().timeIntervalSince(start)
        printSummary(elapsed: elapsed)
        let groups = shrinkGroups()
        print("Total time \(String(format: "%.1f", Date().timeIntervalSince(start))) s (trees \(String(format: "%.1f", elapsed)) s, shrinking \(String(format: "%.1f", Date().timeIntervalSince(start) - elapsed)) s)")
        return failing.isEmpty && groups == 0 ? 0 : 1
    }

    /// Runs trees from `start`; returns the index to go on from (past a tree that crashed or hung).
    private func runBatch(start: Int, count: Int) -> Int {
        children += 1
        guard let child = try? ChildProcess(arguments: childArguments(start: start, count: count)) else {
            fatalError("cannot start a child process")
        }
        var lastDone = start - 1
        while let line = child.nextLine(timeout: options.timeout) {
            guard let r = TreeResult(line: line) else { continue }
            lastDone = r.index
            treeTime += r.milliseconds
            if r.milliseconds > slowest.ms { slowest = (r.index, r.milliseconds) }
            if r.warnings > 0 { warned += 1 }
            if !r.failures.isEmpty { failing[r.index] = r.failures }
        }
        let end = child.end()
        let stuck = lastDone + 1
        switch end {
        case .finished:
            // A child ends early after a tree that broke the renderer; a fresh one goes on after it.
            if stuck == start && count > 0 {
                record(.crash, at: stuck, signature: "child ended without a result", detail: child.stderrTail())
                return stuck + 1
            }
            return stuck
        case .crashed(let why):
            let alone = confirm(index: stuck, batchStart: start)
            record(.crash, at: stuck, signature: "crash", detail: "\(why) \(alone)\n\(child.stderrTail())")
            return stuck + 1
        case .hung:
            record(.hang, at: stuck, signature: "no result in \(options.timeout) s", detail: "killed after \(options.timeout) s without a result")
            return stuck + 1
        }
    }

    private func childArguments(start: Int, count: Int) -> [String] {
        ["--child", "--seed", String(options.seed), "--start", String(start), "--count", String(count)]
    }

    private func record(_ kind: FuzzFailure.Kind, at index: Int, signature: String, detail: String) {
        failing[index, default: []].append(FuzzFailure(kind: kind, signature: signature, detail: detail))
    }

    /// Whether a crash at `index` happens with the tree alone; if not, the first earlier tree it needs
    /// (bisected: the shortest run of trees before it that still crashes at it).
    private func confirm(index: Int, batchStart: Int) -> String {
        func crashes(from s: Int) -> Bool {
            guard let c = try? ChildProcess(arguments: childArguments(start: s, count: index - s + 1)) else { return false }
            var last = s - 1
            while let line = c.nextLine(timeout: options.timeout) { if let r = TreeResult(line: line) { last = r.index } }
            if case .finished = c.end() { return false }
            return last == index - 1
        }
        if crashes(from: index) { return "(reproduces alone)" }
        guard crashes(from: batchStart) else { return "(does not reproduce, even after the trees before it)" }
        var lo = batchStart, hi = index
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if crashes(from: mid) { lo = mid } else { hi = mid }
        }
        return "(only after earlier trees: run from index \(lo))"
    }

    // MARK: Report

    private func printSummary(elapsed: Double) {
        let n = max(options.count, 1)
        print("")
        print("\(options.count) trees in \(String(format: "%.1f", elapsed)) s (\(String(format: "%.1f", treeTime / Double(n))) ms a tree in the children, slowest: index \(slowest.index) at \(Int(slowest.ms)) ms), \(children) child processes")
        print("Trees with runtime warnings (bad input, expected): \(warned)")
        print("Failing trees: \(failing.count)")
        for kind in FuzzFailure.Kind.allCases {
            let trees = failing.values.filter { $0.contains { $0.kind == kind } }.count
            print("  \(kind.rawValue): \(trees)")
        }
        fflush(nil)
    }

    /// Shrinks the first tree of each group (kind and signature), prints each distinct shrunk program;
    /// returns how many distinct failures there are.
    private func shrinkGroups() -> Int {
        var groups: [String: (kind: FuzzFailure.Kind, indices: [Int])] = [:]
        for index in failing.keys.sorted() {
            for f in failing[index]! {
                let key = "\(f.kind.rawValue): \(f.signature)"
                groups[key, default: (f.kind, [])].indices.append(index)
            }
        }
        guard !groups.isEmpty else { return 0 }
        let order = groups.keys.sorted {
            let a = groups[$0]!, b = groups[$1]!
            let ka = FuzzFailure.Kind.allCases.firstIndex(of: a.kind)!, kb = FuzzFailure.Kind.allCases.firstIndex(of: b.kind)!
            return ka != kb ? ka < kb : a.indices.count > b.indices.count
        }
        print("\nFailure groups (kind: what, trees, first index):")
        for key in order {
            let g = groups[key]!
            print("  \(key): \(g.indices.count) trees, first --index \(g.indices[0])")
            if let f = failing[g.indices[0]]?.first(where: { "\($0.kind.rawValue): \($0.signature)" == key }) {
                for line in f.detail.split(separator: "\n").prefix(4) { print("      \(line)") }
            }
        }
        var distinct: [String: (title: String, trees: Int, detail: String)] = [:]
        var programs: [String] = []
        // The biggest group of each kind is shrunk first, so that a limit never hides a whole kind.
        var firsts: [String] = [], seenKinds = Set<FuzzFailure.Kind>()
        for key in order where seenKinds.insert(groups[key]!.kind).inserted { firsts.append(key) }
        let shrinkOrder = firsts + order.filter { !firsts.contains($0) }
        for key in shrinkOrder.prefix(options.shrinkLimit) {
            let g = groups[key]!
            let index = g.indices[0]
            var generator = TreeGenerator(seed: options.seed, index: index)
            let original = generator.makeCase()
            let (shrunk, detail) = shrink(original, kind: g.kind)
            let program = shrunk.swiftProgram(title: "\(g.kind.rawValue) (shrunk from --seed \(options.seed) --index \(index))")
            let body = shrunk.tree.swiftLines().joined(separator: "\n") + "@\(shrunk.width)x\(shrunk.height) \(shrunk.inputs)"
            if distinct[body] == nil { programs.append(body) }
            let old = distinct[body]
            distinct[body] = (old?.title ?? program, (old?.trees ?? 0) + g.indices.count, old?.detail ?? detail)
        }
        print("\nDistinct shrunk failures: \(programs.count)")
        for (i, body) in programs.enumerated() {
            let d = distinct[body]!
            print("\n--- \(i + 1). \(d.trees) trees in its groups; \(d.detail)")
            print(d.title)
        }
        if order.count > options.shrinkLimit { print("\n(\(order.count - options.shrinkLimit) more groups not shrunk; raise --shrink-limit)") }
        fflush(nil)
        return programs.count
    }

    /// Shrinks a case: crashes, hangs and renderer failures with a child per candidate (each needs a
    /// fresh process), other failures in one child that shrinks in-process.
    private func shrink(_ c: FuzzCase, kind: FuzzFailure.Kind) -> (FuzzCase, String) {
        let file = NSTemporaryDirectory() + "atelier-fuzz-case-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: file) }
        func write(_ c: FuzzCase) { try? FuzzJSON.encoder.encode(c).write(to: URL(fileURLWithPath: file)) }
        switch kind {
        case .crash, .hang, .rendererBroken, .rendererError:
            var lastDetail = ""
            let shrinker = Shrinker(reproduces: { candidate in
                write(candidate)
                guard let child = try? ChildProcess(arguments: ["--child", "--case-file", file]) else { return false }
                var result: TreeResult?
                while let line = child.nextLine(timeout: kind == .hang ? self.options.timeout : 60) { result = TreeResult(line: line) ?? result }
                switch child.end() {
                case .crashed(let why):
                    lastDetail = "\(why): \(child.stderrTail(maxLines: 3))"
                    return kind == .crash
                case .hung: return kind == .hang
                case .finished:
                    guard let f = result?.failures.first(where: { $0.kind == kind }) else { return false }
                    lastDetail = f.detail
                    return true
                }
            }, budget: 150)
            let s = shrinker.shrink(c)
            return (s, lastDetail)
        default:
            write(c)
            guard let child = try? ChildProcess(arguments: ["--child", "--shrink-file", file, "--kind", kind.rawValue]) else { return (c, "") }
            var shrunk: ShrinkResult?
            while let line = child.nextLine(timeout: options.timeout) {
                if line.hasPrefix("SHRUNK ") {
                    shrunk = try? FuzzJSON.decoder.decode(ShrinkResult.self, from: Data(line.dropFirst(7).utf8))
                }
            }
            _ = child.end()
            guard let shrunk else { return (c, "(shrinking failed: \(child.stderrTail(maxLines: 2)))") }
            // Not failing again in a fresh process: the failure needs the trees run before it (unshrunk).
            return (shrunk.fuzzCase, shrunk.failure?.detail ?? "does not fail alone in a fresh process (needs the trees run before it in its batch); not shrunk")
        }
    }
}
