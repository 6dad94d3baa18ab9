import Foundation

/// An observable object the view owns: made once, the first time the view is evaluated, and kept for as long as
/// the view's identity lasts, whatever its parent passes again; the view follows its changes.
@propertyWrapper public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let make: () -> ObjectType
    /// The object the node keeps, installed before each evaluation.
    var installed: ObjectType?

    /// Makes the object with `thunk` when the view is first evaluated (never again for the same view).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    /// The object; read outside a view's body, a new one each time (with a warning, as SwiftUI's).
    public var wrappedValue: ObjectType {
        if let installed { return installed }
        Diagnostics.warn("Accessing StateObject's object without being installed on a View. This will create a new instance each time.",
                         key: "stateobject-uninstalled-\(ObjectType.self)")
        return make()
    }

    /// `$model`: bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

/// The object a node keeps for a `@StateObject`, with its subscription.
@MainActor final class StateObjectBox<ObjectType: ObservableObject> {
    let object: ObjectType
    let subscription: ObjectSubscription
    init(object: ObjectType, node: BodyNode) {
        self.object = object
        subscription = ObjectSubscription(node: node)
        subscription.observe(object)
    }
}

extension StateObject: NodeInstalledProperty {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: BodyNode) {
        let property = pointer.assumingMemoryBound(to: StateObject<ObjectType>.self)
        let box: StateObjectBox<ObjectType>
        if let kept = slot as? StateObjectBox<ObjectType> {
            box = kept
        } else {
            box = StateObjectBox(object: property.pointee.make(), node: node)
            slot = box
        }
        property.pointee.installed = box.object
    }
}

extension StateObject: PropertyIdentity {
    /// Always the same: the node keeps the object, whatever a new value of the view would make.
    func hasSameIdentity(as other: Any) -> Bool { true }
}
