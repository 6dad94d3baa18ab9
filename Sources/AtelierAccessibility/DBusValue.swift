import CGio

/// Makes the GVariant values of replies and signals. Each returns a floating reference, which the tuple,
/// array or reply it is put in takes over.
enum DBusValue {
    typealias Pointer = OpaquePointer

    static func string(_ s: String) -> Pointer { g_variant_new_string(s) }
    static func objectPath(_ p: String) -> Pointer { g_variant_new_object_path(p) }
    static func int32(_ v: Int32) -> Pointer { g_variant_new_int32(v) }
    static func int32(_ v: Int) -> Pointer { g_variant_new_int32(Int32(clamping: v)) }
    static func int16(_ v: Int16) -> Pointer { g_variant_new_int16(v) }
    static func uint32(_ v: UInt32) -> Pointer { g_variant_new_uint32(v) }
    static func double(_ v: Double) -> Pointer { g_variant_new_double(v) }
    static func bool(_ v: Bool) -> Pointer { g_variant_new_boolean(v ? 1 : 0) }
    static func variant(_ v: Pointer) -> Pointer { g_variant_new_variant(v) }

    /// A tuple of `items` (the unit `()` when empty).
    static func tuple(_ items: [Pointer]) -> Pointer {
        var items = items.map { Optional($0) }
        return items.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    /// An array of `items`, each of type `elementType` (given so that an empty array has a type).
    static func array(_ elementType: String, _ items: [Pointer]) -> Pointer {
        var items = items.map { Optional($0) }
        return items.withUnsafeMutableBufferPointer {
            g_variant_new_array(DBusType.named(elementType), $0.baseAddress, gsize($0.count))
        }
    }

    /// A reference to an object, `(so)`: a bus name and an object path.
    static func reference(_ busName: String, _ path: String) -> Pointer {
        tuple([string(busName), objectPath(path)])
    }

    /// The null reference: no object (a missing parent or child).
    static var nullReference: Pointer { reference("", "/org/a11y/atspi/null") }

    /// A string dictionary, `a{ss}`, sorted by key so that replies are stable.
    static func stringDictionary(_ pairs: [String: String]) -> Pointer {
        array("{ss}", pairs.sorted { $0.key < $1.key }.map { g_variant_new_dict_entry(string($0.key), string($0.value)) })
    }

    /// An empty `a{sv}`.
    static var emptyVariantDictionary: Pointer { array("{sv}", []) }

    static func strings(_ values: [String]) -> Pointer { array("s", values.map(string)) }
    static func uint32s(_ values: [UInt32]) -> Pointer { array("u", values.map(uint32)) }
}
