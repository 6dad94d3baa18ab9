import Foundation

/// A convenience property wrapper for observing and automatically unwrapping state bindings from the focused
/// view or one of its ancestors: nil while none is published; setting it writes through the binding.
@propertyWrapper public struct FocusedBinding<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    var store: FocusedValuesStore?

    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

    private var binding: Binding<Value>? {
        guard let store else { return nil }
        return MainActor.assumeIsolated { store.read() }[keyPath: keyPath]
    }

    /// The unwrapped value for the focus key given the current scope and state of the focused view hierarchy.
    public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set {
            // Nil cannot be written through a binding to a non-optional value: nothing changes.
            if let newValue { binding?.wrappedValue = newValue }
        }
    }

    /// A binding to the optional value; nil while none is published.
    public var projectedValue: Binding<Value?> {
        let current = self
        return Binding(get: { current.wrappedValue }, set: { current.wrappedValue = $0 })
    }
}

extension FocusedBinding: NodeInstalledProperty {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: BodyNode) {
        pointer.assumingMemoryBound(to: FocusedBinding<Value>.self).pointee.store = node.graph.focusedValues
    }
}
