import Foundation

/// The rows scene along its scale axis: 1,000, 10,000 and 100,000 rows, in a VStack and in a LazyVStack (which
/// builds every row today, like the VStack): first frame, one row's colour change, a scroll by a screen, memory.
@MainActor enum RowsScaleAxis {
    /// A first frame predicted longer than this is not measured: the whole of `make benchmark` should stay
    /// within about six minutes.
    static let longestFirstFrame = 30_000.0

    /// `vstack` holds the VStack sizes measured already (the figures before this one).
    static func run(vstack measured: [Int: RowsFigures]) {
        var vstack = measured
        var lazy: [Int: RowsFigures] = [:]
        for count in [1_000, 10_000] { lazy[count] = rowsScene(count, lazy: true) }
        // The first frame grows with the rows: 100,000 is predicted from 10,000.
        for (name, isLazy) in [("VStack", false), ("LazyVStack", true)] {
            let predicted = (isLazy ? lazy : vstack)[10_000]!.firstFrame * 10
            if predicted > longestFirstFrame {
                print(String(format: "rows scene in a %@, 100000 rows: not measured, its first frame would take about %.0f s (10x that of 10,000 rows; the limit is %.0f s)",
                             name, predicted / 1000, longestFirstFrame / 1000))
            } else if isLazy {
                lazy[100_000] = rowsScene(100_000, lazy: true)
            } else {
                vstack[100_000] = rowsScene(100_000)
            }
        }
        for (name, figures) in [("VStack", vstack), ("LazyVStack", lazy)] {
            for count in figures.keys.sorted() {
                let f = figures[count]!
                let memory = f.residentBytes.map { String(format: ", %.1f MB", Double($0) / 1_048_576) } ?? ""
                let figure = String(format: "first frame %.0f ms, change %.2f ms, screen scroll %.2f ms%@",
                                    f.firstFrame, f.change, f.screenScroll, memory)
                print("rows scale axis, \(name), \(count) rows: \(figure)")
                BenchmarkSummary.add("rows, \(name), \(count)", figure: figure)
            }
            if let small = figures[1_000]?.residentBytes, let large = figures[100_000]?.residentBytes {
                print(String(format: "rows scale axis, %@: memory of 100,000 rows is %.1fx that of 1,000", name, Double(large) / Double(small)))
            }
        }
    }
}
