import Foundation

/// What activating a button from the keyboard or an assistive technology also does among a presentation's
/// actions (an alert's buttons, a dialog's, a menu's items): dismiss it, as the actions' style does on a click.
/// The style's click goes through the style; Space and a screen reader's activation do not, so the Button
/// adds it.
struct PresentationActionDismissKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
    /// Dismisses the presentation whose actions the view is among; nil elsewhere.
    var presentationActionDismiss: (@MainActor () -> Void)? {
        get { self[PresentationActionDismissKey.self] }
        set { self[PresentationActionDismissKey.self] = newValue }
    }
}
