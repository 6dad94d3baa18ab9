import Foundation

/// An object whose changes views follow: a view holding it in `@ObservedObject`, `@StateObject` or
/// `@EnvironmentObject` is evaluated again after `objectWillChange` fires, which `@Published` properties do
/// before each change.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that announces changes; a plain `ObservableObjectPublisher` unless declared.
    associatedtype ObjectWillChangePublisher: ObservableObjectPublisher = ObservableObjectPublisher
    /// Fires before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, made the first time it is asked for and kept while the object lives.
    public var objectWillChange: ObservableObjectPublisher { ObjectPublishers.publisher(for: self) }
}

/// The publishers of objects that do not declare one, by object: a protocol cannot add storage to a class.
enum ObjectPublishers {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) private static var sweepAt = 64

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        // An entry whose object is gone may sit at a reused address: it belongs to the old object.
        if let entry = entries[id], entry.object === object { return entry.publisher }
        let publisher = ObservableObjectPublisher()
        entries[id] = Entry(object: object, publisher: publisher)
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.object != nil }
            sweepAt = max(64, entries.count * 2)
        }
        return publisher
    }
}
