import CGio
import AtelierCore

/// Sends the events of a change as signals (from any thread: GDBus queues them in order).
extension ATSPIServer {
    private static let objectEvents = "org.a11y.atspi.Event.Object"

    /// Sends those of `events` some assistive technology listens for, reading the elements they name in `tree`
    /// (the tree they lead to).
    func emit(_ events: [ATSPIEvent], in tree: ExportedTree) {
        let listeners = self.listeners
        for event in events where listeners.wants(event.listenerName) { emit(event, tree) }
    }

    /// An event's body, `(siiva{sv})`: its detail, two numbers, a value, and no properties.
    private func body(_ kind: String, _ detail1: Int, _ detail2: Int, _ data: OpaquePointer) -> OpaquePointer {
        DBusValue.tuple([DBusValue.string(kind), DBusValue.int32(detail1), DBusValue.int32(detail2),
                         DBusValue.variant(data), DBusValue.emptyVariantDictionary])
    }

    private func signal(_ path: String, _ interface: String, _ name: String, _ parameters: OpaquePointer) {
        // An error here means the connection closed: nothing is listening any more.
        g_dbus_connection_emit_signal(connection, nil, path, interface, name, parameters, nil)
    }

    private func emit(_ event: ATSPIEvent, _ tree: ExportedTree) {
        switch event {
        case .stateChanged(let id, let state, let on):
            signal(ATSPIObject.element(id).path, Self.objectEvents, "StateChanged",
                   body(state.name, on ? 1 : 0, 0, DBusValue.int32(0)))
        case .childAdded(let parent, let index, let child):
            signal(parent.path, Self.objectEvents, "ChildrenChanged", body("add", index, 0, reference(child)))
        case .childRemoved(let parent, let index, let child):
            signal(parent.path, Self.objectEvents, "ChildrenChanged", body("remove", index, 0, reference(child)))
        case .propertyChanged(let id, let property):
            let (kind, value): (String, OpaquePointer)
            switch property {
            case .name(let s): (kind, value) = ("accessible-name", DBusValue.string(s))
            case .description(let s): (kind, value) = ("accessible-description", DBusValue.string(s))
            case .value(let v): (kind, value) = ("accessible-value", DBusValue.double(v))
            case .role(let r): (kind, value) = ("accessible-role", DBusValue.uint32(r.rawValue))
            }
            signal(ATSPIObject.element(id).path, Self.objectEvents, "PropertyChange", body(kind, 0, 0, value))
        case .textInserted(let id, let start, let text):
            signal(ATSPIObject.element(id).path, Self.objectEvents, "TextChanged",
                   body("insert", start, text.unicodeScalars.count, DBusValue.string(text)))
        case .textDeleted(let id, let start, let text):
            signal(ATSPIObject.element(id).path, Self.objectEvents, "TextChanged",
                   body("delete", start, text.unicodeScalars.count, DBusValue.string(text)))
        case .caretMoved(let id, let offset):
            signal(ATSPIObject.element(id).path, Self.objectEvents, "TextCaretMoved", body("", offset, 0, DBusValue.string("")))
        case .textSelectionChanged(let id):
            signal(ATSPIObject.element(id).path, Self.objectEvents, "TextSelectionChanged", body("", 0, 0, DBusValue.string("")))
        case .windowActivated(let id, let active):
            let name = tree[id]?.element.label ?? ""
            signal(ATSPIObject.element(id).path, "org.a11y.atspi.Event.Window", active ? "Activate" : "Deactivate",
                   body("", 0, 0, DBusValue.string(name)))
        case .cacheAdded(let id):
            guard let entry = tree[id] else { return }
            signal(ATSPIObject.cachePath, ATSPIIntrospection.cacheInterface, "AddAccessible",
                   DBusValue.tuple([cacheItem(entry, tree, application)]))
        case .cacheRemoved(let id):
            signal(ATSPIObject.cachePath, ATSPIIntrospection.cacheInterface, "RemoveAccessible",
                   DBusValue.tuple([reference(id)]))
        }
    }
}
