import Foundation

/// A least-recently-used cache.
struct LRUCache<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, tick: UInt64)] = [:]
    private var tick: UInt64 = 0
    let capacity: Int

    init(capacity: Int) { self.capacity = max(1, capacity) }

    var count: Int { entries.count }

    subscript(key: Key) -> Value? {
        mutating get {
            // One lookup: the entry's tick is updated where it is found (a request's key hashes its strings).
            guard let i = entries.index(forKey: key) else { return nil }
            tick += 1
            entries.values[i].tick = tick
            return entries.values[i].value
        }
        set {
            tick += 1
            if let newValue { entries[key] = (newValue, tick) } else { entries[key] = nil }
            if entries.count > capacity { evict() }
        }
    }

    /// Drops the oldest quarter.
    private mutating func evict() {
        let drop = max(1, capacity / 4)
        let oldest = entries.sorted { $0.value.tick < $1.value.tick }.prefix(drop).map(\.key)
        for k in oldest { entries[k] = nil }
    }
}
