import Foundation

/// The values a view inherits from its ancestors: fonts, colours, styles, sizes, and the program's own keys.
public struct EnvironmentValues: CustomStringConvertible, @unchecked Sendable {
    /// Values by key type, each in a box of its key's value type; a key not present reads its default. Read
    /// back without a dynamic cast (a key has one value type): a cast out of `Any` at every read of the
    /// environment was a tenth of the cost of resolving a text's runs.
    private var values: [ObjectIdentifier: EnvironmentValueStorage] = [:]
    /// Changes whenever a value is written, so that nodes can tell an environment they have seen.
    private(set) var version: UInt64 = 0
    nonisolated(unsafe) private static var nextVersion: UInt64 = 1

    /// An environment holding every default.
    public init() {}

    /// Reads or writes the value for a key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let stored = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return unsafeDowncast(stored, to: EnvironmentValueBox<K.Value>.self).value
        }
        set {
            values[ObjectIdentifier(key)] = EnvironmentValueBox(newValue)
            version = EnvironmentValues.nextVersion
            EnvironmentValues.nextVersion &+= 1
        }
    }

    /// A short summary (the number of values set), since values may be of any type.
    public var description: String { "EnvironmentValues(\(values.count) values)" }
}

/// A value in an environment, its type known to its key.
class EnvironmentValueStorage: @unchecked Sendable {}

/// A value of one type in an environment (never changed: a write stores a new box, so copies of an
/// environment share the boxes they have in common).
final class EnvironmentValueBox<Value>: EnvironmentValueStorage, @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
