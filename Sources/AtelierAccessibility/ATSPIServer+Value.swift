import CGio

/// org.a11y.atspi.Value: an adjustable element's range and value (set through Properties.Set, see
/// `setProperty`).
extension ATSPIServer {
    func valueProperty(_ name: String, _ entry: ExportedTree.Entry) -> Result<OpaquePointer, ATSPIPropertyError> {
        guard let range = entry.element.valueRange else { return .failure(.unknownProperty) }
        switch name {
        case "MinimumValue": return .success(DBusValue.double(range.minimum))
        case "MaximumValue": return .success(DBusValue.double(range.maximum))
        case "MinimumIncrement": return .success(DBusValue.double(range.step))
        case "CurrentValue": return .success(DBusValue.double(range.current))
        case "Text": return .success(DBusValue.string(entry.element.value ?? ""))
        default: return .failure(.unknownProperty)
        }
    }
}
