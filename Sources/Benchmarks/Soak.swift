import Foundation

/// One long workload with resident memory sampled after each tenth of it, the first tenth a warm-up (caches
/// fill, the heap settles). Memory that keeps growing past the warm-up is a leak.
@MainActor struct Soak {
    /// Growth over the baseline that fails the run.
    static let tolerance = 0.05
    /// How many of the last samples are compared with the baseline: a leak grows steadily, so the end of the
    /// run shows it, while a single high sample in the middle is the allocator's noise.
    static let judgedSamples = 3

    /// What the soak is called in its output, e.g. "100,000 animated frames".
    let name: String
    /// How many steps the workload runs.
    let steps: Int
    /// What one step is, for the rate ("frames", "cycles").
    let unit: String

    /// Runs `step` with each index in `0..<steps`, prints the time, the rate and the samples, and returns
    /// a failure line when memory grew more than the tolerance (or could not be read).
    func run(_ step: (Int) -> Void) -> String? {
        let tenth = max(1, steps / 10)
        var samples: [Int] = []
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<steps {
            step(index)
            if (index + 1) % tenth == 0 || index + 1 == steps, samples.count < 10 {
                guard let bytes = ResidentMemory.sample() else { return "soak, \(name): resident memory could not be read" }
                samples.append(bytes)
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print(String(format: "soak, %@: %.1f s, %.0f %@/s", name, seconds, Double(steps) / seconds, unit))

        // The baseline is the lowest sample, not the first: what the figures before left on the heap can be given
        // back during the soak, and a leak that starts from there must not hide under it.
        let low = samples.indices.min { samples[$0] < samples[$1] }!
        let baseline = samples[low]
        let judged = samples[max(low, samples.count - Self.judgedSamples)...].max()!
        let growth = Double(judged - baseline) / Double(baseline)
        func megabytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }
        print("soak, \(name): resident MB after each tenth: \(samples.map(megabytes).joined(separator: " "))")
        print(String(format: "soak, %@: baseline %@ MB (the lowest sample, the %@), final %@ MB, growth %.2f%% (the largest of the last %d samples from the baseline on; limit %.0f%%)",
                     name, megabytes(baseline), ordinal(low + 1), megabytes(samples[samples.count - 1]), growth * 100,
                     Self.judgedSamples, Self.tolerance * 100))
        guard growth <= Self.tolerance else {
            return String(format: "soak, %@: resident memory grew %.2f%% (%@ MB to %@ MB), over the %.0f%% limit",
                          name, growth * 100, megabytes(baseline), megabytes(judged), Self.tolerance * 100)
        }
        return nil
    }

    private func ordinal(_ n: Int) -> String {
        n == 1 ? "1st" : n == 2 ? "2nd" : n == 3 ? "3rd" : "\(n)th"
    }
}
