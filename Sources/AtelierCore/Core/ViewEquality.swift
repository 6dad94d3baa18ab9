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
        let custom: Bool
        switch kind(of: type(of: a), example: a) {
        case .function: return false
        case .identity(let same), .equatable(let same): return same(a, b)
        case .object: return (a as AnyObject) === (b as AnyObject)
        case .stored(let fields):
            guard depth < 6 else { return false }
            // Read in place only when both boxes hold the struct itself, not an existential holding it (a field
            // declared `any View`), which the runtime's reflection opens below.
            let valueType = type(of: a)
            if boxedType(of: a) == valueType, boxedType(of: b) == valueType {
                return storedFieldsEqual(a, b, fields: fields, depth: depth)
            }
            custom = false
        case .reflected(let hasCustomMirror): custom = hasCustomMirror
        }
        guard depth < 6 else { return false }
        if !custom, type(of: a) == type(of: b) { return reflectedFieldsEqual(a, b, type: type(of: a), depth: depth) }
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

    /// `fieldsEqual` for a value without a custom mirror, through the runtime's reflection functions that `Mirror`
    /// calls (fields read the same way, weak and unowned ones included), without a Mirror, its casts and boxes.
    private static func reflectedFieldsEqual(_ a: Any, _ b: Any, type: Any.Type, depth: Int) -> Bool {
        let typeA = _reflectionNormalizedType(a, type: type), typeB = _reflectionNormalizedType(b, type: type)
        let count = _reflectionChildCount(a, type: typeA)
        guard count == _reflectionChildCount(b, type: typeB) else { return false }
        switch UInt8(bitPattern: _reflectionDisplayStyle(a)) {
        case UInt8(ascii: "s"), UInt8(ascii: "t"):
            for i in 0..<count where !fieldsEqual(child(of: a, type: typeA, at: i).value, child(of: b, type: typeB, at: i).value,
                                                   depth: depth + 1) {
                return false
            }
            return true
        case UInt8(ascii: "e"):
            if count == 0 { return String(describing: a) == String(describing: b) }
            for i in 0..<count {
                let x = child(of: a, type: typeA, at: i, named: true), y = child(of: b, type: typeB, at: i, named: true)
                guard x.label == y.label, fieldsEqual(x.value, y.value, depth: depth + 1) else { return false }
            }
            return true
        default:
            return false
        }
    }

    /// `fieldsEqual` for a struct whose fields were found once for its type: each read at its offset as its type,
    /// as the runtime's reflection reads it, without decoding the field's type from its mangled name again (most
    /// of the cost of comparing a view's fields).
    private static func storedFieldsEqual(_ a: Any, _ b: Any, fields: [StoredField], depth: Int) -> Bool {
        guard !fields.isEmpty else { return true }
        func openA<A>(_ a: A) -> Bool {
            func openB<B>(_ b: B) -> Bool {
                withUnsafeBytes(of: a) { x in
                    withUnsafeBytes(of: b) { y in
                        for field in fields where !fieldsEqual(field.value(in: x.baseAddress!), field.value(in: y.baseAddress!),
                                                               depth: depth + 1) {
                            return false
                        }
                        return true
                    }
                }
            }
            return _openExistential(b, do: openB)
        }
        return _openExistential(a, do: openA)
    }

    /// The type an `Any` box holds: the value's own type, or an existential type holding it.
    private static func boxedType(of value: Any) -> Any.Type {
        func type<T>(_: T) -> Any.Type { T.self }
        return _openExistential(value, do: type)
    }

    /// A struct's stored property: where it lies in the struct and its declared type.
    private struct StoredField {
        let offset: Int
        let type: Any.Type

        /// A copy of the field's value, boxed with its declared type, as `Mirror` gives it.
        func value(in base: UnsafeRawPointer) -> Any {
            let field = base + offset
            func read<T>(_: T.Type) -> Any { field.assumingMemoryBound(to: T.self).pointee }
            return _openExistential(type, do: read)
        }
    }

    /// A struct's stored properties, or nil when one is weak or unowned (read through the runtime, which loads
    /// such a reference strongly).
    private static func storedFields(of type: Any.Type) -> [StoredField]? {
        var fields: [StoredField] = []
        for i in 0..<_reflectionRecursiveCount(type) {
            var metadata = FieldReflectionMetadata()
            let fieldType = _reflectionChildMetadata(type, index: i, fieldMetadata: &metadata)
            metadata.freeFunc?(metadata.name)
            guard metadata.isStrong else { return nil }
            fields.append(StoredField(offset: _reflectionChildOffset(type, index: i), type: fieldType))
        }
        return fields
    }

    /// A tuple's elements, from its metadata (part of the stable ABI): after the kind, the number of elements
    /// and the labels, each element's type and offset, two words an element (the offset a 32-bit integer
    /// off Apple's platforms, the low half of a word on them).
    private static func tupleElements(of type: Any.Type) -> [StoredField] {
        let words = unsafeBitCast(type, to: UnsafePointer<Int>.self)
        let count = words[1]
        return (0..<count).map { i in
            let element = UnsafeRawPointer(words + 3 + 2 * i)
            return StoredField(offset: Int(element.load(fromByteOffset: MemoryLayout<Int>.size, as: UInt32.self)),
                               type: element.load(as: Any.Type.self))
        }
    }

    /// A field (or an enum's payload, labelled with its case) as `Mirror` reads it.
    private static func child(of value: Any, type: Any.Type, at index: Int, named: Bool = false) -> (label: String?, value: Any) {
        var name: UnsafePointer<CChar>? = nil
        var free: ReflectionNameFree? = nil
        let child = _reflectionChild(of: value, type: type, index: index, outName: &name, outFreeFunc: &free)
        let label = named ? name.flatMap { String(validatingCString: $0) } : nil
        free?(name)
        return (label, child)
    }

    /// How values of a type compare, found once per type: a dynamic cast to a protocol costs thousands of
    /// instructions (the runtime's conformance lookup), and a navigation push compared a few hundred values.
    private enum Kind {
        /// Another closure: unequal. (Cast to a protocol, a function type has no cached answer and the runtime
        /// scans every conformance of the program: 35,000 instructions a cast in the Benchmarks binary.)
        case function
        /// A property whose identity decides (`PropertyIdentity`), or an Equatable value: this comparison.
        case identity((Any, Any) -> Bool)
        case equatable((Any, Any) -> Bool)
        /// A class instance: the same instance.
        case object
        /// A struct without a custom mirror, or a tuple: compared field by field, its fields found once.
        case stored([StoredField])
        /// Anything else: compared field by field, through its custom mirror (an array's elements...) if it has one.
        case reflected(custom: Bool)
    }

    /// The kinds found so far, by type. Locked: views are compared on the main thread, values such as a text's
    /// style possibly elsewhere.
    nonisolated(unsafe) private static var kinds: [ObjectIdentifier: Kind] = [:]
    private static let kindsLock = NSLock()

    private static func kind(of type: Any.Type, example: Any) -> Kind {
        // A cast unwraps an optional's value: what an optional is cast to depends on the value, not only the type.
        if metadataKind(type) == optionalKind { return uncachedKind(of: type, example: example) }
        let key = ObjectIdentifier(type)
        kindsLock.lock()
        let known = kinds[key]
        kindsLock.unlock()
        if let known { return known }
        let found = uncachedKind(of: type, example: example)
        kindsLock.lock()
        kinds[key] = found
        kindsLock.unlock()
        return found
    }

    private static func uncachedKind(of type: Any.Type, example: Any) -> Kind {
        if metadataKind(type) == functionKind { return .function }
        if let p = example as? PropertyIdentity { return .identity(identityComparison(p)) }
        if let e = example as? any Equatable { return .equatable(equatableComparison(e)) }
        if type is AnyClass { return .object }
        let custom = example is CustomReflectable
        if !custom, metadataKind(type) == structKind, let fields = storedFields(of: type) { return .stored(fields) }
        if metadataKind(type) == tupleKind { return .stored(tupleElements(of: type)) }
        return .reflected(custom: custom)
    }

    /// The comparison of values of `P`'s type by identity.
    private static func identityComparison<P: PropertyIdentity>(_: P) -> (Any, Any) -> Bool {
        { a, b in (a as? P)?.hasSameIdentity(as: b) ?? false }
    }

    /// The comparison of values of `E`'s type with `==` (unequal to a value of another type).
    private static func equatableComparison<E: Equatable>(_: E) -> (Any, Any) -> Bool {
        { a, b in
            guard let a = a as? E, let b = b as? E else { return false }
            return a == b
        }
    }

    /// The runtime's metadata kind of a type (part of the stable ABI): `Function`, `Optional`...
    private static func metadataKind(_ type: Any.Type) -> Int {
        unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee
    }
    private static let functionKind = 0x302
    private static let optionalKind = 0x202
    private static let structKind = 0x200
    private static let tupleKind = 0x301

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
}

