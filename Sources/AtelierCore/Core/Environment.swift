import Foundation
import Observation

/// Reads a value from the view's environment: a key path into EnvironmentValues, or an `@Observable` object put there with `.environment(_:)`.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier)
    }
    let source: Source
    /// The value from the node's environment, installed into the copy of the view the node evaluates.
    var installedValue: Value?

    /// Reads the value at a key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    /// The current value; outside a view's body it is the default.
    public var wrappedValue: Value {
        if let v = installedValue { return v }
        switch source {
        case .keyPath(let kp): return EnvironmentValues()[keyPath: kp]
        case .object:
            fatalError("@Environment(\(Value.self).self) read outside a view that has it in its environment")
        }
    }

    /// Does nothing: the node installs the value before the body is evaluated.
    public mutating func update() {}

    /// The value this property reads from an environment.
    func value(in environment: EnvironmentValues) -> Value? {
        switch source {
        case .keyPath(let kp): return environment[keyPath: kp]
        case .object(let id): return environment.objects[id] as? Value
        }
    }
}

extension Environment where Value: AnyObject & Observable {
    /// Reads an `@Observable` object of this type put in the environment with `.environment(_:)`.
    public init(_ objectType: Value.Type) { source = .object(ObjectIdentifier(objectType)) }
}

extension Environment {
    /// Reads an optional `@Observable` object; nil where none was put in the environment.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(ObjectIdentifier(objectType))
    }
}

extension Environment: NodeInstalledProperty {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: BodyNode) {
        let property = pointer.assumingMemoryBound(to: Environment<Value>.self)
        property.pointee.installedValue = property.pointee.value(in: node.environment)
    }
    static var readsEnvironment: Bool { true }
    static func readsSameValue(at pointer: UnsafeRawPointer, in old: EnvironmentValues, as new: EnvironmentValues) -> Bool {
        switch pointer.assumingMemoryBound(to: Environment<Value>.self).pointee.source {
        case .keyPath(let kp): return ViewEquality.equal(old[keyPath: kp], new[keyPath: kp])
        case .object(let id): return old.objects[id] === new.objects[id]
        }
    }
}

private struct ObservableObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
    /// `@Observable` objects by type, put there by `.environment(_ object:)`.
    var objects: [ObjectIdentifier: AnyObject] {
        get { self[ObservableObjectsKey.self] }
        set { self[ObservableObjectsKey.self] = newValue }
    }
}

extension Environment: PropertyIdentity {
    func hasSameIdentity(as other: Any) -> Bool { true }
}
