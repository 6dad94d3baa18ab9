import CGio

/// Reads the arguments of a call. GDBus has checked them against the introspection data before the call
/// is dispatched, so a wrong type never arrives; each read still checks, and a missing or mistyped
/// argument reads as nil.
struct DBusArguments {
    /// The call's argument tuple (not owned: GDBus keeps it for the call).
    let tuple: OpaquePointer?

    private func child(_ index: Int, _ type: String) -> OpaquePointer? {
        guard let tuple, g_variant_is_of_type(tuple, DBusType.named("r")) != 0,
              index < Int(g_variant_n_children(tuple)) else { return nil }
        let value = g_variant_get_child_value(tuple, gsize(index))
        guard let value else { return nil }
        guard g_variant_is_of_type(value, DBusType.named(type)) != 0 else {
            g_variant_unref(value)
            return nil
        }
        return value
    }

    func int32(_ index: Int) -> Int? {
        guard let v = child(index, "i") else { return nil }
        defer { g_variant_unref(v) }
        return Int(g_variant_get_int32(v))
    }

    func uint32(_ index: Int) -> UInt32? {
        guard let v = child(index, "u") else { return nil }
        defer { g_variant_unref(v) }
        return g_variant_get_uint32(v)
    }

    func bool(_ index: Int) -> Bool? {
        guard let v = child(index, "b") else { return nil }
        defer { g_variant_unref(v) }
        return g_variant_get_boolean(v) != 0
    }

    func string(_ index: Int) -> String? {
        guard let v = child(index, "s") else { return nil }
        defer { g_variant_unref(v) }
        return g_variant_get_string(v, nil).map { String(cString: $0) }
    }

    /// The value inside the variant at `index` (for Properties.Set), if it has `type`.
    func variantContent(_ index: Int, _ type: String) -> OpaquePointer? {
        guard let v = child(index, "v") else { return nil }
        defer { g_variant_unref(v) }
        guard let inner = g_variant_get_variant(v) else { return nil }
        guard g_variant_is_of_type(inner, DBusType.named(type)) != 0 else {
            g_variant_unref(inner)
            return nil
        }
        return inner
    }
}
