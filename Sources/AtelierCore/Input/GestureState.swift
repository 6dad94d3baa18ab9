import Foundation

/// A property wrapper type that updates a property while the user performs a gesture and resets the
/// property back to its initial state when the gesture ends; stored in the view's node like `State`.
@propertyWrapper public struct GestureState<Value>: DynamicProperty {
    let initialValue: Value
    let resetTransaction: Transaction
    let resetHandler: ((Value, inout Transaction) -> Void)?
    /// The node's storage, installed into the copy of the view the node evaluates (and so into the copy
    /// `updating(_:body:)` receives).
    var storage: StateStorage<Value>?

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// Creates a view state that's derived from a gesture with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue, resetTransaction: Transaction())
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a transaction to reset it.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
        self.resetTransaction = resetTransaction
        resetHandler = nil
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a transaction to reset it.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a closure that
    /// provides a transaction to reset it.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        resetTransaction = Transaction()
        resetHandler = reset
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a closure that
    /// provides a transaction to reset it.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value {
        storage?.read() ?? initialValue
    }

    /// A binding to the gesture state property, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with a transaction to reset it.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a closure that provides a transaction to reset it.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: NodeInstalledProperty {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: BodyNode) {
        let property = pointer.assumingMemoryBound(to: GestureState<Value>.self)
        property.pointee.storage = StateStorage.kept(in: &slot, initial: property.pointee.initialValue, node: node)
    }
}

extension GestureState: PropertyIdentity {
    func hasSameIdentity(as other: Any) -> Bool { true }
}

extension GestureState {
    /// Writes the state through a transaction (from a gesture's `updating` body).
    @MainActor func update(_ body: (inout Value, inout Transaction) -> Void) {
        guard let storage else {
            Diagnostics.warn("a GestureState of \(Value.self) is updated by a gesture but is not a property of a view; the update is lost",
                             key: "gesture-state-not-installed-\(Value.self)")
            return
        }
        var value = storage.value
        var transaction = Transaction()
        body(&value, &transaction)
        storage.write(value, transaction: transaction)
    }

    /// Puts the state back to its initial value, through the reset transaction or the reset callback's.
    @MainActor func reset() {
        guard let storage else { return }
        var transaction = resetTransaction
        resetHandler?(storage.value, &transaction)
        storage.write(initialValue, transaction: transaction)
    }
}
