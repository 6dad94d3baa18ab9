import Foundation

/// The publisher an `ObservableObject` announces its changes with, before they happen.
public class ObservableObjectPublisher: @unchecked Sendable {
    private let subject = ValueSubject<Void>()

    /// A publisher with no subscribers.
    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() { subject.send(()) }

    /// Calls `receiveValue` before each change, until the returned subscription ends.
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        subject.sink { _ in receiveValue() }
    }
}
