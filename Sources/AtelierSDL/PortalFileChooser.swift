import Foundation
import CGio
@_spi(Backend) import AtelierCore

/// The desktop's file chooser through xdg-desktop-portal's `org.freedesktop.portal.FileChooser` on the session bus
/// (`OpenFile`, `SaveFile`), as GTK, Qt and Flatpak applications use it: the request's options go as `a{sv}`
/// (`handle_token`, `multiple`, `directory`, `filters` from the content types' MIME types and extensions,
/// `current_name`, `current_folder`), and the answer comes as the `Response` signal of the returned Request
/// object, with `uris`. Each request is served on a thread of its own. When no portal is on the bus, or the call
/// gets no reply within `replyTimeout`, the drawn chooser is shown instead, with one warning.
final class PortalFileChooser: FileChooserService, @unchecked Sendable {
    static let portalName = "org.freedesktop.portal.Desktop"
    static let portalPath = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.FileChooser"

    /// The bus to ask (the session bus when nil).
    let busAddress: String?
    /// How long the portal may take to accept a request (not to answer it: the user may take minutes).
    let replyTimeout: TimeInterval
    /// Where the drawn chooser starts when it stands in.
    let fallback: DrawnFileChooser

    init(busAddress: String? = nil, replyTimeout: TimeInterval = 5, fallback: DrawnFileChooser = DrawnFileChooser()) {
        self.busAddress = busAddress
        self.replyTimeout = replyTimeout
        self.fallback = fallback
    }

    /// Makes the portal the file chooser of the views under `environment` (the window host's root).
    static func install(in environment: inout EnvironmentValues) {
        environment.fileChooser = PortalFileChooser()
    }

    /// How a portal request ended.
    enum Outcome: Sendable, Equatable {
        case answered(FileChooserResponse)
        /// No portal took the request (the reason, for the warning).
        case unavailable(String)
    }

