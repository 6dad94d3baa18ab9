import Atelier

/// The three positions of a TripleToggle.
enum TripleState: Int {
    case low
    case med
    case high

    /// The position a tap moves to: round and round, low to high and back to low.
    var next: TripleState {
        switch self {
        case .low: return .med
        case .med: return .high
        case .high: return .low
        }
    }
}
