import Foundation

/// The subscribers of a stream of values, called in the order they subscribed: what `ObservableObjectPublisher`
/// and `Published.Publisher` share.
final class ValueSubject<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [(id: Int, receive: (Value) -> Void)] = []
    private var nextID = 0

    /// Calls `receive` with each value sent from now on, until the returned subscription ends.
    func sink(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
        lock.lock()
        let id = nextID
        nextID += 1
        subscribers.append((id, receive))
        lock.unlock()
        return AnyCancellable { [weak self] in self?.remove(id) }
    }

    /// Sends a value to every subscriber (a subscriber that subscribes or cancels meanwhile takes effect next time).
    func send(_ value: Value) {
        lock.lock()
        let current = subscribers
        lock.unlock()
        for subscriber in current { subscriber.receive(value) }
    }

    private func remove(_ id: Int) {
        lock.lock()
        subscribers.removeAll { $0.id == id }
        lock.unlock()
    }
}
