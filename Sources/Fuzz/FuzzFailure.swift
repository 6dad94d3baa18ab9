import Foundation

/// What went wrong with one tree.
struct FuzzFailure: Codable, Hashable, Sendable {
    /// The kinds of failure, from the worst.
    enum Kind: String, Codable, CaseIterable, Sendable {
        case crash, hang, rendererBroken, rendererError, nondeterministic, nonFiniteFrame, stackOverlap, notContained, misplaced, damageMissed,
            wrongState
    }
    var kind: Kind
    /// What the failure is about, without numbers, so that failures of one cause group together
    /// (`ZStack > aspectRatio`).
    var signature: String
    /// The numbers: which nodes, which frames.
    var detail: String
}
