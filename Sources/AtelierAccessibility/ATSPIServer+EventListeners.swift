import CGio

/// Follows which events assistive technologies listen for: the registry's list once, then its signals as
/// listeners come and go. Everything runs on the bridge's thread, where calls are answered too, so a
/// registration the registry announced before a client's call is known before that call's change is sent.
extension ATSPIServer {
    private static let registryName = "org.a11y.atspi.Registry"
    private static let registryPath = "/org/a11y/atspi/registry"

    /// Subscribes to the registry's signals, then asks for its list (on the bridge's thread, from `register`).
    func followEventListeners() {
        let me = Unmanaged.passUnretained(self).toOpaque()
        for (member, registered) in [("EventListenerRegistered", true), ("EventListenerDeregistered", false)] {
            let handler: GDBusSignalCallback = registered
                ? { _, _, _, _, _, parameters, data in ATSPIServer.listenerSignal(parameters, data, registered: true) }
                : { _, _, _, _, _, parameters, data in ATSPIServer.listenerSignal(parameters, data, registered: false) }
            // The server outlives its subscriptions: `close` ends them before the server goes.
            listenerSubscriptions.append(g_dbus_connection_signal_subscribe(
                connection, Self.registryName, Self.registryName, member, Self.registryPath, nil,
                G_DBUS_SIGNAL_FLAGS_NONE, handler, me, nil))
        }
        let retained = Unmanaged.passRetained(self).toOpaque()
        g_dbus_connection_call(connection, Self.registryName, Self.registryPath, Self.registryName, "GetRegisteredEvents",
                               nil, DBusType.named("(a(ss))"), G_DBUS_CALL_FLAGS_NONE, -1, nil, { source, result, data in
            guard let data else { return }
            let server = Unmanaged<ATSPIServer>.fromOpaque(data).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            // A registry that cannot tell leaves the list unknown: every event is sent.
            guard let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) else {
                if let error { g_error_free(error) }
                return
            }
            defer { g_variant_unref(reply) }
            let array = g_variant_get_child_value(reply, 0)
            defer { g_variant_unref(array) }
            var list: [(bus: String, event: String)] = []
            for i in 0..<g_variant_n_children(array) {
                guard let pair = g_variant_get_child_value(array, i) else { continue }
                defer { g_variant_unref(pair) }
                if let strings = strings(pair) { list.append((strings.0, strings.1)) }
            }
            server.updateListeners { $0.replace(with: list) }
        }, retained)
    }

    /// A registry signal: a listener registered or deregistered an event.
    private static func listenerSignal(_ parameters: OpaquePointer?, _ data: UnsafeMutableRawPointer?, registered: Bool) {
        guard let parameters, let data, let (bus, event) = strings(parameters) else { return }
        let server = Unmanaged<ATSPIServer>.fromOpaque(data).takeUnretainedValue()
        server.updateListeners { registered ? $0.register(bus: bus, event: event) : $0.deregister(bus: bus, event: event) }
    }
}

/// The first two members of a tuple when both are strings (a registration's bus name and event).
private func strings(_ tuple: OpaquePointer) -> (String, String)? {
    guard g_variant_is_of_type(tuple, DBusType.named("r")) != 0, g_variant_n_children(tuple) >= 2 else { return nil }
    guard let a = g_variant_get_child_value(tuple, 0) else { return nil }
    defer { g_variant_unref(a) }
    guard let b = g_variant_get_child_value(tuple, 1) else { return nil }
    defer { g_variant_unref(b) }
    guard g_variant_is_of_type(a, DBusType.named("s")) != 0, g_variant_is_of_type(b, DBusType.named("s")) != 0 else { return nil }
    return (String(cString: g_variant_get_string(a, nil)), String(cString: g_variant_get_string(b, nil)))
}
