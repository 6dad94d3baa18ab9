import Foundation
import CGio

/// A session bus of the test's own (`dbus-daemon --session`) with a stand-in for xdg-desktop-portal's
/// Settings interface: `Read` answers the appearance `color-scheme` and `contrast`, and `set(_:key:)` changes one
/// with the `SettingChanged` signal, as a desktop does when the user switches between light and dark.
final class FakeAppearancePortal: @unchecked Sendable {
    private let daemon = Process()
    /// The bus's address, for `DBUS_SESSION_BUS_ADDRESS`.
    let address: String
    private var connection: OpaquePointer?
    private var context: OpaquePointer?
    private var loop: OpaquePointer?
    private let lock = NSLock()
    private var values: [String: UInt32]
    private var startProblem: String?

    enum Failure: Error { case noDaemon, noConnection(String) }

    init(colorScheme value: UInt32, contrast: UInt32 = 0) throws {
        values = ["color-scheme": value, "contrast": contrast]
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--print-address=1"]
        address = try startAnnouncingServer(daemon)
        guard !address.isEmpty else { daemon.terminate(); throw Failure.noDaemon }
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread { self.serve(ready) }
        thread.start()
        ready.wait()
        if let problem = lock.withLock({ startProblem }) { throw Failure.noConnection(problem) }
    }

    deinit {
        if let loop { g_main_loop_quit(loop) }
        daemon.terminate()
        daemon.waitUntilExit()
    }

    private static let introspection = """
        <node><interface name='org.freedesktop.portal.Settings'>
        <method name='Read'><arg type='s' name='namespace' direction='in'/><arg type='s' name='key' direction='in'/>\
        <arg type='v' name='value' direction='out'/></method>
        <signal name='SettingChanged'><arg type='s' name='namespace'/><arg type='s' name='key'/><arg type='v' name='value'/></signal>
        </interface></node>
        """

    /// Connects, takes the portal's name, registers the object and serves it until the loop quits.
    private func serve(_ ready: DispatchSemaphore) {
        if let problem = start() {
            lock.withLock { startProblem = problem }
            ready.signal()
            return
        }
        ready.signal()
        g_main_loop_run(loop)
        g_main_context_pop_thread_default(context)
    }

    private func start() -> String? {
        context = g_main_context_new()
        g_main_context_push_thread_default(context)
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                         | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error)
        guard let connection else { return "connect: \(message(error))" }
        let info = g_dbus_node_info_new_for_xml(Self.introspection, &error)
        guard let info, let interface = info.pointee.interfaces?[0] else { return "xml: \(message(error))" }
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, _, _, _, _, parameters, invocation, data in
            guard let data, let parameters else { return }
            let portal = Unmanaged<FakeAppearancePortal>.fromOpaque(data).takeUnretainedValue()
            let keyValue = g_variant_get_child_value(parameters, 1)
            let key = String(cString: g_variant_get_string(keyValue, nil))
            g_variant_unref(keyValue)
            // Read wraps the value in one more variant (version 1 of the interface).
            let inner = g_variant_new_variant(g_variant_new_uint32(portal.value(of: key)))
            var items = [g_variant_new_variant(inner)]
            let reply = items.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 1) }
            g_dbus_method_invocation_return_value(invocation, reply)
        }
        let id = g_dbus_connection_register_object(connection, "/org/freedesktop/portal/desktop", interface, &vtable,
                                                   Unmanaged.passUnretained(self).toOpaque(), nil, &error)
        guard id != 0 else { return "register: \(message(error))" }
        // Own the name synchronously: RequestName on the bus.
        var nameArgs = [g_variant_new_string("org.freedesktop.portal.Desktop"), g_variant_new_uint32(4)]
        let request = nameArgs.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
        let owned = g_dbus_connection_call_sync(connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                "org.freedesktop.DBus", "RequestName", request, nil,
                                                G_DBUS_CALL_FLAGS_NONE, 2000, nil, &error)
        guard let owned else { return "name: \(message(error))" }
        g_variant_unref(owned)
        loop = g_main_loop_new(context, 0)
        return nil
    }

    private func value(of key: String) -> UInt32 { lock.withLock { values[key] ?? 0 } }

    /// Changes a setting (`color-scheme`: 1 dark, 2 light, 0 no preference; `contrast`: 1 higher, 0 no
    /// preference) and announces it.
    func set(_ newValue: UInt32, key: String = "color-scheme") {
        lock.withLock { values[key] = newValue }
        var items = [g_variant_new_string("org.freedesktop.appearance"), g_variant_new_string(key),
                     g_variant_new_variant(g_variant_new_uint32(newValue))]
        let parameters = items.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 3) }
        g_dbus_connection_emit_signal(connection, nil, "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings",
                                      "SettingChanged", parameters, nil)
        g_dbus_connection_flush_sync(connection, nil, nil)
    }

    private func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
