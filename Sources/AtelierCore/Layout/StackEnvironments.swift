import Foundation

/// The environments stacks hand their content, shared: a stack's content sees its environment with the
/// stack's orientation, and sibling stacks see the same environment, so one copy serves them all (a copy per
/// stack was a dictionary of 152 bytes in each of a message list's 3,000 stacks). Keyed by the version of the
/// environment a stack was given, which changes with every write.
@MainActor enum StackEnvironments {
    /// The oriented environments by the version of the environment they came from, per orientation.
    @exclusivity(unchecked) private static var horizontal: [UInt64: EnvironmentValues] = [:]
    @exclusivity(unchecked) private static var vertical: [UInt64: EnvironmentValues] = [:]
    @exclusivity(unchecked) private static var unoriented: [UInt64: EnvironmentValues] = [:]
    /// Past this many environments of one orientation the memo starts again: a program whose environments
    /// keep changing must not keep every one of them.
    static let limit = 64

    /// `environment` with `axis` as its stack orientation, the same value for the same environment.
    static func environment(_ environment: EnvironmentValues, orientedTo axis: Axis?) -> EnvironmentValues {
        switch axis {
        case .horizontal: return oriented(environment, axis, &horizontal)
        case .vertical: return oriented(environment, axis, &vertical)
        case nil: return oriented(environment, axis, &unoriented)
        }
    }

    private static func oriented(_ environment: EnvironmentValues, _ axis: Axis?,
                                 _ memo: inout [UInt64: EnvironmentValues]) -> EnvironmentValues {
        if let known = memo[environment.version] { return known }
        var env = environment
        env.stackOrientation = axis
        if memo.count >= limit { memo.removeAll(keepingCapacity: true) }
        memo[environment.version] = env
        return env
    }
}
