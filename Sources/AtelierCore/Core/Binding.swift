import Foundation

/// A reference to a value owned elsewhere: reading and writing go to the owner.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    let getter: () -> Value
    let setter: (Value, Transaction) -> Void
    /// The storage this binding reaches, when known, so that equal bindings compare equal.
    let location: AnyObject?
    /// The steps from the storage to the value: key paths, and element positions for a collection's elements.
    let path: [AnyHashable]
    /// The transaction writes through this binding use.
    public var transaction = Transaction()

    init(location: AnyObject?, path: [AnyHashable] = [], get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.location = location
        self.path = path
        getter = get
        setter = set
    }

    /// A binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: nil, get: get, set: { value, _ in set(value) })
    }

    /// A binding from a getter and a setter that receives the transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(location: nil, get: get, set: set)
    }

    /// A binding to an immutable value: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: nil, get: { value }, set: { _, _ in })
    }

    /// The value at the binding's source.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue, transaction) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// Creates a binding from another one (what `@Binding var x: T` receives as `$x`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(location: location, path: path + [AnyHashable(keyPath)],
                                get: { base.getter()[keyPath: keyPath] },
                                set: { value, transaction in
                                    var whole = base.getter()
                                    whole[keyPath: keyPath] = value
                                    base.setter(whole, transaction)
                                })
    }

    /// The same binding with a transaction for its writes.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }

    /// The same binding, animating its writes.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }
}

extension Binding {
    /// Unwraps a binding to an optional; nil when the value is nil now.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var last = value
        self.init(location: base.location, path: base.path,
                  get: { if let v = base.getter() { last = v }; return last },
                  set: { value, transaction in base.setter(value, transaction) })
    }

    /// Wraps a binding to a value as a binding to an optional.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(location: base.location, path: base.path, get: { base.getter() },
                  set: { value, transaction in if let value { base.setter(value, transaction) } })
    }

    /// Converts a binding to a hashable value into one to AnyHashable.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(location: base.location, path: base.path, get: { AnyHashable(base.getter()) },
                  set: { value, transaction in if let v = value.base as? V { base.setter(v, transaction) } })
    }
}

extension Binding: DynamicProperty {}
extension Binding: StatelessDynamicProperty {}

extension Binding: PropertyIdentity {
    func hasSameIdentity(as other: Any) -> Bool {
        guard let other = other as? Binding<Value>, let location, let otherLocation = other.location else { return false }
        return location === otherLocation && path == other.path
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: @unchecked Sendable {}
