import Foundation

/// Resolved runs equal to a recent text's, handed out as that text's array: the rows of a long list repeat their
/// labels (an author's name, a time), and each text node kept an array of its own for the same runs (a 144-byte
/// allocation each). The most recently used few are kept, by the runs' hash, which the text node makes anyway.
@MainActor enum SharedTextRuns {
    /// `runs` itself, or an equal array a recent text resolved; `hash` is `runs.hashValue`.
    static func shared(_ runs: [TextRun], hash: Int) -> [TextRun] {
        tick &+= 1
        if let kept = recent[hash], kept.runs == runs {
            recent[hash] = (kept.runs, tick)
            return kept.runs
        }
        recent[hash] = (runs, tick)
        if recent.count > capacity { dropOldest() }
        return runs
    }

    /// How many arrays are kept: enough for the labels a screen of rows repeats, among the texts each row has alone.
    private static let capacity = 64
    @exclusivity(unchecked) private static var recent: [Int: (runs: [TextRun], used: UInt64)] = [:]
    @exclusivity(unchecked) private static var tick: UInt64 = 0

    /// Drops the least recently used half (a sort every 32 new texts, not a list kept in order at every text).
    private static func dropOldest() {
        let oldest = recent.sorted { $0.value.used < $1.value.used }.prefix(capacity / 2)
        for (hash, _) in oldest { recent[hash] = nil }
    }
}
