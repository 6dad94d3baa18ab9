import Foundation

/// An observable object the view is given: the view is evaluated again whenever the object announces a change.
@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties (`$model.name`).
    @dynamicMemberLookup public struct Wrapper {
        let object: ObjectType
        /// A binding that reads and writes the property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public var wrappedValue: ObjectType
    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    /// `$model`: bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: NodeInstalledProperty {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: BodyNode) {
        let property = pointer.assumingMemoryBound(to: ObservedObject<ObjectType>.self)
        ObjectSubscription.kept(in: &slot, node: node).observe(property.pointee.wrappedValue)
    }
}

extension ObservedObject: PropertyIdentity {
    /// The same object: the view need not be evaluated again for it (its changes invalidate the view themselves).
    func hasSameIdentity(as other: Any) -> Bool {
        (other as? ObservedObject<ObjectType>).map { $0.wrappedValue === wrappedValue } ?? false
    }
}
