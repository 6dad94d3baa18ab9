import Foundation

/// A protocol for identifier types used when publishing and observing focused values; a key has no
/// default value, because the value of a key nothing publishes is always nil.
public protocol FocusedValueKey {
    /// The type of value the key publishes.
    associatedtype Value
}
