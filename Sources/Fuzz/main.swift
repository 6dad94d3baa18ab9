import Foundation

// The fuzzer (`make fuzz`): random view trees with random input, each batch in a child process.
//   Fuzz --seed N --count N [--batch N] [--timeout S] [--shrink-limit N]   run and report (exit 1 on failures)
//   Fuzz --seed N --index I                                               one tree: its program and failures
//   Fuzz --self-test                                                       the fuzzer checks itself; lists issue 10's known cases
// A child is this program with --child (see ChildMode); users do not start one.

let arguments = Array(CommandLine.arguments.dropFirst())

@MainActor func value(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}

func usage(_ problem: String) -> Never {
    FileHandle.standardError.write(Data("Fuzz: \(problem)\nusage: Fuzz --seed N --count N [--batch N] [--timeout S] [--shrink-limit N] | --seed N --index I\n".utf8))
    exit(2)
}

@MainActor func number<T: LosslessStringConvertible>(_ name: String, default d: T) -> T {
    guard let s = value(name) else { return d }
    guard let v = T(s) else { usage("\(name) takes a number, not \(s)") }
    return v
}

if arguments.contains("--self-test") { exit(SelfTest.run(runner: TreeRunner())) }
let seed: UInt64 = number("--seed", default: 1)
var runner = TreeRunner()
if let log = value("--stderr-log") { runner.stderrLog = StderrLog(path: log) }

if arguments.contains("--child") {
    if let file = value("--case-file") {
        ChildMode.runCaseFile(file, runner: runner)
    } else if let file = value("--shrink-file") {
        guard let kind = value("--kind").flatMap(FuzzFailure.Kind.init(rawValue:)) else { usage("--shrink-file needs --kind") }
        ChildMode.shrinkCaseFile(file, kind: kind, runner: runner)
    } else {
        ChildMode.runTrees(seed: seed, start: number("--start", default: 0), count: number("--count", default: 1), runner: runner)
    }
    exit(0)
}

if let index: Int = value("--index").map({ Int($0) ?? -1 }) {
    guard index >= 0 else { usage("--index takes a tree number") }
    var generator = TreeGenerator(seed: seed, index: index)
    let c = generator.makeCase()
    print(c.swiftProgram(title: "--seed \(seed) --index \(index)"))
    let outcome = runner.run(c)
    print("\n\(outcome.failures.count) failures, \(outcome.warnings.count) warnings")
    for f in outcome.failures { print("  \(f.kind.rawValue): \(f.signature)\n    \(f.detail)") }
    for w in outcome.warnings { print("  warning: \(w)") }
    exit(outcome.failures.isEmpty ? 0 : 1)
}

var options = BatchRunner.Options()
options.seed = seed
options.count = number("--count", default: options.count)
options.batch = max(1, number("--batch", default: options.batch))
options.timeout = number("--timeout", default: options.timeout)
options.shrinkLimit = number("--shrink-limit", default: options.shrinkLimit)
exit(BatchRunner(options: options).run())
