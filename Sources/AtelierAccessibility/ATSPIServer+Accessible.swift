import Foundation
import CGio
import AtelierCore

/// org.a11y.atspi.Accessible for the elements: names, the tree's shape, role, states and attributes.
extension ATSPIServer {
    func accessibleProperty(_ name: String, _ entry: ExportedTree.Entry) -> Result<OpaquePointer, ATSPIPropertyError> {
        let e = entry.element
        switch name {
        case "Name": return .success(DBusValue.string(e.label))
        case "Description": return .success(DBusValue.string(e.hint ?? ""))
        case "Parent": return .success(parentReference(of: entry))
        case "ChildCount": return .success(DBusValue.int32(entry.children.count))
        case "Locale": return .success(DBusValue.string(Self.locale))
        case "AccessibleId": return .success(DBusValue.string(e.identifier ?? ""))
        default: return .failure(.unknownProperty)
        }
    }

    func accessibleCall(_ method: String, _ arguments: DBusArguments, _ entry: ExportedTree.Entry,
                        _ tree: ExportedTree, _ application: ExportedApplication) -> ATSPIReply {
        let e = entry.element
        switch method {
        case "GetChildAtIndex":
            guard let index = arguments.int32(0) else { return .invalidArgs("GetChildAtIndex takes an int32") }
            return .single(entry.children.indices.contains(index) ? reference(entry.children[index]) : DBusValue.nullReference)
        case "GetChildren":
            return .single(DBusValue.array("(so)", entry.children.map { reference($0) }))
        case "GetIndexInParent":
            return .int32(application.indexInParent(entry))
        case "GetRelationSet":
            return .single(DBusValue.array("(ua(so))", []))
        case "GetRole":
            return .single(DBusValue.uint32(ATSPIRole(e.role).rawValue))
        case "GetRoleName", "GetLocalizedRoleName":
            return .string(ATSPIRole(e.role).name)
        case "GetState":
            return .single(DBusValue.uint32s(tree.states(of: entry).words))
        case "GetAttributes":
            return .single(DBusValue.stringDictionary(Self.attributes(of: e)))
        case "GetApplication":
            return .single(reference(.application))
        case "GetInterfaces":
            return .single(DBusValue.strings(ATSPIInterfaces(e).names))
        default:
            return .unknownMethod("org.a11y.atspi.Accessible", method)
        }
    }

    /// An element's object attributes, with the names Orca and the browsers use: the program's identifier,
    /// a heading's level, a field's placeholder, the place in a set, a value given as text.
    static func attributes(of e: AccessibilityElement) -> [String: String] {
        var a = ["toolkit": toolkitName]
        if let id = e.identifier, !id.isEmpty { a["id"] = id }
        if let level = e.headingLevel { a["level"] = String(level) }
        if let placeholder = e.placeholder, !placeholder.isEmpty { a["placeholder-text"] = placeholder }
        if let position = e.position {
            a["posinset"] = String(position.index)
            a["setsize"] = String(position.count)
        }
        // A value a screen reader would not read from a state or the Text interface (a toggle's is its state).
        if let value = e.value, !value.isEmpty, e.text == nil,
           ![.secureTextField, .toggle, .checkBox, .radioButton].contains(e.role) { a["valuetext"] = value }
        return a
    }

    /// The locale the program runs in, as POSIX names it.
    static let locale: String = {
        let env = ProcessInfo.processInfo.environment
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] { if let v = env[key], !v.isEmpty { return v } }
        return "C"
    }()
}
