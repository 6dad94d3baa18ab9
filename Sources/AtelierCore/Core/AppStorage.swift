import Foundation

/// A value kept in `UserDefaults` under a key: reading it in a body makes the body a reader, and writing it
/// (through any `AppStorage` of that key and store) re-evaluates every body that read it.
@propertyWrapper public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let store: UserDefaults
    let decode: (Any) -> Value?
    let encode: (Value) -> Any?
    /// The shared storage of this key, installed into the copy of the view the node evaluates.
    var storage: AppStorageValue<Value>?

    init(key: String, defaultValue: Value, store: UserDefaults?, decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? .standard
        self.decode = decode
        self.encode = encode
    }

    /// The stored value, or the default when the store has none of this type.
    public var wrappedValue: Value {
        get { storage?.read() ?? AppStorageValue.load(key, from: store, decode: decode) ?? defaultValue }
        nonmutating set {
            if let storage { storage.write(newValue) } else { AppStorageValue.save(newValue, key, to: store, encode: encode) }
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let key = key, store = store, decode = decode, encode = encode, fallback = defaultValue
        guard let storage else {
            return Binding(location: nil, get: { AppStorageValue.load(key, from: store, decode: decode) ?? fallback },
                           set: { value, _ in AppStorageValue.save(value, key, to: store, encode: encode) })
        }
        return Binding(location: storage, get: { storage.read() }, set: { value, transaction in storage.write(value, transaction: transaction) })
    }
}

/// The storage of one key of one store, shared by every `AppStorage` of it.
final class AppStorageValue<Value>: AnyStateStorage, @unchecked Sendable {
    let key: String
    let store: UserDefaults
    let defaultValue: Value
    let decode: (Any) -> Value?
    let encode: (Value) -> Any?

    init(key: String, store: UserDefaults, defaultValue: Value, decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?, node: BodyNode) {
        self.key = key
        self.store = store
        self.defaultValue = defaultValue
        self.decode = decode
        self.encode = encode
        super.init(node: node)
    }

    static func load(_ key: String, from store: UserDefaults, decode: (Any) -> Value?) -> Value? {
        store.object(forKey: key).flatMap(decode)
    }

    static func save(_ value: Value, _ key: String, to store: UserDefaults, encode: (Value) -> Any?) {
        if let object = encode(value) { store.set(object, forKey: key) } else { store.removeObject(forKey: key) }
        // Foundation on Linux would keep the change in memory until the process ends, and lose it there.
        UserDefaultsDurability.noteWrite(store)
    }

    /// The one storage of `key` in `store`, made the first time.
    @MainActor static func shared(_ key: String, store: UserDefaults, defaultValue: Value, decode: @escaping (Any) -> Value?,
                                  encode: @escaping (Value) -> Any?, node: BodyNode) -> AppStorageValue<Value> {
        let name = "\(ObjectIdentifier(store).hashValue)/\(key)/\(Value.self)"
        if let existing = AppStorageRegistry.storages[name] as? AppStorageValue<Value> {
            if existing.node == nil { existing.node = node }
            return existing
        }
        let made = AppStorageValue(key: key, store: store, defaultValue: defaultValue, decode: decode, encode: encode, node: node)
        AppStorageRegistry.storages[name] = made
        return made
    }

    /// Reads the value, recording the body being evaluated as a reader.
    func read() -> Value {
        if StackGuard.isOnMainThread {
            MainActor.assumeIsolated {
                if let reader = node?.graph.updates.currentEvaluation { readers[ObjectIdentifier(reader)] = WeakBox(reader) }
            }
        }
        return Self.load(key, from: store, decode: decode) ?? defaultValue
    }

    /// Stores the value and re-evaluates the bodies that read it. A write from another thread reaches the
    /// store at once and the views on the main queue, as `UserDefaults` changes reach SwiftUI's views.
    func write(_ value: Value, transaction: Transaction? = nil) {
        Self.save(value, key, to: store, encode: encode)
        guard StackGuard.isOnMainThread else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.invalidateReaders(transaction: nil) } }
            return
        }
        MainActor.assumeIsolated { invalidateReaders(transaction: transaction) }
    }

    /// Readers may be in several windows' graphs (a Settings window writes what a document window reads):
    /// each is invalidated in its own.
    @MainActor private func invalidateReaders(transaction: Transaction?) {
        for (id, box) in readers {
            guard let reader = box.node, reader.isAttached else { readers[id] = nil; continue }
            reader.graph.transactions.record(transaction ?? TransactionStack.current)
            reader.graph.updates.invalidate(reader)
        }
    }
}

/// Every key's storage in the process, so that two views storing one key see each other's writes.
@MainActor private enum AppStorageRegistry {
    static var storages: [String: AnyStateStorage] = [:]
}

extension AppStorage: NodeInstalledProperty {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: BodyNode) {
        let property = pointer.assumingMemoryBound(to: AppStorage<Value>.self)
        let p = property.pointee
        let storage = (slot as? AppStorageValue<Value>) ?? AppStorageValue.shared(p.key, store: p.store, defaultValue: p.defaultValue,
                                                                                  decode: p.decode, encode: p.encode, node: node)
        slot = storage
        property.pointee.storage = storage
    }
}

extension AppStorage: PropertyIdentity {
    func hasSameIdentity(as other: Any) -> Bool { (other as? AppStorage<Value>).map { $0.key == key && $0.store === store } ?? false }
}

// The types a property list holds, as SwiftUI's AppStorage takes them.
extension AppStorage where Value == Bool {
    /// A Bool stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? NSNumber)?.boolValue ?? ($0 as? Bool) }, encode: { $0 })
    }
}
extension AppStorage where Value == Int {
    /// An Int stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? NSNumber)?.intValue ?? ($0 as? Int) }, encode: { $0 })
    }
}
extension AppStorage where Value == Double {
    /// A Double stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? NSNumber)?.doubleValue ?? ($0 as? Double) }, encode: { $0 })
    }
}
extension AppStorage where Value == String {
    /// A String stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? String }, encode: { $0 })
    }
}
extension AppStorage where Value == URL {
    /// A URL stored under `key` (as its absolute string).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { ($0 as? String).flatMap(URL.init(string:)) },
                  encode: { $0.absoluteString })
    }
}
extension AppStorage where Value == Data {
    /// Data stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: { $0 as? Data }, encode: { $0 })
    }
}
extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// A value stored under `key` as its Int raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  decode: { (($0 as? NSNumber)?.intValue ?? ($0 as? Int)).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
}
extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    /// A value stored under `key` as its String raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
}
extension AppStorage {
    /// An optional Bool, Int, Double, String or Data stored under `key` (nil removes it).
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, store: store, decode: { $0 as? Wrapped }, encode: { $0 })
    }
}
