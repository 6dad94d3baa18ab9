import Foundation

/// A property of an `ObservableObject` whose changes announce themselves through the object's
/// `objectWillChange`, before the new value is stored; `$property` is a publisher of the new values.
@propertyWrapper public struct Published<Value> {
    private var value: Value
    private let subject = ValueSubject<Value>()

    /// Starts with `wrappedValue`.
    public init(wrappedValue: Value) { value = wrappedValue }
    /// Starts with `initialValue`.
    public init(initialValue: Value) { value = initialValue }

    /// Only reachable through the enclosing object (`@Published` is for properties of classes).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// The value read and written through the object that holds it: a write tells the object's
    /// subscribers first, then the property's own.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
            object[keyPath: storageKeyPath].subject.send(newValue)
        }
    }

    /// A publisher of the values the property takes.
    public struct Publisher {
        fileprivate let subject: ValueSubject<Value>
        fileprivate let current: Value
        /// Calls `receiveValue` with the current value now, then with each new value, as Combine's
        /// `@Published` publisher does.
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            receiveValue(current)
            return subject.sink(receiveValue)
        }
    }

    /// `$property`: the publisher of the property's values.
    public var projectedValue: Publisher { Publisher(subject: subject, current: value) }
}
