import Foundation

/// The values a view inherits from its ancestors: fonts, colours, styles, sizes, and the program's own keys.
public struct EnvironmentValues: CustomStringConvertible, @unchecked Sendable {
    /// Values by key type; a key not present reads its default.
    private var values: [ObjectIdentifier: Any] = [:]
    /// Changes whenever a value is written, so that nodes can tell an environment they have seen.
    private(set) var version: UInt64 = 0
    nonisolated(unsafe) private static var nextVersion: UInt64 = 1

    /// An environment holding every default.
    public init() {}

    /// Reads or writes the value for a key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set {
            values[ObjectIdentifier(key)] = newValue
            version = EnvironmentValues.nextVersion
            EnvironmentValues.nextVersion &+= 1
        }
    }

    /// A short summary (the number of values set), since values may be of any type.
    public var description: String { "EnvironmentValues(\(values.count) values)" }
}
