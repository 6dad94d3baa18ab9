import Foundation

/// Compares view values field by field, so that a body is not evaluated again for an equal value.
/// A closure is equal only to itself (one function, one context); state and environment properties compare
/// equal, since their values live in the node rather than in the view value.
enum ViewEquality {
    static func equal(_ a: Any, _ b: Any) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        return fieldsEqual(a, b, depth: 0)
    }

    private static func fieldsEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
        // The same bits are the same value: the same references, and the same closures (function and context),
        // as a value handed down unchanged (a view kept in a property, a row's content) is.
        if identical(a, b) { return true }
        // Another closure: unequal. Cast to a protocol below, a function type has no cached answer and the runtime
        // scans every conformance of the program (35,000 instructions a cast in the Benchmarks binary).
        if isFunction(type(of: a)) { return false }
        if let p = a as? PropertyIdentity { return p.hasSameIdentity(as: b) }
        if let e = a as? any Equatable { return openEqual(e, b) }
        if type(of: a) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        guard depth < 6 else { return false }
        let ma = Mirror(reflecting: a), mb = Mirror(reflecting: b)
        switch ma.displayStyle {
        case .struct, .tuple, .collection:
            guard ma.children.count == mb.children.count else { return false }
            for (x, y) in zip(ma.children, mb.children) where !fieldsEqual(x.value, y.value, depth: depth + 1) {
                return false
            }
            return true
        case .enum, .optional:
            guard ma.children.count == mb.children.count else { return false }
            if ma.children.isEmpty { return String(describing: a) == String(describing: b) }
            for (x, y) in zip(ma.children, mb.children) {
                guard x.label == y.label, fieldsEqual(x.value, y.value, depth: depth + 1) else { return false }
            }
            return true
        default:
            return false
        }
    }

    /// Whether a type is a function type (the runtime's metadata kind `Function`, part of the stable ABI).
    private static func isFunction(_ type: Any.Type) -> Bool {
        unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee == 0x302
    }

    /// Whether two values are of one type and have the same bytes, each opened from its box (a generic
    /// parameter given an `Any` stays `Any`, whose box bytes are not the value's). Bytes can differ where values
    /// are equal (-0 and 0, padding, two buffers of one string): the callers then compare further.
    private static func identical(_ a: Any, _ b: Any) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        func openA<A>(_ a: A) -> Bool {
            func openB<B>(_ b: B) -> Bool {
                withUnsafeBytes(of: a) { x in
                    withUnsafeBytes(of: b) { y in
                        x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
                    }
                }
            }
            return _openExistential(b, do: openB)
        }
        return _openExistential(a, do: openA)
    }

    private static func openEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }
}

/// A property whose identity, not its value, decides equality (State, Environment, Binding to a state).
protocol PropertyIdentity {
    func hasSameIdentity(as other: Any) -> Bool
}
