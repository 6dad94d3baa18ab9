import Foundation
import Observation

/// Reads a value from the view's environment: a key path into EnvironmentValues, or an `@Observable` object put there with `.environment(_:)`.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier)
    }
    let source: Source
    let box = EnvironmentBox<Value>()

    /// Reads the value at a key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    /// The current value; outside a view's body it is the default.
    public var wrappedValue: Value {
        if let v = box.value { return v }
        switch source {
        case .keyPath(let kp): return EnvironmentValues()[keyPath: kp]
        case .object:
            fatalError("@Environment(\(Value.self).self) read outside a view that has it in its environment")
        }
    }

    /// Installs the value from the node's environment before the body is evaluated.
    public mutating func update() {}

    func install(from environment: EnvironmentValues) {
        switch source {
        case .keyPath(let kp): box.value = environment[keyPath: kp]
        case .object(let id): box.value = environment.objects[id] as? Value
        }
    }
}

final class EnvironmentBox<Value> {
    var value: Value?
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

/// Lets the graph install environment values without knowing Value.
protocol EnvironmentInstallable {
    func install(from environment: EnvironmentValues)
}
extension Environment: EnvironmentInstallable {}

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
