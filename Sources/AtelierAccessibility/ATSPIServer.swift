import Foundation
import CGio
@_spi(Backend) import AtelierCore

/// The bridge's side of the accessibility bus: the connection, the objects registered on it (every element
/// of every window under /org/a11y/atspi/accessible as one subtree, the application at .../root, the cache),
/// the answers to calls and the signals.
///
/// Calls arrive on the bridge's GLib thread and are answered there from the latest `ExportedApplication` (a value
/// the main actor hands over after each change), so a screen reader reading the tree never waits for a
/// frame. A call that changes the window (an action, a value, a text, focus) or needs the window's place
/// (Component) is sent to the main queue and answered from there.
final class ATSPIServer: @unchecked Sendable {
    /// The connection to the accessibility bus (a `GDBusConnection`).
    let connection: OpaquePointer
    /// The connection's unique bus name: the first half of every reference to an exported object.
    let uniqueName: String
    let applicationName: String
    let host: ATSPIHost
    private let thread: GLibServiceThread
    private let lock = NSLock()
    private var currentApplication: ExportedApplication
    private var desktopReference: (name: String, path: String)?
    private var registryID: Int32 = -1
    private var subtreeID: UInt32 = 0
    private var cacheID: UInt32 = 0
    private var eventListeners = ATSPIEventListeners()
    /// The subscriptions to the registry's EventListenerRegistered and Deregistered (made on the bridge's thread).
    var listenerSubscriptions: [UInt32] = []

    /// The toolkit's name and version, as the Application interface reports them.
    static let toolkitName = "Atelier"
    static let toolkitVersion = "0.1"

