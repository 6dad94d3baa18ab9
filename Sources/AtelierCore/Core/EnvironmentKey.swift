/// A key for a value in the environment, with the value used where none was set.
public protocol EnvironmentKey {
    /// The key's value type.
    associatedtype Value
    /// The value where no ancestor set one.
    static var defaultValue: Self.Value { get }
}
