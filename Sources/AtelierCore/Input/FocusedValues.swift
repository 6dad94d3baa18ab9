import Foundation

/// A collection of state exported by the focused view and its ancestors, and by the views of the active
/// scene (`focusedSceneValue`). Extend it with a property per `FocusedValueKey`. Read and made on the main
/// actor only.
public struct FocusedValues: @unchecked Sendable {
    /// Where a value is kept: by its key type, or by an object's type (`focusedValue(_ object:)`).
    enum Slot: Hashable {
        case key(ObjectIdentifier)
        case object(ObjectIdentifier)
    }

    /// A published value and the writer that published it: readers are told of a change only when a writer
    /// comes or goes or its value changes, which a value that cannot be compared (a closure, a binding) never does.
    struct Entry {
        var value: Any
        var source: ObjectIdentifier?
    }

    var entries: [Slot: Entry] = [:]
    /// The writer applying its values now.
    var source: ObjectIdentifier?

    /// Creates an empty collection (what readers see while nothing publishes).
    init() {}

    /// Reads and writes values associated with a given focused value key.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { entries[.key(ObjectIdentifier(key))]?.value as? Key.Value }
        set { self[slot: .key(ObjectIdentifier(key))] = newValue }
    }

    subscript(slot slot: Slot) -> Any? {
        get { entries[slot]?.value }
        set { entries[slot] = newValue.map { Entry(value: $0, source: source) } }
    }

    /// The object of a type published with `focusedValue(_ object:)`.
    func object<T>(_ type: T.Type) -> T? { entries[.object(ObjectIdentifier(type))]?.value as? T }

    /// Whether readers would see the same values: the same writers, equal values where they can be compared
    /// (objects by identity).
    func isSame(as other: FocusedValues) -> Bool {
        guard entries.count == other.entries.count else { return false }
        for (slot, entry) in entries {
            guard let theirs = other.entries[slot], theirs.source == entry.source else { return false }
            if type(of: entry.value) is AnyClass, type(of: theirs.value) is AnyClass {
                if (entry.value as AnyObject) !== (theirs.value as AnyObject) { return false }
            } else if let equatable = entry.value as? any Equatable, !Self.equal(equatable, theirs.value) {
                return false
            }
        }
        return true
    }

    private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T).map { a == $0 } ?? false }
}

/// The text field with keyboard focus, which the Edit menu's commands act on.
private struct FocusedTextInputKey: FocusedValueKey {
    typealias Value = any TextInputReceiver
}

extension FocusedValues {
    /// The focused text field, published by the graph itself (not by a modifier).
    var focusedTextInput: (any TextInputReceiver)? {
        get { self[FocusedTextInputKey.self] }
        set { self[FocusedTextInputKey.self] = newValue }
    }
}
