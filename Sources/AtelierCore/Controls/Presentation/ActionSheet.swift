import Foundation

/// An action sheet as the deprecated `actionSheet(isPresented:content:)` takes it: a title, an optional
/// message and its buttons, presented as a confirmation dialog (the cancel button apart below the others).
@available(iOS, introduced: 13.0, deprecated: 100000.0,
           message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an action sheet with the given buttons (a Cancel button when none are given).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// A button of an action sheet: the same type as an alert's (default, cancel and destructive).
    public typealias Button = Alert.Button

    /// The buttons as the views a dialog's actions are.
    var buttonViews: some View {
        Alert(title: title, message: message, buttons: buttons).buttonViews
    }
}

extension View {
    /// Presents an action sheet while `isPresented` is true; every button dismisses it, Escape cancels.
    @available(iOS, introduced: 13.0, deprecated: 100000.0,
               message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return confirmationDialog(sheet.title, isPresented: isPresented, titleVisibility: .visible,
                                  actions: { sheet.buttonViews }, message: { sheet.message })
    }

    /// Presents an action sheet made from an item while the item is non-nil; dismissing it sets the item to nil.
    @available(iOS, introduced: 13.0, deprecated: 100000.0,
               message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
    nonisolated public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let made = item.wrappedValue.map(content)
        let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return confirmationDialog(made?.title ?? Text(""), isPresented: shown, titleVisibility: .visible,
                                  actions: { made?.buttonViews }, message: { made?.message })
    }
}