    @MainActor func choose(_ request: FileChooserRequest, presenter: FileChooserPresenter,
                           completion: @escaping @MainActor (FileChooserResponse) -> Void) {
        let fallback = self.fallback
        Task { @MainActor in
            let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                let thread = Thread { continuation.resume(returning: self.ask(request)) }
                thread.name = "atelier.file-chooser-portal"
                thread.start()
            }
            switch outcome {
            case .answered(let response):
                completion(response)
            case .unavailable(let reason):
                Diagnostics.warn("The desktop's file chooser (xdg-desktop-portal) did not answer (\(reason)); Atelier draws its own",
                                 key: "portal-file-chooser-unavailable")
                fallback.choose(request, presenter: presenter, completion: completion)
            }
        }
    }

    /// Asks the portal and waits for its answer, on the calling thread (not the main one).
    func ask(_ request: FileChooserRequest) -> Outcome {
        let context = g_main_context_new()
        g_main_context_push_thread_default(context)
        defer {
            g_main_context_pop_thread_default(context)
            g_main_context_unref(context)
        }
        var error: UnsafeMutablePointer<GError>?
        let connection: OpaquePointer?
        if let busAddress {
            let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                             | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
            connection = g_dbus_connection_new_for_address_sync(busAddress, flags, nil, nil, &error)
        } else if ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]?.isEmpty == false {
            connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error)
        } else {
            return .unavailable("no session bus")
        }
        guard let connection else { return .unavailable(Self.take(error)) }
        defer { g_object_unref(UnsafeMutableRawPointer(connection)) }

        // The Request object's path is known before the call, so the answer cannot come before we listen.
        let token = "atelier\(UInt32.random(in: 0...UInt32.max))"
        let sender = String(cString: g_dbus_connection_get_unique_name(connection)).dropFirst().replacingOccurrences(of: ".", with: "_")
        let handle = "\(Self.portalPath)/request/\(sender)/\(token)"
        let state = ResponseState(loop: g_main_loop_new(context, 0))
        let unmanaged = Unmanaged.passRetained(state)
        defer { unmanaged.release() }
        let subscription = g_dbus_connection_signal_subscribe(connection, Self.portalName, "org.freedesktop.portal.Request", "Response",
                                                              handle, nil, G_DBUS_SIGNAL_FLAGS_NONE,
                                                              { _, _, _, _, _, parameters, data in
            guard let parameters, let data else { return }
            Unmanaged<ResponseState>.fromOpaque(data).takeUnretainedValue().received(parameters)
        }, unmanaged.toOpaque(), nil)
        defer { g_dbus_connection_signal_unsubscribe(connection, subscription) }

        let (method, parameters) = Self.call(for: request, token: token)
        let reply = g_dbus_connection_call_sync(connection, Self.portalName, Self.portalPath, Self.interface, method, parameters,
                                                portalVariantType("(o)"), G_DBUS_CALL_FLAGS_NONE,
                                                Int32(max(1, replyTimeout * 1000)), nil, &error)
        guard let reply else { return .unavailable(Self.take(error)) }
        g_variant_unref(reply)
        if !state.answered { g_main_loop_run(state.loop) }
        return state.outcome
    }

    /// The method and its `(ssa{sv})` arguments for a request.
    static func call(for request: FileChooserRequest, token: String) -> (String, OpaquePointer?) {
        var options: [OpaquePointer?] = [entry("handle_token", g_variant_new_string(token)),
                                         entry("modal", g_variant_new_boolean(1))]
        options.append(entry("accept_label", g_variant_new_string(request.acceptLabel)))
        let method: String
        switch request.mode {
        case .open(let multiple):
            method = "OpenFile"
            options.append(entry("multiple", g_variant_new_boolean(multiple ? 1 : 0)))
            if request.allowsFolders { options.append(entry("directory", g_variant_new_boolean(1))) }
        case .save(let name):
            method = "SaveFile"
            options.append(entry("current_name", g_variant_new_string(name)))
        case .chooseFolder:
            method = "OpenFile"
            options.append(entry("directory", g_variant_new_boolean(1)))
        }
        if let folder = request.startDirectory {
            options.append(entry("current_folder", g_variant_new_bytestring(folder.path)))
        }
        if let filters = filters(for: request.allowedContentTypes) {
            options.append(entry("filters", filters))
            if let first = g_variant_get_child_value(filters, 0) { options.append(entry("current_filter", first)) }
        }
        let optionArray = options.withUnsafeBufferPointer {
            g_variant_new_array(portalVariantType("{sv}"), UnsafeMutablePointer(mutating: $0.baseAddress), gsize($0.count))
        }
        var arguments = [g_variant_new_string(""), g_variant_new_string(request.title), optionArray]
        return (method, arguments.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 3) })
    }

    /// The portal's filters, `a(sa(us))`: per content type its name with its MIME types (1) and extension globs (0);
    /// nil when every file is allowed.
    static func filters(for types: [UTType]) -> OpaquePointer? {
        let patterns = patternsByType(types)
        guard !patterns.isEmpty else { return nil }
        var filters: [OpaquePointer?] = patterns.map { name, rules in
            var items: [OpaquePointer?] = rules.map { kind, pattern in
                var pair = [g_variant_new_uint32(kind), g_variant_new_string(pattern)]
                return pair.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
            }
            let array = items.withUnsafeMutableBufferPointer { g_variant_new_array(portalVariantType("(us)"), $0.baseAddress, gsize($0.count)) }
            var filter = [g_variant_new_string(name), array]
            return filter.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
        }
        return filters.withUnsafeMutableBufferPointer { g_variant_new_array(portalVariantType("(sa(us))"), $0.baseAddress, gsize($0.count)) }
    }

    /// Each type's rules as (kind, pattern): 0 a glob, 1 a MIME type; abstract text, image, audio and movie types
    /// become MIME wildcards; data and item, which match every file, make no filter.
    static func patternsByType(_ types: [UTType]) -> [(String, [(UInt32, String)])] {
        guard !types.contains(where: { $0 == .data || $0 == .item }) else { return [] }
        return types.compactMap { type in
            var rules: [(UInt32, String)] = (type.tags[.mimeType] ?? []).map { (1, $0) }
            rules += (type.tags[.filenameExtension] ?? []).map { (0, "*.\($0)") }
            if rules.isEmpty {
                let wildcards: [(UTType, String)] = [(.text, "text/*"), (.image, "image/*"), (.audio, "audio/*"), (.movie, "video/*")]
                if let wildcard = wildcards.first(where: { $0.0 == type }) { rules = [(1, wildcard.1)] }
            }
            guard !rules.isEmpty else { return nil }
            return (type.localizedDescription ?? type.identifier, rules)
        }
    }

    private static func entry(_ key: String, _ value: OpaquePointer?) -> OpaquePointer? {
        g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value))
    }

    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "no reply" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }

    /// The Response signal's contents, received on the asking thread.
    final class ResponseState: @unchecked Sendable {
        let loop: OpaquePointer?
        var answered = false
        var outcome: Outcome = .unavailable("no response")

        init(loop: OpaquePointer?) { self.loop = loop }
        deinit { if let loop { g_main_loop_unref(loop) } }

        func received(_ parameters: OpaquePointer) {
            guard !answered, g_variant_n_children(parameters) == 2 else { return }
            answered = true
            let code = g_variant_get_child_value(parameters, 0)
            let response = g_variant_get_uint32(code)
            g_variant_unref(code)
            switch response {
            case 0:
                let results = g_variant_get_child_value(parameters, 1)
                var urls: [URL] = []
                if let uris = g_variant_lookup_value(results, "uris", portalVariantType("as")) {
                    var count = 0
                    if let strings = g_variant_get_strv(uris, &count) {
                        for index in 0..<count {
                            if let c = strings[index], let url = URL(string: String(cString: c)), url.isFileURL { urls.append(url) }
                        }
                        g_free(UnsafeMutableRawPointer(mutating: strings))
                    }
                    g_variant_unref(uris)
                }
                g_variant_unref(results)
                outcome = .answered(urls.isEmpty ? .cancelled : .chosen(urls))
            case 1:
                outcome = .answered(.cancelled)
            default:
                outcome = .unavailable("the portal ended the request (\(response))")
            }
            g_main_loop_quit(loop)
        }
    }
}

/// A GVariant type from a static string: GLib keeps the pointer, so it must outlive the call (a Swift string
/// passed as a C string does not).
func portalVariantType(_ type: StaticString) -> OpaquePointer? {
    g_variant_type_checked_(UnsafeRawPointer(type.utf8Start).assumingMemoryBound(to: CChar.self))
}
