import Foundation

/// A value a view owns: kept by the view's node while its identity holds, reset when it changes.
/// Writing it re-evaluates the bodies that read it.
@propertyWrapper public struct State<Value>: DynamicProperty {
    let initialValue: Value
    let link = StateLink<Value>()

    /// Creates state with an initial value.
    public init(wrappedValue value: Value) { initialValue = value }
    /// Creates state with an initial value.
    public init(initialValue value: Value) { initialValue = value }

    /// The current value. Outside a view that owns it, the initial value (a write there is lost, with a warning).
    public var wrappedValue: Value {
        get {
            guard let storage = link.storage else { return initialValue }
            return storage.read()
        }
        nonmutating set {
            guard let storage = link.storage else {
                Diagnostics.warn("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.",
                                 key: "state-not-installed-\(Value.self)")
                return
            }
            storage.write(newValue)
        }
    }

    /// A binding to the state.
    public var projectedValue: Binding<Value> {
        let link = self.link, initial = initialValue
        return Binding(location: link.storage, get: { link.storage?.read() ?? initial },
                       set: { value, transaction in
                           if let storage = link.storage { storage.write(value, transaction: transaction) }
                       })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state holding nil.
    public init() { initialValue = nil }
}

/// Points a State value at the storage its node keeps.
/// One view value can be installed in several nodes at once: a style set once on a container is the
/// same value for every control below it. The link therefore keeps the storage of each node it is
/// installed in, and resolves to the one of the node that is acting now: the body being evaluated, or
/// the view whose gesture callback is running (ActionContext), found by walking up to its ancestors.
final class StateLink<Value>: @unchecked Sendable {
    private var storages: [ObjectIdentifier: StateStorage<Value>] = [:]
    private var latest: StateStorage<Value>?

    /// The storage for the node acting now, or the one installed last.
    var storage: StateStorage<Value>? {
        guard storages.count > 1, Thread.isMainThread else { return latest }
        return MainActor.assumeIsolated {
            var node = ActionContext.node
            while let n = node {
                if let s = storages[ObjectIdentifier(n)], s.node === n { return s }
                node = n.parent
            }
            return latest
        }
    }

    /// Records the storage a node installed.
    func install(_ storage: StateStorage<Value>, for node: AnyObject) {
        storages = storages.filter { $0.value.node != nil }
        storages[ObjectIdentifier(node)] = storage
        latest = storage
    }
}

/// The node on whose behalf code runs outside body evaluation (a gesture callback), so that state reached
/// through a view value shared by several nodes resolves to this node's storage.
@MainActor enum ActionContext {
    static var node: ViewNode?

    /// Runs `body` on behalf of `node`.
    static func run<T>(as node: ViewNode?, _ body: () -> T) -> T {
        let saved = self.node
        self.node = node
        defer { self.node = saved }
        return body()
    }
}

/// Type-erased storage of one state value in a node. State is read and written on the main thread;
/// the graph is reached through `MainActor.assumeIsolated` there.
class AnyStateStorage: @unchecked Sendable {
    weak var node: BodyNode?
    /// Body nodes that read the value, by identity.
    var readers: [ObjectIdentifier: WeakBox] = [:]
    init(node: BodyNode?) { self.node = node }
}

final class WeakBox: @unchecked Sendable {
    weak var node: BodyNode?
    init(_ node: BodyNode) { self.node = node }
}

/// A state value, kept by a node between updates.
final class StateStorage<Value>: AnyStateStorage, @unchecked Sendable {
    var value: Value
    init(value: Value, node: BodyNode?) {
        self.value = value
        super.init(node: node)
    }

    /// Reads the value, recording the body being evaluated as a reader.
    func read() -> Value {
        if Thread.isMainThread {
            MainActor.assumeIsolated {
                if let reader = node?.graph.currentEvaluation { readers[ObjectIdentifier(reader)] = WeakBox(reader) }
            }
        }
        return value
    }

    /// Stores the value and invalidates every body that read it (nothing happens for an equal value).
    func write(_ newValue: Value, transaction: Transaction? = nil) {
        if StateStorage.isEqual(value, newValue) { return }
        value = newValue
        guard Thread.isMainThread else {
            Diagnostics.warn("Publishing changes from background threads is not allowed; a State of \(Value.self) was written off the main thread and the views reading it update on the main queue",
                             key: "state-background-\(Value.self)")
            DispatchQueue.main.async { self.invalidateReaders(transaction) }
            return
        }
        invalidateReaders(transaction)
    }

    private func invalidateReaders(_ transaction: Transaction?) {
        MainActor.assumeIsolated {
            guard let graph = node?.graph else { return }
            // A binding's own transaction wins when it says something (an animation, or animations disabled);
            // otherwise the write takes the transaction of the enclosing withAnimation/withTransaction.
            let own = transaction.flatMap { $0.animation != nil || $0.disablesAnimations ? $0 : nil }
            graph.recordTransaction(own ?? TransactionStack.current ?? transaction)
            for (key, box) in readers {
                if let reader = box.node, reader.isAttached { graph.invalidate(reader) } else { readers[key] = nil }
            }
        }
    }

    private static func isEqual(_ a: Value, _ b: Value) -> Bool {
        guard let ea = a as? any Equatable else { return false }
        return open(ea, b)
    }
    private static func open<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T).map { a == $0 } ?? false }
}

/// Lets the installer attach a State without knowing its Value.
@MainActor protocol StateInstallable {
    func attach(to slot: AnyStateStorage?, node: BodyNode) -> AnyStateStorage
}

extension State: StateInstallable {
    func attach(to slot: AnyStateStorage?, node: BodyNode) -> AnyStateStorage {
        let storage = (slot as? StateStorage<Value>) ?? StateStorage(value: initialValue, node: node)
        link.install(storage, for: node)
        return storage
    }
}

extension State: PropertyIdentity {
    func hasSameIdentity(as other: Any) -> Bool { true }
}

extension Environment: PropertyIdentity {
    func hasSameIdentity(as other: Any) -> Bool { true }
}
