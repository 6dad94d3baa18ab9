import Foundation

/// The `@SceneStorage` values of one window, by key: what its views read and write, kept by the session
/// across runs. Writing a key re-evaluates the bodies that read it.
@_spi(Backend) public final class SceneStorageValues: @unchecked Sendable {
    /// A value of one of the kinds scene storage holds, as it is saved.
    public enum Stored: Codable, Equatable, Sendable {
        case bool(Bool), int(Int), double(Double), string(String), url(URL), data(Data)
    }

    /// The values by key.
    public private(set) var values: [String: Stored]
    /// The bodies that read each key.
    private var readers: [String: [ObjectIdentifier: WeakBox]] = [:]

    init(values: [String: Stored]) { self.values = values }

    /// The value of `key`, recording `node` as a reader.
    func read(_ key: String, by node: BodyNode?) -> Stored? {
        if let node { readers[key, default: [:]][ObjectIdentifier(node)] = WeakBox(node) }
        return values[key]
    }

    /// Stores a value (nil removes it) and re-evaluates the bodies that read the key.
    @MainActor func write(_ value: Stored?, for key: String, transaction: Transaction? = nil) {
        guard values[key] != value else { return }
        values[key] = value
        for (id, box) in readers[key] ?? [:] {
            guard let reader = box.node, reader.isAttached else { readers[key]?[id] = nil; continue }
            reader.graph.transactions.record(transaction ?? TransactionStack.current)
            reader.graph.updates.invalidate(reader)
        }
    }
}

private struct SceneStorageValuesKey: EnvironmentKey {
    static var defaultValue: SceneStorageValues? { nil }
}

extension EnvironmentValues {
    /// The scene storage of the window around the view; nil outside an app's window (a preview, a test host).
    var sceneStorageValues: SceneStorageValues? {
        get { self[SceneStorageValuesKey.self] }
        set { self[SceneStorageValuesKey.self] = newValue }
    }
}