// The runtime's reflection functions, as the standard library declares them for `Mirror`.
private typealias ReflectionNameFree = @convention(c) (UnsafePointer<CChar>?) -> Void

@_silgen_name("swift_reflectionMirror_normalizedType")
private func _reflectionNormalizedType<T>(_: T, type: Any.Type) -> Any.Type

@_silgen_name("swift_reflectionMirror_count")
private func _reflectionChildCount<T>(_: T, type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_subscript")
private func _reflectionChild<T>(of: T, type: Any.Type, index: Int, outName: UnsafeMutablePointer<UnsafePointer<CChar>?>,
                                 outFreeFunc: UnsafeMutablePointer<ReflectionNameFree?>) -> Any

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func _reflectionRecursiveCount(_: Any.Type) -> Int

/// What the runtime says of a field besides its type (its name is freed at once).
private struct FieldReflectionMetadata {
    var name: UnsafePointer<CChar>? = nil
    var freeFunc: ReflectionNameFree? = nil
    var isStrong = false
    var isVar = false
}

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func _reflectionChildMetadata(_: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<FieldReflectionMetadata>) -> Any.Type

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func _reflectionChildOffset(_: Any.Type, index: Int) -> Int

/// 'c' (class), 'e' (enum), 's' (struct), 't' (tuple) or 0.
@_silgen_name("swift_reflectionMirror_displayStyle")
private func _reflectionDisplayStyle<T>(_: T) -> CChar

/// A property whose identity, not its value, decides equality (State, Environment, Binding to a state).
protocol PropertyIdentity {
    func hasSameIdentity(as other: Any) -> Bool
}
