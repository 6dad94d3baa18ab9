import CGio

/// The AT-SPI interfaces as D-Bus introspection data, parsed once for the process. GDBus checks every
/// incoming call against it (a wrong argument type is answered with InvalidArgs before the bridge sees it)
/// and answers Introspect from it.
enum ATSPIIntrospection {
    /// The parsed interfaces (kept for the process: registrations point into it).
    nonisolated(unsafe) static let node: UnsafeMutablePointer<GDBusNodeInfo> = {
        var error: UnsafeMutablePointer<GError>?
        guard let info = g_dbus_node_info_new_for_xml(xml, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown"
            fatalError("the AT-SPI introspection data does not parse: \(message)")
        }
        return info
    }()

    /// The interface named `name` (one of the XML's).
    static func interface(_ name: String) -> UnsafeMutablePointer<GDBusInterfaceInfo>? {
        g_dbus_node_info_lookup_interface(node, name)
    }

    static let cacheInterface = "org.a11y.atspi.Cache"

    private static func method(_ name: String, in args: [(String, String)] = [], out: [String]) -> String {
        var s = "<method name='\(name)'>"
        for (n, t) in args { s += "<arg direction='in' name='\(n)' type='\(t)'/>" }
        for t in out { s += "<arg direction='out' type='\(t)'/>" }
        return s + "</method>"
    }

    private static func property(_ name: String, _ type: String, writable: Bool = false) -> String {
        "<property name='\(name)' type='\(type)' access='\(writable ? "readwrite" : "read")'/>"
    }

