import Foundation

/// Dismisses the presentation a view is in: the sheet, cover, alert or popover around it, or its level of
/// a navigation stack. Read it with `@Environment(\.dismiss)` and call it: `dismiss()`.
@MainActor public struct DismissAction {
    let action: @MainActor () -> Void
    /// Dismisses the presentation around the view; does nothing outside one.
    public func callAsFunction() { action() }
}

private struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: {}) }
}

private struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Dismisses the current presentation (`@Environment(\.dismiss) private var dismiss`).
    public var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// Whether the view is in a presentation now (a sheet, a pushed navigation level).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
