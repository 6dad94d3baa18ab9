import Foundation
import CGio
@testable import AtelierAccessibility

/// A screen reader's side of the accessibility bus, in the test's process, over raw D-Bus: calls are made on a
/// background queue while the main thread keeps draining the main queue (where the bridge answers requests
/// that change a window), and signals are collected on a GLib thread of the client's own.
final class ATSPITestClient: @unchecked Sendable {
    /// One signal the client saw: its object path, interface, member, and the first string of its body
    /// (an event's kind, "add" or "remove") with the object path of a reference in its value, if any.
    struct Signal: Equatable, Sendable {
        var path: String, interface: String, member: String, kind: String, referencePath: String?
    }

    private let thread = GLibServiceThread(name: "atspi-test-client")
    private let connection: OpaquePointer
    private let lock = NSLock()
    private var seen: [Signal] = []
    private var box: Unmanaged<ATSPITestClient>?

    init(session: AccessibilityBusSession) throws {
        let address = try session.accessibilityBusAddress()
        let made = thread.sync { () -> SendablePointer? in
            var error: UnsafeMutablePointer<GError>?
            let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                             | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
            let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error)
            if let error { g_error_free(error) }
            return connection.map(SendablePointer.init)
        }
        guard let connection = made?.pointer else { throw AccessibilityBusSession.Failure.call("no accessibility bus") }
        self.connection = connection
    }

    deinit {
        g_dbus_connection_close_sync(connection, nil, nil)
        thread.stop()
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// Calls a method and returns its reply (to be unreffed), or nil on an error; the main queue runs meanwhile.
    @MainActor func call(_ name: String, _ path: String, _ interface: String, _ method: String,
                         _ arguments: OpaquePointer? = nil) -> OpaquePointer? {
        let done = LockedBox<SendablePointer?>()
        let connection = SendablePointer(self.connection), arguments = arguments.map(SendablePointer.init)
        if let arguments { g_variant_ref_sink(arguments.pointer) }
        DispatchQueue.global().async {
            var error: UnsafeMutablePointer<GError>?
            let reply = g_dbus_connection_call_sync(connection.pointer, name, path, interface, method, arguments?.pointer, nil,
                                                    G_DBUS_CALL_FLAGS_NONE, 5000, nil, &error)
            if let error { g_error_free(error) }
            if let arguments { g_variant_unref(arguments.pointer) }
            done.set(reply.map(SendablePointer.init))
        }
        let deadline = Date().addingTimeInterval(10)
        while !done.isSet, Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.005)) }
        return done.value??.pointer
    }

    /// The bus name of the application called `name`, from the registry's desktop.
    @MainActor func application(named name: String) -> String? {
        for (bus, path) in children("org.a11y.atspi.Registry", ATSPIObject.applicationPath) where self.name(bus, path) == name {
            return bus
        }
        return nil
    }

    /// An object's children, as (bus name, path) pairs.
    @MainActor func children(_ bus: String, _ path: String) -> [(String, String)] {
        guard let reply = call(bus, path, "org.a11y.atspi.Accessible", "GetChildren") else { return [] }
        defer { g_variant_unref(reply) }
        let array = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(array) }
        return (0..<g_variant_n_children(array)).map { Self.reference(g_variant_get_child_value(array, $0)!) }
    }

    /// A property of the Accessible interface, as text (`g_variant_print` for what is not a string or number).
    @MainActor func property(_ bus: String, _ path: String, _ property: String,
                             interface: String = "org.a11y.atspi.Accessible") -> String? {
        let arguments = DBusValue.tuple([DBusValue.string(interface), DBusValue.string(property)])
        guard let reply = call(bus, path, "org.freedesktop.DBus.Properties", "Get", arguments) else { return nil }
        defer { g_variant_unref(reply) }
        let boxed = g_variant_get_child_value(reply, 0)!
        let value = g_variant_get_variant(boxed)!
        g_variant_unref(boxed)
        defer { g_variant_unref(value) }
        if g_variant_is_of_type(value, DBusType.named("s")) != 0 { return String(cString: g_variant_get_string(value, nil)) }
        if g_variant_is_of_type(value, DBusType.named("i")) != 0 { return String(g_variant_get_int32(value)) }
        let printed = g_variant_print(value, 0)!
        defer { g_free(printed) }
        return String(cString: printed)
    }

    @MainActor func name(_ bus: String, _ path: String) -> String? { property(bus, path, "Name") }

    /// The first value of a call's reply as an int32 (GetRole's uint32 too), or a bool as 0 or 1.
    @MainActor func number(_ bus: String, _ path: String, _ interface: String, _ method: String,
                           _ arguments: OpaquePointer? = nil) -> Int? {
        guard let reply = call(bus, path, interface, method, arguments) else { return nil }
        defer { g_variant_unref(reply) }
        let value = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(value) }
        if g_variant_is_of_type(value, DBusType.named("i")) != 0 { return Int(g_variant_get_int32(value)) }
        if g_variant_is_of_type(value, DBusType.named("u")) != 0 { return Int(g_variant_get_uint32(value)) }
        if g_variant_is_of_type(value, DBusType.named("b")) != 0 { return Int(g_variant_get_boolean(value)) }
        return nil
    }

    /// Asks the registry to send `event` ("window:", "object:children-changed"), as a screen reader's
    /// listener does; waits until the registry lists it.
    @MainActor func listen(for event: String) {
        if let reply = call("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry", "RegisterEvent",
                            DBusValue.tuple([DBusValue.string(event)])) {
            g_variant_unref(reply)
        }
    }

    /// Starts collecting the signals `bus` sends.
    func watch(_ bus: String) {
        let me = Unmanaged.passUnretained(self).toOpaque()
        let connection = SendablePointer(self.connection), data = SendablePointer(OpaquePointer(me))
        thread.sync {
            _ = g_dbus_connection_signal_subscribe(connection.pointer, bus, nil, nil, nil, nil, G_DBUS_SIGNAL_FLAGS_NONE, {
                _, _, path, interface, member, parameters, data in
                guard let data, let path, let interface, let member, let parameters else { return }
                let client = Unmanaged<ATSPITestClient>.fromOpaque(data).takeUnretainedValue()
                var kind = "", referencePath: String?
                if g_variant_n_children(parameters) > 0, let first = g_variant_get_child_value(parameters, 0) {
                    if g_variant_is_of_type(first, DBusType.named("s")) != 0 { kind = String(cString: g_variant_get_string(first, nil)) }
                    if g_variant_is_of_type(first, DBusType.named("(so)")) != 0 { referencePath = ATSPITestClient.reference(g_variant_ref(first)).1 }
                    g_variant_unref(first)
                }
                if g_variant_n_children(parameters) > 3, let boxed = g_variant_get_child_value(parameters, 3) {
                    if let value = g_variant_get_variant(boxed) {
                        if g_variant_is_of_type(value, DBusType.named("(so)")) != 0 { referencePath = ATSPITestClient.reference(g_variant_ref(value)).1 }
                        g_variant_unref(value)
                    }
                    g_variant_unref(boxed)
                }
                let signal = Signal(path: String(cString: path), interface: String(cString: interface),
                                    member: String(cString: member), kind: kind, referencePath: referencePath)
                client.lock.withLock { client.seen.append(signal) }
            }, UnsafeMutableRawPointer(data.pointer), nil)
        }
    }

    /// The signals seen so far.
    var signals: [Signal] { lock.withLock { seen } }

    func clearSignals() { lock.withLock { seen.removeAll() } }

    /// Waits (draining the main queue) until a signal matching `match` was seen; whether one was.
    @MainActor func waitForSignal(timeout: Double = 5, _ match: (Signal) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if signals.contains(where: match) { return true }
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        return signals.contains(where: match)
    }

    /// A `(so)` value's bus name and path (the value is unreffed).
    static func reference(_ value: OpaquePointer) -> (String, String) {
        defer { g_variant_unref(value) }
        let name = g_variant_get_child_value(value, 0)!, path = g_variant_get_child_value(value, 1)!
        defer { g_variant_unref(name); g_variant_unref(path) }
        return (String(cString: g_variant_get_string(name, nil)), String(cString: g_variant_get_string(path, nil)))
    }
}

/// A value set once from another thread.
private final class LockedBox<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T?
    private var done = false
    func set(_ value: T) { lock.withLock { stored = value; done = true } }
    var isSet: Bool { lock.withLock { done } }
    var value: T? { lock.withLock { stored } }
}
