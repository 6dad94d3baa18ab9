import Foundation
import CGio

/// A session bus of the test's own (`dbus-daemon --session`) with a service that owns well-known names and takes
/// every method call made to it without ever answering, as a hung desktop portal or accessibility launcher does.
/// It can still send signals, and it counts the calls it swallowed.
final class SilentDBusService: @unchecked Sendable {
    private let daemon = Process()
    /// The bus's address, for `DBUS_SESSION_BUS_ADDRESS`.
    let address: String
    private let connection: OpaquePointer
    private let lock = NSLock()
    private var swallowed: [String] = []

    enum Failure: Error { case noDaemon, call(String) }

    /// Starts the bus and takes `names` on it.
    init(names: [String]) throws {
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--print-address=1"]
        address = try startAnnouncingServer(daemon)
        guard !address.isEmpty else { daemon.terminate(); throw Failure.noDaemon }
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                         | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            daemon.terminate()
            throw Failure.call(Self.message(error))
        }
        self.connection = connection
        // Incoming method calls are dropped before GDBus could answer them (with UnknownMethod): no reply, ever.
        g_dbus_connection_add_filter(connection, { _, message, incoming, data in
            guard let message, let data, incoming != 0,
                  g_dbus_message_get_message_type(message) == G_DBUS_MESSAGE_TYPE_METHOD_CALL else { return message }
            let service = Unmanaged<SilentDBusService>.fromOpaque(data).takeUnretainedValue()
            let member = g_dbus_message_get_member(message).map { String(cString: $0) } ?? "?"
            service.lock.withLock { service.swallowed.append(member) }
            g_object_unref(UnsafeMutableRawPointer(message))
            return nil
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
        for name in names {
            var arguments = [g_variant_new_string(name), g_variant_new_uint32(4)]
            let request = arguments.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
            guard let owned = g_dbus_connection_call_sync(connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                          "org.freedesktop.DBus", "RequestName", request, nil,
                                                          G_DBUS_CALL_FLAGS_NONE, 2000, nil, &error) else {
                daemon.terminate()
                throw Failure.call(Self.message(error))
            }
            g_variant_unref(owned)
        }
    }

    deinit {
        g_dbus_connection_close_sync(connection, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(connection))
        daemon.terminate()
        daemon.waitUntilExit()
    }

    /// The members of the calls taken so far (none answered).
    var calls: [String] { lock.withLock { swallowed } }

    /// Waits (up to `timeout` seconds) for a call to `member`; whether one came.
    func waitForCall(_ member: String, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if calls.contains(member) { return true }
            usleep(20_000)
        }
        return false
    }

    /// Sends a signal from `path`: `parameters` is a tuple (consumed).
    func emit(path: String, interface: String, member: String, parameters: OpaquePointer) {
        g_dbus_connection_emit_signal(connection, nil, path, interface, member, parameters, nil)
        g_dbus_connection_flush_sync(connection, nil, nil)
    }

    /// at-spi-bus-launcher's news that an assistive technology turned accessibility on: org.a11y.Status's
    /// IsEnabled became true (PropertiesChanged on /org/a11y/bus).
    func announceAccessibilityEnabled() {
        let builder = g_variant_builder_new(g_variant_type_checked_("a{sv}"))
        g_variant_builder_add_value(builder, g_variant_new_dict_entry(g_variant_new_string("IsEnabled"),
                                                                      g_variant_new_variant(g_variant_new_boolean(1))))
        let changed = g_variant_builder_end(builder)
        g_variant_builder_unref(builder)
        let invalidated = g_variant_new_strv(nil, 0)
        var items = [g_variant_new_string("org.a11y.Status"), changed, invalidated]
        let parameters = items.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 3) }
        emit(path: "/org/a11y/bus", interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged",
             parameters: parameters!)
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
