import Foundation

/// What a body node keeps for a property that observes an `ObservableObject`: its subscription to the object's
/// `objectWillChange`, made again when the property holds another object. A change announced invalidates the
/// node's body (on the main thread; from another thread, with a warning, on the main queue).
@MainActor final class ObjectSubscription {
    private weak var node: BodyNode?
    private var observed: ObjectIdentifier?
    private var cancellable: AnyCancellable?

    init(node: BodyNode) { self.node = node }

    /// The subscription a node keeps in `slot`, made the first time.
    static func kept(in slot: inout AnyObject?, node: BodyNode) -> ObjectSubscription {
        if let existing = slot as? ObjectSubscription { return existing }
        let made = ObjectSubscription(node: node)
        slot = made
        return made
    }

    /// Follows `object` (nothing changes when it is the one followed already).
    func observe<O: ObservableObject>(_ object: O) {
        let id = ObjectIdentifier(object)
        guard id != observed else { return }
        observed = id
        cancellable = object.objectWillChange.sink { [weak self] in
            guard StackGuard.isOnMainThread else {
                Diagnostics.warn("Publishing changes from background threads is not allowed; \(O.self) announced a change off the main thread and the views observing it update on the main queue",
                                 key: "object-background-\(O.self)")
                DispatchQueue.main.async { self?.objectWillChange() }
                return
            }
            MainActor.assumeIsolated { self?.objectWillChange() }
        }
    }

    private func objectWillChange() {
        guard let node else { return }
        node.graph.updates.invalidate(node)
    }
}
