import CGio

/// The application root (/org/a11y/atspi/accessible/root): org.a11y.atspi.Accessible with the open windows as
/// its children (in the order they opened) and the registry's desktop as its parent, and
/// org.a11y.atspi.Application.
extension ATSPIServer {
    func applicationAccessibleProperty(_ name: String, _ application: ExportedApplication) -> Result<OpaquePointer, ATSPIPropertyError> {
        switch name {
        case "Name": return .success(DBusValue.string(applicationName))
        case "Description": return .success(DBusValue.string(""))
        case "Parent": return .success(desktopReferenceValue)
        case "ChildCount": return .success(DBusValue.int32(application.windows.count))
        case "Locale": return .success(DBusValue.string(Self.locale))
        case "AccessibleId": return .success(DBusValue.string(""))
        default: return .failure(.unknownProperty)
        }
    }

    func applicationAccessibleCall(_ method: String, _ arguments: DBusArguments, _ application: ExportedApplication) -> ATSPIReply {
        switch method {
        case "GetChildAtIndex":
            guard let index = arguments.int32(0) else { return .invalidArgs("GetChildAtIndex takes an int32") }
            let windows = application.windowIDs
            return .single(windows.indices.contains(index) ? reference(windows[index]) : DBusValue.nullReference)
        case "GetChildren": return .single(DBusValue.array("(so)", application.windowIDs.map { reference($0) }))
        case "GetIndexInParent": return .int32(-1)
        case "GetRelationSet": return .single(DBusValue.array("(ua(so))", []))
        case "GetRole": return .single(DBusValue.uint32(ATSPIRole.application.rawValue))
        case "GetRoleName", "GetLocalizedRoleName": return .string(ATSPIRole.application.name)
        case "GetState": return .single(DBusValue.uint32s(ATSPIStateSet().words))
        case "GetAttributes": return .single(DBusValue.stringDictionary(["toolkit": Self.toolkitName]))
        case "GetApplication": return .single(reference(.application))
        case "GetInterfaces": return .single(DBusValue.strings(ATSPIInterfaces.applicationRoot.names))
        default: return .unknownMethod("org.a11y.atspi.Accessible", method)
        }
    }

    func applicationProperty(_ name: String) -> Result<OpaquePointer, ATSPIPropertyError> {
        switch name {
        case "ToolkitName": return .success(DBusValue.string(Self.toolkitName))
        case "Version": return .success(DBusValue.string(Self.toolkitVersion))
        case "AtspiVersion": return .success(DBusValue.string("2.1"))
        case "Id": return .success(DBusValue.int32(applicationID))
        default: return .failure(.unknownProperty)
        }
    }

    func applicationCall(_ method: String, _ arguments: DBusArguments) -> ATSPIReply {
        switch method {
        case "GetLocale": return .string(Self.locale)
        default: return .unknownMethod("org.a11y.atspi.Application", method)
        }
    }
}
