import Atelier

/// The helper views a printed program may need, in the order their definitions are printed.
enum FuzzHelper: CaseIterable, Hashable, Sendable {
    case counter, textField, textEditor, navigation, sheet, dismissButton, alert, dialog, list

    /// The definition as Swift source.
    var source: String {
        switch self {
        case .counter: return FuzzCounter.source
        case .textField: return FuzzTextField.source
        case .textEditor: return FuzzTextEditor.source
        case .navigation: return FuzzNavigation<EmptyView, EmptyView>.source
        case .sheet: return FuzzSheet<EmptyView, EmptyView>.source
        case .dismissButton: return FuzzDismissButton.source
        case .alert: return FuzzAlert<EmptyView>.source
        case .dialog: return FuzzDialog<EmptyView>.source
        case .list: return FuzzList.source
        }
    }
}