    /// Connects to the accessibility bus at `address`; nil (with one warning) when it does not answer.
    /// `onClosed` is called (on the bridge's thread) if the bus goes away later.
    init?(address: String, application: ExportedApplication, applicationName: String, thread: GLibServiceThread, host: ATSPIHost,
          onClosed: @escaping @Sendable () -> Void) {
        // Made on the bridge's thread: GDBus tells of the connection closing in the context it was made in.
        let made = thread.sync { () -> (SendablePointer?, String) in
            var error: UnsafeMutablePointer<GError>?
            let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                             | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
            let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error)
            return (connection.map(SendablePointer.init), connection == nil ? Self.message(error) : "")
        }
        guard let connection = made.0?.pointer else {
            Diagnostics.warn("the accessibility bus at \(address) did not answer (\(made.1)); "
                + "screen readers will not see this window", key: "atspi-connect")
            return nil
        }
        // A screen reader that goes away must not take the app with it.
        g_dbus_connection_set_exit_on_close(connection, 0)
        let box = Unmanaged.passRetained(ClosedHandler(onClosed)).toOpaque()
        let closed: @convention(c) (OpaquePointer?, gboolean, UnsafeMutablePointer<GError>?, gpointer?) -> Void = { _, _, _, data in
            guard let data else { return }
            Unmanaged<ClosedHandler>.fromOpaque(data).takeUnretainedValue().run()
        }
        g_signal_connect_data(UnsafeMutableRawPointer(connection), "closed", unsafeBitCast(closed, to: GCallback.self), box,
                              { data, _ in data.map { Unmanaged<ClosedHandler>.fromOpaque($0).release() } }, GConnectFlags(rawValue: 0))
        self.connection = connection
        uniqueName = g_dbus_connection_get_unique_name(connection).map { String(cString: $0) } ?? ""
        self.applicationName = applicationName
        self.currentApplication = application
        self.thread = thread
        self.host = host
    }

    /// What to do when the bus goes away.
    private final class ClosedHandler {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// The windows' trees calls are answered from.
    var application: ExportedApplication { lock.withLock { currentApplication } }

    /// Replaces the windows' trees (after a change, before its events are sent: a client that reads on an
    /// event reads the new trees).
    func publish(_ application: ExportedApplication) { lock.withLock { currentApplication = application } }

    /// The latest tree of the window that holds the element with bus id `id`.
    func tree(containing id: AccessibilityElementID) -> ExportedTree? { application.tree(containing: id) }

    /// The registry's desktop, our application's parent, once Embed has answered.
    var desktop: (name: String, path: String)? { lock.withLock { desktopReference } }

    /// The events assistive technologies listen for: what `emit` sends.
    var listeners: ATSPIEventListeners {
        get { lock.withLock { eventListeners } }
        set { lock.withLock { eventListeners = newValue } }
    }

    /// Changes the listeners in place, under the lock.
    func updateListeners(_ change: (inout ATSPIEventListeners) -> Void) {
        lock.withLock { change(&eventListeners) }
    }

    /// The id the registry gave the application (Application.Id).
    var applicationID: Int32 {
        get { lock.withLock { registryID } }
        set { lock.withLock { registryID = newValue } }
    }

    // MARK: Registration

    /// Registers the objects from the service thread (their calls are served there) and embeds the
    /// application in the registry's desktop. False, with a warning, when the bus refuses the objects.
    func register() -> Bool {
        thread.sync { [self] in
            var error: UnsafeMutablePointer<GError>?
            let me = Unmanaged.passUnretained(self).toOpaque()
            subtreeID = g_dbus_connection_register_subtree(connection, ATSPIObject.basePath, Self.subtreeVTable,
                                                          G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES,
                                                          me, nil, &error)
            guard subtreeID != 0 else {
                Diagnostics.warn("the accessibility objects could not be registered: \(Self.message(error))", key: "atspi-register")
                return false
            }
            cacheID = g_dbus_connection_register_object(connection, ATSPIObject.cachePath,
                                                        ATSPIIntrospection.interface(ATSPIIntrospection.cacheInterface),
                                                        Self.interfaceVTable, me, nil, &error)
            if cacheID == 0 {
                Diagnostics.warn("the accessibility cache could not be registered: \(Self.message(error))", key: "atspi-register-cache")
            }
            followEventListeners()
            embed()
            return true
        }
    }

    /// Asks the registry to embed the application (asynchronously: the registry may call back while it
    /// answers, and this thread must be free to serve it).
    private func embed() {
        let plug = DBusValue.tuple([DBusValue.reference(uniqueName, ATSPIObject.applicationPath)])
        // The reply comes on this thread; the server is kept until then.
        let me = Unmanaged.passRetained(self).toOpaque()
        g_dbus_connection_call(connection, "org.a11y.atspi.Registry", ATSPIObject.applicationPath,
                               "org.a11y.atspi.Socket", "Embed", plug, DBusType.named("((so))"),
                               G_DBUS_CALL_FLAGS_NONE, -1, nil, { source, result, data in
            guard let data else { return }
            let server = Unmanaged<ATSPIServer>.fromOpaque(data).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
            guard let reply else {
                Diagnostics.warn("the accessibility registry did not embed the application (\(ATSPIServer.message(error))); "
                    + "screen readers may not list it", key: "atspi-embed")
                return
            }
            defer { g_variant_unref(reply) }
            let socket = g_variant_get_child_value(reply, 0)
            defer { g_variant_unref(socket) }
            let name = g_variant_get_child_value(socket, 0), path = g_variant_get_child_value(socket, 1)
            defer { g_variant_unref(name); g_variant_unref(path) }
            let desktop = (String(cString: g_variant_get_string(name, nil)), String(cString: g_variant_get_string(path, nil)))
            server.lock.withLock { server.desktopReference = desktop }
        }, me)
    }

    /// Unregisters everything and closes the connection (the registry then drops the application).
    func close() {
        thread.sync { [self] in
            if subtreeID != 0 { g_dbus_connection_unregister_subtree(connection, subtreeID) }
            if cacheID != 0 { g_dbus_connection_unregister_object(connection, cacheID) }
            for subscription in listenerSubscriptions { g_dbus_connection_signal_unsubscribe(connection, subscription) }
            listenerSubscriptions = []
            subtreeID = 0
            cacheID = 0
        }
        g_dbus_connection_close_sync(connection, nil, nil)
    }

    // MARK: References

    /// The `(so)` reference to an object of this application.
    func reference(_ object: ATSPIObject) -> OpaquePointer { DBusValue.reference(uniqueName, object.path) }

    func reference(_ id: AccessibilityElementID) -> OpaquePointer { reference(.element(id)) }

    /// The reference to the application's parent: the desktop, or null before Embed answered.
    var desktopReferenceValue: OpaquePointer {
        guard let desktop else { return DBusValue.nullReference }
        return DBusValue.reference(desktop.name, desktop.path)
    }

    /// The reference to an element's parent (the application for the window).
    func parentReference(of entry: ExportedTree.Entry) -> OpaquePointer {
        entry.parent.map { reference($0) } ?? reference(.application)
    }

    // MARK: Answering

    /// Answers a call on `invocation` (which the answer consumes): now, or from the main queue.
    func finish(_ invocation: OpaquePointer, _ reply: ATSPIReply) {
        switch reply {
        case .value(let v):
            g_dbus_method_invocation_return_value(invocation, v)
        case .error(let name, let message):
            g_dbus_method_invocation_return_dbus_error(invocation, name, message)
        case .onMain(let work):
            let call = PendingCall(invocation: invocation)
            DispatchQueue.main.async { [self] in
                MainActor.assumeIsolated {
                    finish(call.invocation, work(host, self))
                }
            }
        }
    }

    /// An invocation on its way to the main queue.
    private struct PendingCall: @unchecked Sendable { let invocation: OpaquePointer }

    /// A method call on an exported object; `interface` is the interface it names (Properties for Set).
    func methodCall(path: String, interface: String, method: String, arguments: DBusArguments) -> ATSPIReply {
        if path == ATSPIObject.cachePath {
            return interface == ATSPIIntrospection.cacheInterface && method == "GetItems" ? cacheItems() : .unknownMethod(interface, method)
        }
        guard let object = ATSPIObject(path: path) else { return .unknownObject }
        if interface == "org.freedesktop.DBus.Properties" {
            guard method == "Set", let target = arguments.string(0), let name = arguments.string(1) else {
                return .unknownMethod(interface, method)
            }
            return setProperty(object, interface: target, name: name, arguments: arguments)
        }
        let application = self.application
        switch object {
        case .application:
            switch interface {
            case "org.a11y.atspi.Accessible": return applicationAccessibleCall(method, arguments, application)
            case "org.a11y.atspi.Application": return applicationCall(method, arguments)
            default: return .unknownMethod(interface, method)
            }
        case .element(let id):
            guard let tree = application.tree(containing: id), let entry = tree[id] else { return .unknownObject }
            guard let kind = ATSPIInterfaces(name: interface), ATSPIInterfaces(entry.element).contains(kind) else {
                return .unknownMethod(interface, method)
            }
            switch kind {
            case .accessible: return accessibleCall(method, arguments, entry, tree, application)
            case .component: return componentCall(method, arguments, entry)
            case .action: return actionCall(method, arguments, entry)
            case .text: return textCall(method, arguments, entry)
            case .editableText: return editableTextCall(method, arguments, entry)
            case .selection: return selectionCall(method, arguments, entry, tree)
            default: return .unknownMethod(interface, method)
            }
        }
    }

    /// A property's value, or nil with `error` set.
    func property(path: String, interface: String, name: String) -> Result<OpaquePointer, ATSPIPropertyError> {
        guard let object = ATSPIObject(path: path) else { return .failure(.unknownObject) }
        let application = self.application
        switch object {
        case .application:
            switch interface {
            case "org.a11y.atspi.Accessible": return applicationAccessibleProperty(name, application)
            case "org.a11y.atspi.Application": return applicationProperty(name)
            default: return .failure(.unknownProperty)
            }
        case .element(let id):
            guard let tree = application.tree(containing: id), let entry = tree[id] else { return .failure(.unknownObject) }
            switch interface {
            case "org.a11y.atspi.Accessible": return accessibleProperty(name, entry)
            case "org.a11y.atspi.Action": return actionProperty(name, entry)
            case "org.a11y.atspi.Value": return valueProperty(name, entry)
            case "org.a11y.atspi.Text": return textProperty(name, entry)
            case "org.a11y.atspi.Selection": return selectionProperty(name, entry, tree)
            default: return .failure(.unknownProperty)
            }
        }
    }

    /// Properties.Set: Application.Id from the registry, Value.CurrentValue from an assistive technology.
    private func setProperty(_ object: ATSPIObject, interface: String, name: String, arguments: DBusArguments) -> ATSPIReply {
        switch (object, interface, name) {
        case (.application, "org.a11y.atspi.Application", "Id"):
            guard let v = arguments.variantContent(2, "i") else { return .invalidArgs("Id is an int32") }
            applicationID = g_variant_get_int32(v)
            g_variant_unref(v)
            return .unit
        case (.element(let id), "org.a11y.atspi.Value", "CurrentValue"):
            guard let v = arguments.variantContent(2, "d") else { return .invalidArgs("CurrentValue is a double") }
            let value = g_variant_get_double(v)
            g_variant_unref(v)
            guard value.isFinite else { return .invalidArgs("CurrentValue must be a finite number") }
            guard application[id]?.element.valueRange != nil else { return .unknownObject }
            return .onMain { host, _ in
                host.perform(.setValue(value, id))
                    ? .unit : .error("org.freedesktop.DBus.Error.Failed", "the element did not take the value")
            }
        default:
            return .error("org.freedesktop.DBus.Error.PropertyReadOnly", "\(interface).\(name) cannot be set")
        }
    }

    static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}

/// Why a property could not be read.
enum ATSPIPropertyError: Error {
    case unknownObject, unknownProperty
}
