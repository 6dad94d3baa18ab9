import CGio

/// The C entry points GDBus calls: plain functions (a Swift closure with captures cannot be a C function
/// pointer) that find the server through their user data and hand over to it.
extension ATSPIServer {
    /// The server a callback's user data points to (never retained by it: the server unregisters before it goes).
    fileprivate static func from(_ data: UnsafeMutableRawPointer?) -> ATSPIServer? {
        data.map { Unmanaged<ATSPIServer>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Method calls and property reads of every exported interface. Properties.Set goes to `method_call`
    /// (no `set_property`), so that setting a value can be answered from the main queue.
    nonisolated(unsafe) static let interfaceVTable: UnsafeMutablePointer<GDBusInterfaceVTable> = {
        let table = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
        table.initialize(to: GDBusInterfaceVTable())
        table.pointee.method_call = { _, _, path, interface, method, parameters, invocation, data in
            guard let invocation else { return }
            guard let server = ATSPIServer.from(data), let path, let interface, let method else {
                g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.Failed", "no accessible object")
                return
            }
            let reply = server.methodCall(path: String(cString: path), interface: String(cString: interface),
                                          method: String(cString: method), arguments: DBusArguments(tuple: parameters))
            server.finish(invocation, reply)
        }
        table.pointee.get_property = { _, _, path, interface, property, error, data in
            guard let server = ATSPIServer.from(data), let path, let interface, let property else { return nil }
            switch server.property(path: String(cString: path), interface: String(cString: interface),
                                   name: String(cString: property)) {
            case .success(let value):
                return value
            case .failure(let reason):
                let code = reason == .unknownObject ? G_DBUS_ERROR_UNKNOWN_OBJECT : G_DBUS_ERROR_UNKNOWN_PROPERTY
                let text = reason == .unknownObject ? "the accessible object is no longer in the window's tree"
                                                    : "no such property"
                g_set_error_literal(error, g_dbus_error_quark(), gint(code.rawValue), text)
                return nil
            }
        }
        return table
    }()

    /// The subtree at /org/a11y/atspi/accessible: its nodes are the application ("root") and the elements
    /// (their ids), looked up per call in the latest tree, so elements come and go without registering.
    nonisolated(unsafe) static let subtreeVTable: UnsafeMutablePointer<GDBusSubtreeVTable> = {
        let table = UnsafeMutablePointer<GDBusSubtreeVTable>.allocate(capacity: 1)
        table.initialize(to: GDBusSubtreeVTable())
        // Only for Introspect of the folder itself (calls are dispatched without enumerating).
        table.pointee.enumerate = { _, _, _, data in
            let names = ATSPIServer.from(data).map { server in ["root"] + server.application.order.map { String($0.rawValue) } } ?? []
            let array = g_malloc0(gsize(MemoryLayout<UnsafeMutablePointer<gchar>?>.stride * (names.count + 1)))!
                .assumingMemoryBound(to: UnsafeMutablePointer<gchar>?.self)
            for (i, name) in names.enumerated() { array[i] = g_strdup(name) }
            return array
        }
        table.pointee.introspect = { _, _, _, node, data in
            guard let server = ATSPIServer.from(data), let node,
                  let interfaces = server.interfaces(ofNode: String(cString: node)) else { return nil }
            let infos = interfaces.names.compactMap(ATSPIIntrospection.interface)
            let array = g_malloc0(gsize(MemoryLayout<UnsafeMutablePointer<GDBusInterfaceInfo>?>.stride * (infos.count + 1)))!
                .assumingMemoryBound(to: UnsafeMutablePointer<GDBusInterfaceInfo>?.self)
            // GDBus unrefs each item and frees the array.
            for (i, info) in infos.enumerated() { array[i] = g_dbus_interface_info_ref(info) }
            return array
        }
        table.pointee.dispatch = { _, _, _, interface, node, userData, data in
            guard let server = ATSPIServer.from(data), let node, let interface,
                  let interfaces = server.interfaces(ofNode: String(cString: node)),
                  let wanted = ATSPIInterfaces(name: String(cString: interface)), interfaces.contains(wanted) else { return nil }
            userData?.pointee = data
            return UnsafePointer(ATSPIServer.interfaceVTable)
        }
        return table
    }()

    /// The interfaces of the object at a subtree node; nil when there is none (a removed element).
    func interfaces(ofNode node: String) -> ATSPIInterfaces? {
        switch ATSPIObject(node: node) {
        case .application: return .applicationRoot
        case .element(let id): return application[id].map { ATSPIInterfaces($0.element) }
        case nil: return nil
        }
    }
}
