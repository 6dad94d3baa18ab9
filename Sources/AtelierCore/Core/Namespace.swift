import Foundation

/// A dynamic property that gives a view a namespace of its own: one identifier per node, kept while the
/// view's identity holds (what `matchedGeometryEffect` groups its views by).
@propertyWrapper public struct Namespace: DynamicProperty {
    /// The node's identifier, installed into the copy of the view the node evaluates.
    var installedID: ID?

    /// Creates a namespace property.
    public init() {}

    /// The namespace's identifier; outside a view's body a fresh identifier each time, with a warning.
    public var wrappedValue: ID {
        if let installedID { return installedID }
        Diagnostics.warn("Reading a @Namespace's value outside of a view's body: it has no identity there; each read gives a new one.",
                         key: "namespace-not-installed")
        return ID(value: NamespaceCounter.next())
    }

    /// The identity of a namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
}

/// Hands out namespace identifiers, unique in the process.
private enum NamespaceCounter {
    nonisolated(unsafe) private static var last = 0
    private static let lock = NSLock()
    static func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}

/// The node's slot for its namespace identifier.
private final class NamespaceSlot {
    let id = Namespace.ID(value: NamespaceCounter.next())
}

extension Namespace: NodeInstalledProperty {
    static func install(at pointer: UnsafeMutableRawPointer, slot: inout AnyObject?, node: BodyNode) {
        let namespace = (slot as? NamespaceSlot) ?? NamespaceSlot()
        slot = namespace
        pointer.assumingMemoryBound(to: Namespace.self).pointee.installedID = namespace.id
    }
}

extension Namespace: PropertyIdentity {
    func hasSameIdentity(as other: Any) -> Bool { true }
}