    static let xml: String = {
        let i = "i", u = "u", s = "s", b = "b"
        let accessible = [
            property("Name", s), property("Description", s), property("Parent", "(so)"), property("ChildCount", i),
            property("Locale", s), property("AccessibleId", s),
            method("GetChildAtIndex", in: [("index", i)], out: ["(so)"]),
            method("GetChildren", out: ["a(so)"]),
            method("GetIndexInParent", out: [i]),
            method("GetRelationSet", out: ["a(ua(so))"]),
            method("GetRole", out: [u]),
            method("GetRoleName", out: [s]),
            method("GetLocalizedRoleName", out: [s]),
            method("GetState", out: ["au"]),
            method("GetAttributes", out: ["a{ss}"]),
            method("GetApplication", out: ["(so)"]),
            method("GetInterfaces", out: ["as"]),
        ]
        let application = [
            property("ToolkitName", s), property("Version", s), property("AtspiVersion", s),
            property("Id", i, writable: true),
            method("GetLocale", in: [("lctype", u)], out: [s]),
        ]
        let component = [
            method("Contains", in: [("x", i), ("y", i), ("coord_type", u)], out: [b]),
            method("GetAccessibleAtPoint", in: [("x", i), ("y", i), ("coord_type", u)], out: ["(so)"]),
            method("GetExtents", in: [("coord_type", u)], out: ["(iiii)"]),
            method("GetPosition", in: [("coord_type", u)], out: [i, i]),
            method("GetSize", out: [i, i]),
            method("GetLayer", out: [u]),
            method("GetMDIZOrder", out: ["n"]),
            method("GrabFocus", out: [b]),
            method("GetAlpha", out: ["d"]),
            method("SetExtents", in: [("x", i), ("y", i), ("width", i), ("height", i), ("coord_type", u)], out: [b]),
            method("SetPosition", in: [("x", i), ("y", i), ("coord_type", u)], out: [b]),
            method("SetSize", in: [("width", i), ("height", i)], out: [b]),
            method("ScrollTo", in: [("type", u)], out: [b]),
            method("ScrollToPoint", in: [("coord_type", u), ("x", i), ("y", i)], out: [b]),
        ]
        let action = [
            property("NActions", i),
            method("GetDescription", in: [("index", i)], out: [s]),
            method("GetName", in: [("index", i)], out: [s]),
            method("GetLocalizedName", in: [("index", i)], out: [s]),
            method("GetKeyBinding", in: [("index", i)], out: [s]),
            method("GetActions", out: ["a(sss)"]),
            method("DoAction", in: [("index", i)], out: [b]),
        ]
        let value = [
            property("MinimumValue", "d"), property("MaximumValue", "d"), property("MinimumIncrement", "d"),
            property("CurrentValue", "d", writable: true), property("Text", s),
        ]
        let text = [
            property("CharacterCount", i), property("CaretOffset", i),
            method("GetStringAtOffset", in: [("offset", i), ("granularity", u)], out: [s, i, i]),
            method("GetText", in: [("startOffset", i), ("endOffset", i)], out: [s]),
            method("SetCaretOffset", in: [("offset", i)], out: [b]),
            method("GetTextBeforeOffset", in: [("offset", i), ("type", u)], out: [s, i, i]),
            method("GetTextAtOffset", in: [("offset", i), ("type", u)], out: [s, i, i]),
            method("GetTextAfterOffset", in: [("offset", i), ("type", u)], out: [s, i, i]),
            method("GetCharacterAtOffset", in: [("offset", i)], out: [i]),
            method("GetAttributeValue", in: [("offset", i), ("attributeName", s)], out: [s]),
            method("GetAttributes", in: [("offset", i)], out: ["a{ss}", i, i]),
            method("GetDefaultAttributes", out: ["a{ss}"]),
            method("GetCharacterExtents", in: [("offset", i), ("coordType", u)], out: [i, i, i, i]),
            method("GetOffsetAtPoint", in: [("x", i), ("y", i), ("coordType", u)], out: [i]),
            method("GetNSelections", out: [i]),
            method("GetSelection", in: [("selectionNum", i)], out: [i, i]),
            method("AddSelection", in: [("startOffset", i), ("endOffset", i)], out: [b]),
            method("RemoveSelection", in: [("selectionNum", i)], out: [b]),
            method("SetSelection", in: [("selectionNum", i), ("startOffset", i), ("endOffset", i)], out: [b]),
            method("GetRangeExtents", in: [("startOffset", i), ("endOffset", i), ("coordType", u)], out: [i, i, i, i]),
            method("GetAttributeRun", in: [("offset", i), ("includeDefaults", b)], out: ["a{ss}", i, i]),
            method("GetDefaultAttributeSet", out: ["a{ss}"]),
        ]
        let editableText = [
            method("SetTextContents", in: [("newContents", s)], out: [b]),
            method("InsertText", in: [("position", i), ("text", s), ("length", i)], out: [b]),
            method("CopyText", in: [("startPos", i), ("endPos", i)], out: []),
            method("CutText", in: [("startPos", i), ("endPos", i)], out: [b]),
            method("DeleteText", in: [("startPos", i), ("endPos", i)], out: [b]),
            method("PasteText", in: [("position", i)], out: [b]),
        ]
        let selection = [
            property("NSelectedChildren", i),
            method("GetSelectedChild", in: [("selectedChildIndex", i)], out: ["(so)"]),
            method("SelectChild", in: [("childIndex", i)], out: [b]),
            method("DeselectSelectedChild", in: [("selectedChildIndex", i)], out: [b]),
            method("IsChildSelected", in: [("childIndex", i)], out: [b]),
            method("SelectAll", out: [b]),
            method("ClearSelection", out: [b]),
            method("DeselectChild", in: [("childIndex", i)], out: [b]),
        ]
        let cacheItem = "((so)(so)(so)iiassusau)"
        let cache = [
            method("GetItems", out: ["a" + cacheItem]),
            "<signal name='AddAccessible'><arg name='nodeAdded' type='\(cacheItem)'/></signal>",
            "<signal name='RemoveAccessible'><arg name='nodeRemoved' type='(so)'/></signal>",
        ]
        func interface(_ name: String, _ members: [String]) -> String {
            "<interface name='\(name)'>" + members.joined() + "</interface>"
        }
        return "<node>"
            + interface("org.a11y.atspi.Accessible", accessible)
            + interface("org.a11y.atspi.Application", application)
            + interface("org.a11y.atspi.Component", component)
            + interface("org.a11y.atspi.Action", action)
            + interface("org.a11y.atspi.Value", value)
            + interface("org.a11y.atspi.Text", text)
            + interface("org.a11y.atspi.EditableText", editableText)
            + interface("org.a11y.atspi.Selection", selection)
            + interface(cacheInterface, cache)
            + "</node>"
    }()
}
