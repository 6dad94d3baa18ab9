import Foundation

/// A value kept per window (scene) and restored with it in the next run: reading it in a body makes the
/// body a reader, writing it re-evaluates every reader in that window. Outside an app's window (a test host,
/// a preview) it is kept by the view, as `@State` is.
@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let decode: (SceneStorageValues.Stored) -> Value?
    let encode: (Value) -> SceneStorageValues.Stored?
    /// The window's values and the node reading them, installed into the copy of the view the node evaluates.
    var installed: SceneStorageInstallation?

    init(key: String, defaultValue: Value, decode: @escaping (SceneStorageValues.Stored) -> Value?,
         encode: @escaping (Value) -> SceneStorageValues.Stored?) {
        self.key = key
        self.defaultValue = defaultValue
        self.decode = decode
        self.encode = encode
    }

    /// The stored value, or the default when the window has none of this type.
    public var wrappedValue: Value {
        get {
            guard let installed else { return defaultValue }
            return installed.values.read(key, by: installed.node).flatMap(decode) ?? defaultValue
        }
        nonmutating set {
            guard let installed else {
                Diagnostics.warn("@SceneStorage(\"\(key)\") was written outside a view's body; the value is not kept",
                                 key: "scene-storage-uninstalled")
                return
            }
            let stored = encode(newValue), key = key
            MainActor.assumeIsolated { installed.values.write(stored, for: key) }
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let key = key, decode = decode, encode = encode, fallback = defaultValue
        guard let installed else { return .constant(defaultValue) }
        return Binding(location: installed, get: {
            installed.values.read(key, by: installed.node).flatMap(decode) ?? fallback
        }, set: { value, transaction in
            let stored = encode(value)
            MainActor.assumeIsolated { installed.values.write(stored, for: key, transaction: transaction) }
        })
    }
}

/// Where a `@SceneStorage` reads and writes: the window's values (or the view's own, outside a window) and
/// the node whose body reads them.
final class SceneStorageInstallation: @unchecked Sendable {
    let values: SceneStorageValues
    weak var node: BodyNode?
    init(values: SceneStorageValues, node: BodyNode) {
        self.values = values
        self.node = node
    }
}

extension SceneStorage: NodeInstalledProperty {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: BodyNode) {
        let property = pointer.assumingMemoryBound(to: SceneStorage<Value>.self)
        let values = node.environment.sceneStorageValues
        if let kept = slot as? SceneStorageInstallation, values == nil || kept.values === values {
            property.pointee.installed = kept
            return
        }
        let made = SceneStorageInstallation(values: values ?? SceneStorageValues(values: [:]), node: node)
        slot = made
        property.pointee.installed = made
    }
    static var readsEnvironment: Bool { true }
}

extension SceneStorage: PropertyIdentity {
    func hasSameIdentity(as other: Any) -> Bool { (other as? SceneStorage<Value>)?.key == key }
}

// The kinds SwiftUI's SceneStorage takes.
extension SceneStorage where Value == Bool {
    /// A Bool kept under `key`.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, decode: { if case .bool(let v) = $0 { v } else { nil } }, encode: { .bool($0) })
    }
}
extension SceneStorage where Value == Int {
    /// An Int kept under `key`.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, decode: { if case .int(let v) = $0 { v } else { nil } }, encode: { .int($0) })
    }
}
extension SceneStorage where Value == Double {
    /// A Double kept under `key`.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, decode: { if case .double(let v) = $0 { v } else { nil } }, encode: { .double($0) })
    }
}
extension SceneStorage where Value == String {
    /// A String kept under `key`.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, decode: { if case .string(let v) = $0 { v } else { nil } }, encode: { .string($0) })
    }
}
extension SceneStorage where Value == URL {
    /// A URL kept under `key`.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, decode: { if case .url(let v) = $0 { v } else { nil } }, encode: { .url($0) })
    }
}
extension SceneStorage where Value == Data {
    /// Data kept under `key`.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, decode: { if case .data(let v) = $0 { v } else { nil } }, encode: { .data($0) })
    }
}
extension SceneStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// A value kept under `key` as its Int raw value.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, decode: { if case .int(let v) = $0 { Value(rawValue: v) } else { nil } },
                  encode: { .int($0.rawValue) })
    }
}
extension SceneStorage where Value: RawRepresentable, Value.RawValue == String {
    /// A value kept under `key` as its String raw value.
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, decode: { if case .string(let v) = $0 { Value(rawValue: v) } else { nil } },
                  encode: { .string($0.rawValue) })
    }
}
extension SceneStorage {
    /// An optional Bool kept under `key` (nil removes it).
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, decode: { if case .bool(let v) = $0 { v } else { nil } }, encode: { $0.map { .bool($0) } })
    }
    /// An optional Int kept under `key` (nil removes it).
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, decode: { if case .int(let v) = $0 { v } else { nil } }, encode: { $0.map { .int($0) } })
    }
    /// An optional Double kept under `key` (nil removes it).
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, decode: { if case .double(let v) = $0 { v } else { nil } }, encode: { $0.map { .double($0) } })
    }
    /// An optional String kept under `key` (nil removes it).
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, decode: { if case .string(let v) = $0 { v } else { nil } }, encode: { $0.map { .string($0) } })
    }
    /// An optional URL kept under `key` (nil removes it).
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, decode: { if case .url(let v) = $0 { v } else { nil } }, encode: { $0.map { .url($0) } })
    }
    /// Optional data kept under `key` (nil removes it).
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, decode: { if case .data(let v) = $0 { v } else { nil } }, encode: { $0.map { .data($0) } })
    }
}
