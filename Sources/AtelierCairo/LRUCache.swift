import Foundation
@_spi(Backend) import AtelierCore

/// A value an `LRUCache` holds, which keeps when the cache last answered with it.
protocol LRUCacheable: AnyObject {
    var cacheTick: UInt64 { get set }
}

extension TextLayout: LRUCacheable {}

/// A least-recently-used cache.
struct LRUCache<Key: Hashable, Value: LRUCacheable> {
    /// The values, each with its own tick (a tick beside each value made every bucket 8 bytes larger: the text
    /// engine's table of 8,192 buckets held 64 kB more).
    private var entries: [Key: Value] = [:]
    private var tick: UInt64 = 0
    let capacity: Int

    init(capacity: Int) { self.capacity = max(1, capacity) }

    var count: Int { entries.count }

    subscript(key: Key) -> Value? {
        mutating get {
            // One lookup (a request's key hashes its strings).
            guard let value = entries[key] else { return nil }
            tick += 1
            value.cacheTick = tick
            return value
        }
        set {
            tick += 1
            if let newValue {
                newValue.cacheTick = tick
                entries[key] = newValue
            } else {
                entries[key] = nil
            }
            if entries.count > capacity { evict() }
        }
    }

    /// Drops the oldest quarter.
    private mutating func evict() {
        let drop = max(1, capacity / 4)
        let oldest = entries.sorted { $0.value.cacheTick < $1.value.cacheTick }.prefix(drop).map(\.key)
        for k in oldest { entries[k] = nil }
    }
}
