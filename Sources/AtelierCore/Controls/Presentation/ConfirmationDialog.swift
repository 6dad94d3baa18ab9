import Foundation

extension View {
    /// Presents a confirmation dialog while `isPresented` is true: its actions stacked at the bottom of the
    /// window and, apart below them, Cancel (the cancel-role action's, if there is one). Every action
    /// dismisses it; Escape cancels.
    nonisolated public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }

    /// Presents a confirmation dialog with a title string.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }

    /// Presents a confirmation dialog with a message.
    nonisolated public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a title text and a message; the title shows when `titleVisibility`
    /// is `.visible`, the message whenever there is one.
    nonisolated public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        let actions = actions(), message = message()
        return modifier(PresentationModifier(isPresented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false }, onDismiss: nil,
                                             content: { AnyView(ConfirmationDialogContainer(title: titleVisibility == .visible ? title : nil,
                                                                                            message: message, actions: actions,
                                                                                            dismiss: { isPresented.wrappedValue = false })) },
                                             transition: .move(edge: .bottom)))
    }

    /// Presents a confirmation dialog about a value while `isPresented` is true and the value is non-nil.
    nonisolated public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return confirmationDialog(Text(titleKey), isPresented: shown, titleVisibility: titleVisibility,
                                  actions: { if let data { actions(data) } }, message: { EmptyView() })
    }
}

/// A confirmation dialog as iOS draws an action sheet on a phone: the actions in a rounded group at the
/// bottom of the dimmed window, 57 points a row, Cancel in a group of its own below.
struct ConfirmationDialogContainer<Actions: View, Message: View>: View {
    let title: Text?
    let message: Message
    let actions: Actions
    let dismiss: @MainActor () -> Void
    @State private var cancel: DialogCancelAction?
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        ZStack(alignment: .bottom) {
            Color.black.opacity(0.2)
                .contentShape(Rectangle())
                .onTapGesture {}
            VStack(spacing: 8) {
                VStack(spacing: 0) {
                    if title != nil || Message.self != EmptyView.self {
                        VStack(spacing: 4) {
                            title?.font(.footnote.weight(.semibold))
                            message.font(.footnote)
                        }
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)
                        .frame(maxWidth: .infinity)
                        .padding(14)
                        .background(Color(uiColor: .secondarySystemBackground))
                    }
                    AlertButtonsLayout(hairline: 1 / max(1, displayScale), buttonHeight: 57, sideBySide: false) { actions }
                        .buttonStyle(DialogButtonStyle())
                        .environment(\.presentationActionDismiss, dismiss)
                        .background(Color(uiColor: .opaqueSeparator))
                }
                .clipShape(RoundedRectangle(cornerRadius: 13))
                Button {
                    cancel?.trigger()
                    dismiss()
                } label: {
                    Group {
                        if let label = cancel?.label { label } else { Text("Cancel") }
                    }
                    .font(.title3.weight(.semibold))
                    .foregroundStyle(.tint)
                    .frame(maxWidth: .infinity, minHeight: 57)
                    .contentShape(Rectangle())
                }
                .buttonStyle(PresentationRowButtonStyle())
                .keyboardShortcut(.cancelAction)
                .clipShape(RoundedRectangle(cornerRadius: 13))
            }
            .padding(8)
            .onPreferenceChange(DialogCancelPreference.self) { cancel = $0 }
        }
        .overlay(PresentationEscape(action: dismiss))
    }
}

/// A dialog's action: a row of the group; a cancel-role action shows in the Cancel row instead.
struct DialogButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        DialogButton(configuration: configuration)
    }
}

private struct DialogButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    /// One object for the button's life, updated in place: a new one each evaluation would be a new preference
    /// value each time, which the dialog stores in its state, which evaluates this body again, without end.
    @State private var cancelAction = DialogCancelAction()

    var body: some View {
        if configuration.role == .cancel {
            let _ = cancelAction.update(label: AnyView(configuration.label), trigger: configuration.trigger)
            Color.clear.frame(width: 0, height: 0)
                .preference(key: DialogCancelPreference.self, value: cancelAction)
        } else {
            PresentationActionButton(configuration: configuration, font: .title3)
        }
    }
}

/// The cancel-role action of a dialog, carried to its Cancel row.
final class DialogCancelAction: Equatable, @unchecked Sendable {
    private(set) var label = AnyView(EmptyView())
    private(set) var trigger: () -> Void = {}
    func update(label: AnyView, trigger: @escaping () -> Void) { self.label = label; self.trigger = trigger }
    static func == (a: DialogCancelAction, b: DialogCancelAction) -> Bool { a === b }
}

struct DialogCancelPreference: PreferenceKey {
    static let defaultValue: DialogCancelAction? = nil
    static func reduce(value: inout DialogCancelAction?, nextValue: () -> DialogCancelAction?) {
        value = value ?? nextValue()
    }
}
