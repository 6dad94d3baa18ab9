import Foundation
import CGio
@_spi(Backend) import AtelierCore

/// What at-spi-bus-launcher says on the session bus (object /org/a11y/bus): whether an assistive technology
/// wants applications to export their trees (`org.a11y.Status`: IsEnabled, ScreenReaderEnabled), and where
/// the accessibility bus is (`org.a11y.Bus.GetAddress`).
enum AccessibilityBusStatus {
    static let busName = "org.a11y.Bus"
    static let objectPath = "/org/a11y/bus"
    static let statusInterface = "org.a11y.Status"

    /// A connection to the session bus at `address`, or the process's session bus when nil; nil when there is
    /// none (without an address GIO would try to start a bus: there is none to ask).
    static func sessionBus(address: String?) -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        defer { if let error { g_error_free(error) } }
        if let address {
            let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                             | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
            return g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error)
        }
        guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]?.isEmpty == false else { return nil }
        return g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error)
    }

    /// How long the window waits for the launcher's setting before its first frame.
    static let statusTimeout: Int32 = 1000

    /// Whether IsEnabled or ScreenReaderEnabled is true; nil when a launcher took the call and did not answer in
    /// `statusTimeout`. Asked without starting the launcher: when none runs, no assistive technology does either
    /// (one starts it, and the change is then followed).
    static func isEnabled(on bus: OpaquePointer) -> Bool? {
        let arguments = DBusValue.tuple([DBusValue.string(statusInterface)])
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(bus, busName, objectPath, "org.freedesktop.DBus.Properties", "GetAll",
                                                arguments, DBusType.named("(a{sv})"),
                                                G_DBUS_CALL_FLAGS_NO_AUTO_START, statusTimeout, nil, &error)
        if let error {
            defer { g_error_free(error) }
            if g_error_matches(error, g_io_error_quark(), Int32(G_IO_ERROR_TIMED_OUT.rawValue)) != 0 { return nil }
        }
        guard let reply else { return false }
        defer { g_variant_unref(reply) }
        let properties = g_variant_get_child_value(reply, 0)
        defer { g_variant_unref(properties) }
        return enabled(in: properties)
    }

    /// Whether an `a{sv}` of Status properties has IsEnabled or ScreenReaderEnabled true.
    static func enabled(in properties: OpaquePointer?) -> Bool {
        guard let properties else { return false }
        for key in ["IsEnabled", "ScreenReaderEnabled"] {
            guard let value = g_variant_lookup_value(properties, key, DBusType.named("b")) else { continue }
            defer { g_variant_unref(value) }
            if g_variant_get_boolean(value) != 0 { return true }
        }
        return false
    }

    /// The accessibility bus's address (the launcher starts the bus if it has not yet); nil when no launcher
    /// answers.
    static func address(on bus: OpaquePointer) -> String? {
        var error: UnsafeMutablePointer<GError>?
        let reply = g_dbus_connection_call_sync(bus, busName, objectPath, "org.a11y.Bus", "GetAddress", nil,
                                                DBusType.named("(s)"), G_DBUS_CALL_FLAGS_NONE, 3000, nil, &error)
        guard let reply else {
            Diagnostics.warn("the accessibility bus launcher did not give its address (\(ATSPIServer.message(error))); "
                + "screen readers will not see this window", key: "atspi-address")
            return nil
        }
        defer { g_variant_unref(reply) }
        let value = g_variant_get_child_value(reply, 0)
        defer { g_variant_unref(value) }
        let address = String(cString: g_variant_get_string(value, nil))
        return address.isEmpty ? nil : address
    }

    /// Asks for the accessibility bus's address without waiting (call this from the bridge's thread, where the
    /// answer comes): `done` gets it, or nil (with one warning) when the launcher fails or does not answer in
    /// `timeout` milliseconds.
    static func askAddress(on bus: OpaquePointer, timeout: Int32 = 10_000, _ done: @escaping @Sendable (String?) -> Void) {
        let box = Unmanaged.passRetained(AddressCallback(done)).toOpaque()
        g_dbus_connection_call(bus, busName, objectPath, "org.a11y.Bus", "GetAddress", nil, DBusType.named("(s)"),
                               G_DBUS_CALL_FLAGS_NONE, timeout, nil, { source, result, data in
            guard let data else { return }
            let callback = Unmanaged<AddressCallback>.fromOpaque(data).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            guard let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) else {
                Diagnostics.warn("the accessibility bus launcher did not give its address (\(ATSPIServer.message(error))); "
                    + "screen readers will not see this window", key: "atspi-address")
                callback.run(nil)
                return
            }
            defer { g_variant_unref(reply) }
            let value = g_variant_get_child_value(reply, 0)
            defer { g_variant_unref(value) }
            let address = String(cString: g_variant_get_string(value, nil))
            callback.run(address.isEmpty ? nil : address)
        }, box)
    }

    private final class AddressCallback {
        let run: @Sendable (String?) -> Void
        init(_ run: @escaping @Sendable (String?) -> Void) { self.run = run }
    }

    /// Calls `onEnabled` (on the calling thread's GLib context: call this from the bridge's thread) each time
    /// IsEnabled or ScreenReaderEnabled turns true. Returns the subscription, for `unsubscribe`.
    static func follow(on bus: OpaquePointer, _ onEnabled: @escaping @Sendable () -> Void) -> UInt32 {
        let box = Unmanaged.passRetained(Callback(onEnabled)).toOpaque()
        // Any sender: the launcher may start after the app, and its unique name is not known until then.
        return g_dbus_connection_signal_subscribe(bus, nil, "org.freedesktop.DBus.Properties", "PropertiesChanged",
                                                  objectPath, statusInterface, G_DBUS_SIGNAL_FLAGS_NONE,
                                                  { _, _, _, _, _, parameters, data in
            guard let parameters, let data, g_variant_n_children(parameters) >= 2 else { return }
            let changed = g_variant_get_child_value(parameters, 1)
            defer { g_variant_unref(changed) }
            guard AccessibilityBusStatus.enabled(in: changed) else { return }
            Unmanaged<Callback>.fromOpaque(data).takeUnretainedValue().run()
        }, box, { data in
            guard let data else { return }
            Unmanaged<Callback>.fromOpaque(data).release()
        })
    }

    private final class Callback {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
