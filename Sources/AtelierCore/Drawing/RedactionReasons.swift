/// Why a view's content is hidden: text draws as placeholder bars where `.placeholder` is in the environment.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    /// The option set's bits.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The content is a placeholder for what will be loaded.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// The content is private.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// The content is out of date.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

extension EnvironmentValues {
    /// The reasons the views here are redacted (none by default).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Redacts this view's content for the reason: with `.placeholder`, texts draw as rounded bars.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Draws this view's content even inside a redacted view.
    public func unredacted() -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.redactionReasons, value: []))
    }
}
