import Foundation

/// What a graph counts for tests and benchmarks: the bodies evaluated and the nodes laid out.
@MainActor final class GraphStatistics {
    /// How many bodies have been evaluated.
    var bodyEvaluations = 0
    /// How many nodes the layout passes sized or placed (each node once per pass).
    var nodesLaidOut = 0
}
