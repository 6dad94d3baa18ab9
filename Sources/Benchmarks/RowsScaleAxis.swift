import Foundation

/// The rows scene along its scale axis: 1,000, 10,000 and 100,000 rows, in a VStack and in a LazyVStack (which
/// makes only the rows in view and a screen each way), and 100,000 rows in a List: first frame, one row's colour
/// change, a scroll by a screen, memory.
@MainActor enum RowsScaleAxis {
    /// Whether the VStack is measured at 100,000 rows too (`Benchmarks --all-rows`). Not by default: its first
    /// frame took 30.7 s on this machine (1 December 2026), over the 30 s a figure may take for `make benchmark`
    /// to stay within about six minutes; the LazyVStack is measured instead.
    static let measuresVStackAt100k = CommandLine.arguments.contains("--all-rows")

    /// `vstack` holds the VStack sizes measured already (the figures before this one); `measuresVStack` false
    /// leaves the VStack at 100,000 rows out whatever `--all-rows` says.
    static func run(vstack measured: [Int: RowsFigures], measuresVStack: Bool = true) {
        var vstack = measured
        var lazy: [Int: RowsFigures] = [:]
        for count in [1_000, 10_000, 100_000] { lazy[count] = rowsScene(count, lazy: true) }
        let list = [100_000: rowsScene(100_000, list: true)]
        if !measuresVStack {
        } else if measuresVStackAt100k {
            vstack[100_000] = rowsScene(100_000)
        } else {
            print("rows scene, 100000 rows in a VStack: not measured (its first frame took 30.7 s on this machine, over the 30 s limit; `Benchmarks --all-rows` measures it)")
        }
        for (name, figures) in [("VStack", vstack), ("LazyVStack", lazy), ("List", list)] {
            for count in figures.keys.sorted() {
                let f = figures[count]!
                let figure = String(format: "first frame %.1f ms, change %.2f ms, screen scroll %.1f ms", f.firstFrame, f.change, f.screenScroll)
                print("rows scale axis, \(name), \(count) rows: \(figure)")
                BenchmarkSummary.add("rows, \(name), \(count)", figure: figure)
            }
            // 1,000 rows measured on a fresh heap (`--memory`), 100,000 here (hundreds of MB, above the noise) or,
            // for the lazy scenes, on a fresh heap as well (their rows take too little to tell from freed memory).
            if let small = MemoryPerView.rowsBytes[name], let large = MemoryPerView.rowsBytes["\(name)-100000"] ?? figures[100_000]?.residentBytes {
                let figure = String(format: "%.1f MB at 100,000 rows, %.1f MB at 1,000: %.2fx", Double(large) / 1_048_576,
                                    Double(small) / 1_048_576, Double(large) / Double(small))
                print("rows scale axis, \(name): memory \(figure)")
                BenchmarkSummary.add("memory, rows in a \(name), 100000 / 1000", figure: figure)
            }
        }
    }
}
