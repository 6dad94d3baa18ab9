/// The events assistive technologies listen for, as the registry tells them (`GetRegisteredEvents`, then its
/// `EventListenerRegistered` and `EventListenerDeregistered` signals): the bridge sends an event only when a
/// registration matches it, by at-spi2-atk's rule (GTK 3's bridge), so a window nobody reads in detail sends little.
struct ATSPIEventListeners: Sendable, Equatable {
    /// Each registration: the listener's bus name and its event, split at colons in the form of `listenerName`.
    private(set) var registrations: [Registration] = []
    /// Whether the registry's list has been read. Until it has (or if it cannot be), every event is sent.
    private(set) var isKnown = false

    struct Registration: Sendable, Equatable {
        var bus: String
        var pattern: [String]
    }

    /// Starts from the registry's list of (bus name, event) pairs.
    mutating func replace(with list: [(bus: String, event: String)]) {
        registrations = list.map { Registration(bus: $0.bus, pattern: Self.pattern($0.event)) }
        isKnown = true
    }

    mutating func register(bus: String, event: String) {
        registrations.append(Registration(bus: bus, pattern: Self.pattern(event)))
    }

    /// Forgets one registration of the event by that listener (a listener may register the same event twice).
    mutating func deregister(bus: String, event: String) {
        let pattern = Self.pattern(event)
        if let i = registrations.firstIndex(where: { $0.bus == bus && $0.pattern == pattern }) { registrations.remove(at: i) }
    }

    /// Whether some listener wants an event named `name` (nil: a Cache signal, always wanted). A registration
    /// matches the events it is a prefix of: "object" every object event, "object:state-changed" every state,
    /// an empty one everything (at-spi2-atk's rule).
    func wants(_ name: [String]?) -> Bool {
        guard isKnown, let name else { return true }
        return registrations.contains { $0.pattern.count <= name.count && Array(name.prefix($0.pattern.count)) == $0.pattern }
    }

    /// An event as registered, in the form the bridge names events: split at colons, up to the first empty
    /// part, each part in lower case with D-Bus's CamelCase turned into dashes ("Object:StateChanged:" is
    /// "object:state-changed").
    static func pattern(_ event: String) -> [String] {
        var parts: [String] = []
        for part in event.split(separator: ":", omittingEmptySubsequences: false) {
            if part.isEmpty { break }
            var dashed = ""
            for (i, c) in part.enumerated() {
                if c.isUppercase, i > 0, dashed.last != "-" { dashed.append("-") }
                dashed.append(contentsOf: c.lowercased())
            }
            parts.append(dashed)
        }
        return parts
    }
}
