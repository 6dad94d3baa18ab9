import Foundation

/// Compares view values field by field, so that a body is not evaluated again for an equal value.
/// Closures and unknown reference-free values compare unequal; state and environment properties compare
/// equal, since their values live in the node rather than in the view value.
enum ViewEquality {
    static func equal(_ a: Any, _ b: Any) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        return fieldsEqual(a, b, depth: 0)
    }

    private static func fieldsEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
        if let p = a as? PropertyIdentity { return p.hasSameIdentity(as: b) }
        if let e = a as? any Equatable { return openEqual(e, b) }
        if type(of: a) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        if let plain = bitwiseEqual(a, b) { return plain }
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

    /// For a value with no references (a shape, a frame, an inset), equality of its bytes: a Mirror of it
    /// demangled its field types at every comparison, a third of a slider drag's frame over 100 views. Bytes
    /// can differ where values are equal (-0 and 0, padding), which only costs an update; nil for other types.
    private static func bitwiseEqual<T>(_ a: T, _ b: Any) -> Bool? {
        guard _isPOD(T.self), let b = b as? T else { return nil }
        return withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
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
