import CGio
import AtelierCore

/// org.a11y.atspi.Selection for containers of choices (a list, a tab bar, a radio group, a pop-up button):
/// the selected children, and selecting one by activating it.
extension ATSPIServer {
    private func selectedChildren(_ entry: ExportedTree.Entry, _ tree: ExportedTree) -> [AccessibilityElementID] {
        entry.children.filter { tree[$0].map { tree.states(of: $0).contains(.selected) } ?? false }
    }

    func selectionProperty(_ name: String, _ entry: ExportedTree.Entry, _ tree: ExportedTree) -> Result<OpaquePointer, ATSPIPropertyError> {
        name == "NSelectedChildren" ? .success(DBusValue.int32(selectedChildren(entry, tree).count)) : .failure(.unknownProperty)
    }

    func selectionCall(_ method: String, _ arguments: DBusArguments, _ entry: ExportedTree.Entry, _ tree: ExportedTree) -> ATSPIReply {
        let index = arguments.int32(0) ?? -1
        let child = entry.children.indices.contains(index) ? entry.children[index] : nil
        switch method {
        case "GetSelectedChild":
            let selected = selectedChildren(entry, tree)
            return .single(selected.indices.contains(index) ? reference(selected[index]) : DBusValue.nullReference)
        case "IsChildSelected":
            return .bool(child.flatMap { tree[$0] }.map { tree.states(of: $0).contains(.selected) } ?? false)
        case "SelectChild":
            guard let child else { return .bool(false) }
            // Choosing a row, a tab or a choice is what activating it does.
            return .onMain { host, _ in .bool(host.perform(.action(.activate, child))) }
        case "DeselectSelectedChild", "DeselectChild", "SelectAll", "ClearSelection":
            // SwiftUI's single choices cannot be left empty, and nothing here selects several.
            return .bool(false)
        default:
            return .unknownMethod("org.a11y.atspi.Selection", method)
        }
    }
}
