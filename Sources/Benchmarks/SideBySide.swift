import Foundation

/// Two workloads measured in alternating rounds in one process, so that the machine's drift (other work on
/// the shared cores, frequency changes) falls on both alike: each round runs `repeats` of the first, then
/// `repeats` of the second; each figure is the best single run over all rounds.
@MainActor enum SideBySide {
    static func best(rounds: Int, repeats: Int, _ first: () -> Void, _ second: () -> Void) -> (first: Double, second: Double) {
        var best = (first: Double.infinity, second: Double.infinity)
        func time(_ body: () -> Void) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        for _ in 0..<rounds {
            for _ in 0..<repeats { best.first = min(best.first, time(first)) }
            for _ in 0..<repeats { best.second = min(best.second, time(second)) }
        }
        return best
    }
}
