import Foundation

/// A table from types to values kept as long as the process runs (a node class's kind, a view type's maker),
/// read for every node made: open addressing on the type's metadata address, where a Dictionary hashed each key
/// with SipHash.
struct TypeTable<Value> {
    private var keys: UnsafeMutablePointer<UnsafeRawPointer?>
    private var values: UnsafeMutablePointer<Value?>
    private var capacity: Int
    private var count = 0

    init(capacity: Int = 256) {
        precondition(capacity > 0 && capacity & (capacity - 1) == 0, "a power of two")
        self.capacity = capacity
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: nil, count: capacity)
        values = .allocate(capacity: capacity)
        values.initialize(repeating: nil, count: capacity)
    }

    private static func address(_ type: Any.Type) -> UnsafeRawPointer {
        unsafeBitCast(type, to: UnsafeRawPointer.self)
    }

    /// The first slot to look in for `key` (Fibonacci hashing of the address, whose low bits are alignment).
    @inline(__always)
    private func start(_ key: UnsafeRawPointer) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: key) &>> 4) &* 0x9E37_79B9_7F4A_7C15 &>> 32) & (capacity - 1)
    }

    /// The object kept for `type`, if any.
    @inline(__always)
    func value(for type: Any.Type) -> Value? {
        let key = Self.address(type)
        var i = start(key)
        while let k = keys[i] {
            if k == key { return values[i] }
            i = (i + 1) & (capacity - 1)
        }
        return nil
    }

    /// Keeps `value` for `type`, for as long as the process runs (the table is never freed).
    mutating func insert(_ value: Value, for type: Any.Type) {
        if (count + 1) * 2 > capacity { grow() }
        let key = Self.address(type)
        var i = start(key)
        while let k = keys[i], k != key { i = (i + 1) & (capacity - 1) }
        if keys[i] == nil { count += 1 }
        keys[i] = key
        values[i] = value
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values, oldCapacity = capacity
        capacity *= 2
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: nil, count: capacity)
        values = .allocate(capacity: capacity)
        values.initialize(repeating: nil, count: capacity)
        for j in 0..<oldCapacity {
            guard let key = oldKeys[j] else { continue }
            var i = start(key)
            while keys[i] != nil { i = (i + 1) & (capacity - 1) }
            keys[i] = key
            (values + i).moveUpdate(from: oldValues + j, count: 1)
        }
        oldKeys.deallocate()
        oldValues.deallocate()
    }
}
