import Foundation
import CGio
@_spi(Backend) import AtelierCore

/// The desktop's appearance from the freedesktop settings that xdg-desktop-portal publishes on the session bus:
/// `color-scheme` (1 dark, 2 light, 0 no preference) and `contrast` (1 higher contrast, 0 no preference), followed
/// live through the portal's `SettingChanged` signal. The bus is served on a thread of its own; changes reach the
/// main queue.
final class DesktopAppearance: @unchecked Sendable {
    static let portalName = "org.freedesktop.portal.Desktop"
    static let portalPath = "/org/freedesktop/portal/desktop"
    static let settingsInterface = "org.freedesktop.portal.Settings"
    static let namespace = "org.freedesktop.appearance"
    static let key = "color-scheme"
    static let contrastKey = "contrast"

    /// A setting the desktop changed.
    enum Change: Equatable, Sendable {
        case colorScheme(ColorScheme?)
        case contrast(ColorSchemeContrast)
    }

    /// The contrast a portal value stands for: increased for 1 ("higher contrast"), standard otherwise.
    static func contrast(forPortalValue value: UInt32) -> ColorSchemeContrast {
        value == 1 ? .increased : .standard
    }

    /// The scheme a portal value stands for: nil for "no preference" and values the specification does not name.
    static func scheme(forPortalValue value: UInt32) -> ColorScheme? {
        switch value {
        case 1: return .dark
        case 2: return .light
        default: return nil
        }
    }

    private var onChange: (@Sendable (Change) -> Void)?
    private var connection: OpaquePointer?
    private var loop: OpaquePointer?
    private var context: OpaquePointer?

    /// Connects to the bus at `address` (the session bus when nil); nil when no bus answers.
    init?(busAddress: String? = nil) {
        var error: UnsafeMutablePointer<GError>?
        let connection: OpaquePointer?
        if let busAddress {
            let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                             | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
            connection = g_dbus_connection_new_for_address_sync(busAddress, flags, nil, nil, &error)
        } else {
            // Without a session bus address GIO would try to start one: there is none to ask.
            guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]?.isEmpty == false else { return nil }
            connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error)
        }
        if let error { g_error_free(error) }
        guard let connection else { return nil }
        self.connection = connection
    }

    deinit {
        if let loop { g_main_loop_quit(loop) }
        if let connection { g_object_unref(UnsafeMutableRawPointer(connection)) }
    }

    /// The colour scheme as the portal has it now, or nil when no portal answers or it has no preference.
    func read() -> ColorScheme? {
        readValue(Self.key).flatMap(Self.scheme(forPortalValue:))
    }

    /// The contrast as the portal has it now (standard when no portal answers or it has no preference).
    func readContrast() -> ColorSchemeContrast {
        readValue(Self.contrastKey).map(Self.contrast(forPortalValue:)) ?? .standard
    }

    /// How long a read waits for the portal: the window waits for it before its first frame.
    static let readTimeout: Int32 = 500

    /// Set once a read timed out: a portal that took the call and never answered is not asked again (each read
    /// would hold the window back as long), and `SettingChanged` still reaches `follow`.
    private var portalIsSilent = false

    /// A number of the appearance namespace as the portal has it now; nil when no portal answers.
    private func readValue(_ key: String) -> UInt32? {
        guard let connection, !portalIsSilent else { return nil }
        let arguments = [g_variant_new_string(Self.namespace), g_variant_new_string(key)]
        let tuple = arguments.withUnsafeBufferPointer { g_variant_new_tuple(UnsafeMutablePointer(mutating: $0.baseAddress), 2) }
        var error: UnsafeMutablePointer<GError>?
        // Read (version 1 of the interface) wraps the value in one more variant than ReadOne; unwrapping handles both.
        let reply = g_dbus_connection_call_sync(connection, Self.portalName, Self.portalPath,
                                                Self.settingsInterface, "Read", tuple, nil, G_DBUS_CALL_FLAGS_NONE,
                                                Self.readTimeout, nil, &error)
        if let error {
            if g_error_matches(error, g_io_error_quark(), Int32(G_IO_ERROR_TIMED_OUT.rawValue)) != 0 {
                portalIsSilent = true
                Diagnostics.warn("the desktop's settings portal did not answer in \(Self.readTimeout) ms; the app starts with "
                    + "its own light or dark setting and follows the portal's changes", key: "portal-silent")
            }
            g_error_free(error)
        }
        guard let reply else { return nil }
        defer { g_variant_unref(reply) }
        return Self.uint32(in: g_variant_get_child_value(reply, 0))
    }

    /// The unsigned integer inside a value, through any variants around it (the value is released).
    static func uint32(in value: OpaquePointer?) -> UInt32? {
        var current = value
        while let v = current, g_variant_is_of_type(v, g_variant_type_checked_("v")) != 0 {
            current = g_variant_get_variant(v)
            g_variant_unref(v)
        }
        guard let v = current else { return nil }
        defer { g_variant_unref(v) }
        guard g_variant_is_of_type(v, g_variant_type_checked_("u")) != 0 else { return nil }
        return g_variant_get_uint32(v)
    }

    /// Starts following `SettingChanged` on a thread that serves the bus (it keeps this object for the process);
    /// each change calls `onChange` on the main queue.
    func follow(onChange: @escaping @Sendable (Change) -> Void) {
        guard connection != nil, loop == nil else { return }
        self.onChange = onChange
        context = g_main_context_new()
        loop = g_main_loop_new(context, 0)
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread { self.serve(ready) }
        thread.name = "atelier.desktop-appearance"
        thread.start()
        ready.wait()
    }

    private func serve(_ ready: DispatchSemaphore) {
        g_main_context_push_thread_default(context)
        // Signals are delivered in the thread-default context of the thread that subscribed: this one.
        g_dbus_connection_signal_subscribe(connection, Self.portalName, Self.settingsInterface, "SettingChanged",
                                           Self.portalPath, Self.namespace, G_DBUS_SIGNAL_FLAGS_NONE,
                                           { _, _, _, _, _, parameters, data in
            guard let parameters, let data else { return }
            Unmanaged<DesktopAppearance>.fromOpaque(data).takeUnretainedValue().settingChanged(parameters)
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
        // The subscription's match rule reaches the bus without an answer; a call answered after it means the bus
        // has it, so no change made from here on is missed.
        if let reply = g_dbus_connection_call_sync(connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                   "org.freedesktop.DBus", "GetId", nil, nil, G_DBUS_CALL_FLAGS_NONE,
                                                   1000, nil, nil) {
            g_variant_unref(reply)
        }
        ready.signal()
        g_main_loop_run(loop)
        g_main_context_pop_thread_default(context)
    }

    private func settingChanged(_ parameters: OpaquePointer) {
        guard g_variant_n_children(parameters) == 3 else { return }
        let keyValue = g_variant_get_child_value(parameters, 1)
        defer { g_variant_unref(keyValue) }
        guard let cKey = g_variant_get_string(keyValue, nil) else { return }
        let value = Self.uint32(in: g_variant_get_child_value(parameters, 2))
        let change: Change
        switch String(cString: cKey) {
        case Self.key: change = .colorScheme(value.flatMap(Self.scheme(forPortalValue:)))
        case Self.contrastKey: change = .contrast(Self.contrast(forPortalValue: value ?? 0))
        default: return
        }
        guard let onChange else { return }
        DispatchQueue.main.async { onChange(change) }
    }
}
