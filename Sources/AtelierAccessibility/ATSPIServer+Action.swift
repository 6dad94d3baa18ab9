import CGio
import AtelierCore

/// org.a11y.atspi.Action: the element's actions by index; doing one is a request to the main actor.
extension ATSPIServer {
    func actionProperty(_ name: String, _ entry: ExportedTree.Entry) -> Result<OpaquePointer, ATSPIPropertyError> {
        name == "NActions" ? .success(DBusValue.int32(entry.element.actions.count)) : .failure(.unknownProperty)
    }

    func actionCall(_ method: String, _ arguments: DBusArguments, _ entry: ExportedTree.Entry) -> ATSPIReply {
        let e = entry.element
        if method == "GetActions" {
            let items = e.actions.map {
                DBusValue.tuple([DBusValue.string(ATSPIAction.name($0, role: e.role)),
                                 DBusValue.string(ATSPIAction.description($0, of: e)), DBusValue.string("")])
            }
            return .single(DBusValue.array("(sss)", items))
        }
        // Every other method names an action by index; one out of range is no action (empty, or false).
        let index = arguments.int32(0) ?? -1
        let action = e.actions.indices.contains(index) ? e.actions[index] : nil
        switch method {
        case "GetName", "GetLocalizedName": return .string(action.map { ATSPIAction.name($0, role: e.role) } ?? "")
        case "GetDescription": return .string(action.map { ATSPIAction.description($0, of: e) } ?? "")
        case "GetKeyBinding": return .string("")
        case "DoAction":
            guard let action else { return .bool(false) }
            let id = e.id
            return .onMain { host, _ in .bool(host.perform(.action(action, id))) }
        default: return .unknownMethod("org.a11y.atspi.Action", method)
        }
    }
}
