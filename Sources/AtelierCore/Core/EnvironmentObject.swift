import Foundation

/// An observable object a view reads from its environment, put there by an ancestor's
/// `.environmentObject(_:)`; the view follows its changes.
@propertyWrapper public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object found in the node's environment, installed before each evaluation.
    var installed: ObjectType?

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object. A view whose environment has none is drawn empty, with a warning, rather than evaluated;
    /// read outside a view's body, there is no object to give, and the program stops with the same message.
    public var wrappedValue: ObjectType {
        guard let installed else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return installed
    }

    /// `$model`: bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: NodeInstalledProperty {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: BodyNode) {
        let property = pointer.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self)
        let object = node.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType
        property.pointee.installed = object
        if let object {
            ObjectSubscription.kept(in: &slot, node: node).observe(object)
        } else {
            node.missingEnvironmentObject = ObjectType.self
        }
    }
    static var readsEnvironment: Bool { true }
}

extension EnvironmentObject: PropertyIdentity {
    func hasSameIdentity(as other: Any) -> Bool { true }
}

nonisolated extension View {
    /// Puts an observable object in the environment, where `@EnvironmentObject` properties of its type read it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.objects) { objects in objects[ObjectIdentifier(T.self)] = object }
    }
}
