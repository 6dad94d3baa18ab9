import Foundation

/// The values a view inherits from its ancestors: fonts, colours, styles, sizes, and the program's own keys.
public struct EnvironmentValues: CustomStringConvertible, @unchecked Sendable {
    /// Values by key type, each in a box of its key's value type; a key not present reads its default. Read
    /// back without a dynamic cast (a key has one value type): a cast out of `Any` at every read of the
    /// environment was a tenth of the cost of resolving a text's runs. Kept as a list scanned from the newest:
    /// an environment holds a few dozen keys, and comparing that many identities costs about what hashing one
    /// did (a dictionary's hashing was 4% of building the message list), without a second field in every node.
    private var entries: [(key: ObjectIdentifier, value: EnvironmentValueStorage)] = []
    /// Changes whenever a value is written, so that nodes can tell an environment they have seen.
    private(set) var version: UInt64 = 0
    nonisolated(unsafe) private static var nextVersion: UInt64 = 1

    /// An environment holding every default.
    public init() {}

    /// Reads or writes the value for a key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let i = position(of: ObjectIdentifier(key)) else { return K.defaultValue }
            return unsafeDowncast(entries[i].value, to: EnvironmentValueBox<K.Value>.self).value
        }
        set {
            let id = ObjectIdentifier(key), box = EnvironmentValueBox(newValue)
            if let i = position(of: id) { entries[i].value = box } else { entries.append((id, box)) }
            version = EnvironmentValues.nextVersion
            EnvironmentValues.nextVersion &+= 1
        }
    }

    private func position(of key: ObjectIdentifier) -> Int? {
        var i = entries.count
        while i > 0 {
            i -= 1
            if entries[i].key == key { return i }
        }
        return nil
    }

    /// A short summary (the number of values set), since values may be of any type.
    public var description: String { "EnvironmentValues(\(entries.count) values)" }
}

/// A value in an environment, its type known to its key.
class EnvironmentValueStorage: @unchecked Sendable {}

/// A value of one type in an environment (never changed: a write stores a new box, so copies of an
/// environment share the boxes they have in common).
final class EnvironmentValueBox<Value>: EnvironmentValueStorage, @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
