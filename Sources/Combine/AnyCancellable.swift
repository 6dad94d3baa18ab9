import Foundation

/// A subscription that ends when it is cancelled or released, as Combine's `AnyCancellable` (Combine does
/// not exist on Linux; this is the part SwiftUI programs use with `objectWillChange` and `@Published`).
public final class AnyCancellable: Hashable, @unchecked Sendable {
    private var cancelAction: (() -> Void)?
    private let lock = NSLock()

    /// A subscription that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    /// Ends the subscription; later calls do nothing.
    public func cancel() {
        lock.lock()
        let action = cancelAction
        cancelAction = nil
        lock.unlock()
        action?()
    }

    deinit { cancel() }

    /// Keeps the subscription in a set, as Combine's `store(in:)`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
