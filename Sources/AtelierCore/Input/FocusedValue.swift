import Foundation
import Observation

/// A property wrapper for observing values from the focused view or one of its ancestors (or the window's
/// `focusedSceneValue`s); the view closest to focus wins. Nil when nothing publishes one.
@propertyWrapper public struct FocusedValue<Value>: DynamicProperty {
    private enum Source {
        case keyPath(KeyPath<FocusedValues, Value?>)
        case object
    }
    private let source: Source
    var store: FocusedValuesStore?

    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { source = .keyPath(keyPath) }

    /// A new property wrapper for the given object type, published with `focusedValue(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { source = .object }

    /// The value for the focus key given the current scope and state of the focused view hierarchy.
    public var wrappedValue: Value? {
        guard let store else { return nil }
        let values = MainActor.assumeIsolated { store.read() }
        switch source {
        case .keyPath(let keyPath): return values[keyPath: keyPath]
        case .object: return values.object(Value.self)
        }
    }
}

extension FocusedValue: NodeInstalledProperty {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: BodyNode) {
        pointer.assumingMemoryBound(to: FocusedValue<Value>.self).pointee.store = node.graph.focusedValues
    }
}
