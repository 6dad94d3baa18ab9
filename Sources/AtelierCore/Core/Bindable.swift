import Foundation
import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of observable objects
/// (`@Bindable var book: Book`, then `TextField("Title", text: $book.title)`). A body that reads the object's
/// properties is evaluated again when they change, through Observation, as for any observable object.
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value

    /// Creates a bindable object from an observable object. (Declared with the type, not in an extension, so
    /// that a view's memberwise initializer takes the object for a `@Bindable var`.)
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }

    /// The bindable wrapper for the object that creates bindings to its properties using dynamic member lookup.
    public var projectedValue: Bindable<Value> { self }

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let object = wrappedValue
        return Binding(location: object, path: [AnyHashable(keyPath)],
                       get: { object[keyPath: keyPath] },
                       set: { value, transaction in
                           // The binding's own transaction (`$model.flag.animation()`) applies when it says something.
                           guard transaction.animation != nil || transaction.disablesAnimations, StackGuard.isOnMainThread else {
                               return object[keyPath: keyPath] = value
                           }
                           nonisolated(unsafe) let write = { object[keyPath: keyPath] = value }
                           MainActor.assumeIsolated { withTransaction(transaction) { write() } }
                       })
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The identity of the wrapped object.
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: DynamicProperty {}
extension Bindable: StatelessDynamicProperty {}
extension Bindable: Sendable where Value: Sendable {}
