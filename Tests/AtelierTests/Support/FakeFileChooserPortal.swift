import Foundation
import CGio

/// A session bus of the test's own with a stand-in for xdg-desktop-portal's FileChooser: `OpenFile` and `SaveFile`
/// return a Request object's path and then send its `Response` with `uris`, as a desktop does when the user picks;
/// or, made with `answers: false`, never reply. The calls' methods and options are recorded.
final class FakeFileChooserPortal: @unchecked Sendable {
    private let daemon = Process()
    /// The bus's address.
    let address: String
    private var connection: OpaquePointer?
    private var context: OpaquePointer?
    private var loop: OpaquePointer?
    private let lock = NSLock()
    private let uris: [String]
    private let answers: Bool
    private var calls: [(method: String, options: String)] = []
    private var held: [OpaquePointer] = []
    private var startProblem: String?

    enum Failure: Error { case noDaemon, noConnection(String) }

    init(answering uris: [String], answers: Bool = true) throws {
        self.uris = uris
        self.answers = answers
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--print-address=1"]
        address = try startAnnouncingServer(daemon)
        guard !address.isEmpty else { daemon.terminate(); throw Failure.noDaemon }
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread {
            let problem = self.start()
            self.lock.withLock { self.startProblem = problem }
            ready.signal()
            if problem == nil { g_main_loop_run(self.loop) }
        }
        thread.start()
        ready.wait()
        if let problem = lock.withLock({ startProblem }) { throw Failure.noConnection(problem) }
    }

    deinit {
        if let loop { g_main_loop_quit(loop) }
        daemon.terminate()
        daemon.waitUntilExit()
    }

    /// The methods called, with their options printed as GVariant text.
    var recordedCalls: [(method: String, options: String)] { lock.withLock { calls } }

    private static let introspection = """
        <node><interface name='org.freedesktop.portal.FileChooser'>
        <method name='OpenFile'><arg type='s' direction='in'/><arg type='s' direction='in'/><arg type='a{sv}' direction='in'/>\
        <arg type='o' direction='out'/></method>
        <method name='SaveFile'><arg type='s' direction='in'/><arg type='s' direction='in'/><arg type='a{sv}' direction='in'/>\
        <arg type='o' direction='out'/></method>
        </interface></node>
        """

    private func start() -> String? {
        context = g_main_context_new()
        g_main_context_push_thread_default(context)
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                         | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error)
        guard let connection else { return "connect failed" }
        let info = g_dbus_node_info_new_for_xml(Self.introspection, &error)
        guard let info, let interface = info.pointee.interfaces?[0] else { return "xml" }
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, sender, _, _, method, parameters, invocation, data in
            guard let data, let sender, let method, let parameters, let invocation else { return }
            Unmanaged<FakeFileChooserPortal>.fromOpaque(data).takeUnretainedValue()
                .called(String(cString: method), sender: String(cString: sender), parameters: parameters, invocation: invocation)
        }
        let id = g_dbus_connection_register_object(connection, "/org/freedesktop/portal/desktop", interface, &vtable,
                                                   Unmanaged.passUnretained(self).toOpaque(), nil, &error)
        guard id != 0 else { return "register" }
        var nameArgs = [g_variant_new_string("org.freedesktop.portal.Desktop"), g_variant_new_uint32(4)]
        let request = nameArgs.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
        guard let owned = g_dbus_connection_call_sync(connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                                      "RequestName", request, nil, G_DBUS_CALL_FLAGS_NONE, 2000, nil, &error) else { return "name" }
        g_variant_unref(owned)
        loop = g_main_loop_new(context, 0)
        return nil
    }

    private func called(_ method: String, sender: String, parameters: OpaquePointer, invocation: OpaquePointer) {
        let options = g_variant_get_child_value(parameters, 2)
        let printed = g_variant_print(options, 1).map { p in defer { g_free(p) }; return String(cString: p) } ?? ""
        var token = "t"
        if let value = g_variant_lookup_value(options, "handle_token", fakePortalVariantType("s")) {
            token = String(cString: g_variant_get_string(value, nil))
            g_variant_unref(value)
        }
        g_variant_unref(options)
        lock.withLock { calls.append((method, printed)) }
        guard answers else {
            // Never answered: the caller's timeout decides.
            g_object_ref(UnsafeMutableRawPointer(invocation))
            lock.withLock { held.append(invocation) }
            return
        }
        let handle = "/org/freedesktop/portal/desktop/request/\(sender.dropFirst().replacingOccurrences(of: ".", with: "_"))/\(token)"
        var out = [g_variant_new_object_path(handle)]
        g_dbus_method_invocation_return_value(invocation, out.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 1) })
        // The user "picks" the files: the Request object answers.
        var strings = uris.map { strdup($0) } + [nil]
        let list = strings.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { g_variant_new_strv($0, gssize(uris.count)) }
        }
        strings.forEach { free($0) }
        var entries = [g_variant_new_dict_entry(g_variant_new_string("uris"), g_variant_new_variant(list))]
        let results = entries.withUnsafeMutableBufferPointer { g_variant_new_array(fakePortalVariantType("{sv}"), $0.baseAddress, 1) }
        var response = [g_variant_new_uint32(uris.isEmpty ? 1 : 0), results]
        let signal = response.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
        g_dbus_connection_emit_signal(connection, sender, handle, "org.freedesktop.portal.Request", "Response", signal, nil)
        g_dbus_connection_flush_sync(connection, nil, nil)
    }
}

/// A GVariant type from a static string (GLib keeps the pointer).
private func fakePortalVariantType(_ type: StaticString) -> OpaquePointer? {
    g_variant_type_checked_(UnsafeRawPointer(type.utf8Start).assumingMemoryBound(to: CChar.self))
}
