import Foundation

/// A value a view owns: kept by the view's node while its identity holds, reset when it changes.
/// Writing it re-evaluates the bodies that read it.
@propertyWrapper public struct State<Value>: DynamicProperty {
    let initialValue: Value
    /// The node's storage, installed into the copy of the view the node evaluates (nil outside a body).
    var storage: StateStorage<Value>?

    /// Creates state with an initial value.
    public init(wrappedValue value: Value) { initialValue = value }
    /// Creates state with an initial value.
    public init(initialValue value: Value) { initialValue = value }

    /// The current value. Outside a view that owns it, the initial value (a write there is lost, with a warning).
    public var wrappedValue: Value {
        get { storage?.read() ?? initialValue }
        nonmutating set {
            guard let storage else {
                Diagnostics.warn("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.",
                                 key: "state-not-installed-\(Value.self)")
                return
            }
            storage.write(newValue)
        }
    }

    /// A binding to the state.
    public var projectedValue: Binding<Value> {
        guard let storage else {
            let initial = initialValue
            return Binding(location: nil, get: { initial }, set: { _, _ in
                Diagnostics.warn("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.",
                                 key: "state-not-installed-\(Value.self)")
            })
        }
        return Binding(location: storage, get: { storage.read() },
                       set: { value, transaction in storage.write(value, transaction: transaction) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state holding nil.
    public init() { initialValue = nil }
}

extension State: NodeInstalledProperty {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: BodyNode) {
        let state = pointer.assumingMemoryBound(to: State<Value>.self)
        state.pointee.storage = StateStorage.kept(in: &slot, initial: state.pointee.initialValue, node: node)
    }
}

extension State: PropertyIdentity {
    func hasSameIdentity(as other: Any) -> Bool { true }
}
