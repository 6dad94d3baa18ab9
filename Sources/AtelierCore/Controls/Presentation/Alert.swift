import Foundation

extension View {
    /// Presents an alert while `isPresented` is true: a title, the actions (buttons; OK when there are none)
    /// and no message. Every action dismisses it; Escape runs the cancel button's action.
    nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert with a title string.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert with a title text.
    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert with a message below its title.
    nonisolated public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert with a title string and a message.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert with a title text and a message.
    nonisolated public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        let actions = actions(), message = message()
        return modifier(PresentationModifier(isPresented: isPresented.wrappedValue, dismiss: { isPresented.wrappedValue = false }, onDismiss: nil,
                                             content: { AnyView(AlertContainer(title: title, message: message, actions: actions,
                                                                               dismiss: { isPresented.wrappedValue = false })) },
                                             transition: .opacity.combined(with: .scale(scale: 1.1))))
    }

    /// Presents an alert about a value while `isPresented` is true and the value is non-nil.
    nonisolated public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    /// Presents an alert about a value, with a message made from it.
    nonisolated public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert about a value with a title text and a message made from it.
    nonisolated public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return alert(title, isPresented: shown, actions: { if let data { actions(data) } }, message: { if let data { message(data) } })
    }

    /// Presents an `Alert` value while `isPresented` is true (deprecated in SwiftUI; still common).
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return self.alert(alert.title, isPresented: isPresented, actions: { alert.buttonViews }, message: { alert.message })
    }

    /// Presents an `Alert` for an item while it is non-nil (deprecated in SwiftUI; still common).
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let made = item.wrappedValue.map(content)
        let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return alert(made?.title ?? Text(""), isPresented: shown, actions: { made?.buttonViews }, message: { made?.message })
    }
}

/// An alert as the deprecated `alert(isPresented:content:)` takes it: a title, a message and one or two buttons.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK when none is given).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title; self.message = message; buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title; self.message = message; buttons = [primaryButton, secondaryButton]
    }

    /// Any number of buttons (an action sheet's).
    init(title: Text, message: Text?, buttons: [Button]) {
        self.title = title; self.message = message; self.buttons = buttons
    }

    /// A button of an `Alert`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (@MainActor () -> Void)?
        /// A button in the default style.
        public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button { Button(label: label, role: nil, action: action) }
        /// A cancel button with a label.
        public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button { Button(label: label, role: .cancel, action: action) }
        /// A cancel button labelled Cancel.
        public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button { cancel(Text("Cancel"), action: action) }
        /// A button that deletes or discards, drawn in red.
        public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button { Button(label: label, role: .destructive, action: action) }
    }

    /// The buttons as the views an alert's actions are.
    var buttonViews: some View {
        ForEach(buttons.indices, id: \.self) { i in
            nonisolated(unsafe) let button = buttons[i]
            AtelierCore.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

/// An alert as iOS draws one: a 270-point card in the middle of the dimmed window, the title in bold, the
/// message in small type, the text fields among the actions in bordered boxes below the message (the first one
/// focused), and the buttons below a hairline, side by side when there are two whose titles fit, else stacked
/// (`AlertLayout`).
struct AlertContainer<Actions: View, Message: View>: View {
    let title: Text
    let message: Message
    let actions: Actions
    let dismiss: @MainActor () -> Void
    @Environment(\.displayScale) private var displayScale
    /// The height the alert would take with everything showing, and the window's.
    @State private var natural: CGFloat = 0
    @State private var window: CGFloat = 0
    /// The cancel-role action while it is drawn apart, pinned below the scrolling actions.
    @State private var cancel: AlertCancelAction?

    var body: some View {
        let available = max(0, window - 2 * AlertLayout.verticalMargin)
        // Taller than the window (a thousand actions): as UIKit does, the title and actions scroll inside an
        // alert as tall as the window allows, and the cancel action stays below them, always in reach.
        let scrolls = window > 0 && natural > available
        return ZStack {
            Color.black.opacity(0.2)
                .contentShape(Rectangle())
                .onTapGesture {}
                .background(GeometryReader { proxy in Color.clear.preference(key: AlertWindowHeightKey.self, value: proxy.size.height) })
            Group {
                if scrolls { scrollingCard(maxHeight: available) } else { card }
            }
            .frame(width: AlertLayout.width)
            .background(Color(uiColor: .secondarySystemBackground))
            .clipShape(RoundedRectangle(cornerRadius: 14))
        }
        .onPreferenceChange(AlertWindowHeightKey.self) { window = $0 }
        .onPreferenceChange(AlertNaturalHeightKey.self) { natural = $0 }
        .onPreferenceChange(AlertCancelPreference.self) { cancel = $0 }
        .overlay(PresentationEscape(action: dismiss))
        // An alert hides what is behind it; its title names it, and an assistive technology can dismiss it.
        .modifier(AccessibilityControl.alert(named: title.plainString, dismiss: dismiss))
    }

    /// The title, the message, the fields and the buttons, as tall as they are.
    private var content: some View {
        AlertLayout(hairline: 1 / max(1, displayScale)) {
            VStack(spacing: 4) {
                title.font(.headline)
                message.font(.footnote)
            }
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
            .padding(.horizontal, AlertLayout.margin)
            .padding(.top, 19)
            // Behind the buttons, showing between them as hairlines.
            Color(uiColor: .opaqueSeparator)
            if Actions.self == EmptyView.self { Button("OK") {} } else { actions }
        }
        .buttonStyle(AlertButtonStyle())
        .textFieldStyle(AlertTextFieldStyle())
        .environment(\.presentationActionDismiss, dismiss)
        .modifier(AlertFieldFocus())
    }

    private var card: some View {
        content.background(GeometryReader { proxy in Color.clear.preference(key: AlertNaturalHeightKey.self, value: proxy.size.height) })
    }

    private func scrollingCard(maxHeight: CGFloat) -> some View {
        let hairline = 1 / max(1, displayScale), dismiss = self.dismiss, cancel = self.cancel
        let pinned: CGFloat = cancel == nil ? 0 : 44 + hairline
        return VStack(spacing: 0) {
            ScrollView {
                content
                    .environment(\.alertCancelApart, true)
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: AlertNaturalHeightKey.self, value: proxy.size.height + pinned)
                    })
            }
            if let cancel {
                Color(uiColor: .opaqueSeparator).frame(height: hairline)
                Button {
                    cancel.trigger()
                    dismiss()
                } label: {
                    (cancel.label ?? AnyView(Text("Cancel")))
                        .font(.body.weight(.semibold))
                        .foregroundStyle(.tint)
                        .frame(maxWidth: .infinity, minHeight: 44)
                        .contentShape(Rectangle())
                }
                .buttonStyle(PresentationRowButtonStyle())
                .keyboardShortcut(.cancelAction)
            }
        }
        .frame(maxHeight: maxHeight)
        .fixedSize(horizontal: false, vertical: true)
    }
}

/// The height of the window an alert shows in.
private struct AlertWindowHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// The height an alert takes with everything showing.
private struct AlertNaturalHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// An alert's cancel-role action, carried to the row pinned below its scrolling actions.
final class AlertCancelAction: Equatable, @unchecked Sendable {
    private(set) var label: AnyView?
    private(set) var trigger: () -> Void = {}
    func update(label: AnyView, trigger: @escaping () -> Void) { self.label = label; self.trigger = trigger }
    static func == (a: AlertCancelAction, b: AlertCancelAction) -> Bool { a === b }
}

/// The cancel-role action among an alert's actions (the first, if several).
struct AlertCancelPreference: PreferenceKey {
    static let defaultValue: AlertCancelAction? = nil
    static func reduce(value: inout AlertCancelAction?, nextValue: () -> AlertCancelAction?) { value = value ?? nextValue() }
}

private struct AlertCancelApartKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether an alert draws its cancel action apart from the others (pinned below them as they scroll).
    var alertCancelApart: Bool {
        get { self[AlertCancelApartKey.self] }
        set { self[AlertCancelApartKey.self] = newValue }
    }
}

/// An alert's buttons: two side by side when their titles fit, else one above the other, a hairline between and
/// above them (a confirmation dialog's: always one above the other, taller). As UIKit places them, a cancel
/// button goes at the leading side of two, and at the bottom of a stack.
struct AlertButtonsLayout: Layout {
    /// One pixel of the display (`1 / displayScale`).
    var hairline: CGFloat = 0.5
    var buttonHeight: CGFloat = 44
    var sideBySide = true
    /// The room a title keeps at each side of its half of the alert to go side by side.
    static let titleMargin: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? AlertLayout.width
        return CGSize(width: width, height: height(of: Array(subviews), width: width))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        place(Array(subviews), in: bounds)
    }

    /// The buttons that show (a dialog's cancel button is drawn apart, its row empty).
    private func shown(_ buttons: [LayoutSubview]) -> [LayoutSubview] {
        buttons.filter { $0.sizeThatFits(.unspecified) != .zero }
    }

    /// The buttons in the order they are placed: a cancel button first when side by side, else last.
    private func ordered(_ shown: [LayoutSubview], sideBySide: Bool) -> [LayoutSubview] {
        let cancel = shown.filter { $0[AlertCancelKey.self] }, others = shown.filter { !$0[AlertCancelKey.self] }
        return sideBySide ? cancel + others : others + cancel
    }

    /// Whether two buttons go side by side: each title fits in its half, as UIKit decides.
    private func sideBySide(_ shown: [LayoutSubview], width: CGFloat) -> Bool {
        guard sideBySide, shown.count == 2 else { return false }
        let half = (width - hairline) / 2
        return shown.allSatisfy { $0.sizeThatFits(.unspecified).width <= half - 2 * Self.titleMargin }
    }

    /// The height the buttons take in `width`, the hairline above each row included.
    func height(of buttons: [LayoutSubview], width: CGFloat) -> CGFloat {
        let shown = self.shown(buttons)
        let rows = sideBySide(shown, width: width) ? 1 : shown.count
        return CGFloat(rows) * (buttonHeight + hairline)
    }

    /// Places the buttons in `bounds`, each row below a hairline.
    func place(_ buttons: [LayoutSubview], in bounds: CGRect) {
        for subview in buttons where subview.sizeThatFits(.unspecified) == .zero {
            subview.place(at: bounds.origin, proposal: .zero)
        }
        let shown = self.shown(buttons)
        if sideBySide(shown, width: bounds.width) {
            let w = (bounds.width - hairline) / 2
            for (i, subview) in ordered(shown, sideBySide: true).enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + CGFloat(i) * (w + hairline), y: bounds.minY + hairline),
                              proposal: ProposedViewSize(width: w, height: buttonHeight))
            }
        } else {
            for (i, subview) in ordered(shown, sideBySide: false).enumerated() {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + hairline + CGFloat(i) * (buttonHeight + hairline)),
                              proposal: ProposedViewSize(width: bounds.width, height: buttonHeight))
            }
        }
    }
}

/// An alert's button: its action, then the alert goes; a cancel button in semibold (and Escape's), a
/// destructive one in red, the others in the tint.
struct AlertButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        AlertButton(configuration: configuration)
    }
}

private struct AlertButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.alertCancelApart) private var cancelApart
    /// One object for the button's life, so that the preference carrying it changes only when it comes or goes.
    @State private var apart = AlertCancelAction()

    var body: some View {
        let role = configuration.role
        let button = PresentationActionButton(configuration: configuration, font: role == .cancel ? .body.weight(.semibold) : .body)
        return Group {
            if role == .cancel, cancelApart {
                // Drawn by the alert below the scrolling actions; its row here is empty.
                let _ = apart.update(label: AnyView(configuration.label), trigger: configuration.trigger)
                Color.clear.frame(width: 0, height: 0).preference(key: AlertCancelPreference.self, value: apart)
            } else if role == .cancel {
                button.keyboardShortcut(.cancelAction).layoutValue(key: AlertCancelKey.self, value: true)
            } else {
                button
            }
        }
    }
}

/// An action of a presented view as a row: its action, then the presentation goes; red when destructive,
/// else in the tint (an alert's, a dialog's) or the label colour (a menu's, its title at the leading edge).
struct PresentationActionButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    var font: Font = .body
    /// Whether the row is a menu item: the label colour, leading, 44 points tall with 16 points at the sides.
    var isMenuItem = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let plainColor = isMenuItem ? AnyShapeStyle(Color(uiColor: .label)) : AnyShapeStyle(.tint)
        return Button {
            configuration.trigger()
            dismiss()
        } label: {
            configuration.label
                .font(font)
                .foregroundStyle(configuration.role == .destructive ? AnyShapeStyle(Color.red) : plainColor)
                .lineLimit(1)
                .frame(maxWidth: .infinity, minHeight: isMenuItem ? 44 : nil, maxHeight: isMenuItem ? nil : .infinity,
                       alignment: isMenuItem ? .leading : .center)
                .padding(.horizontal, isMenuItem ? 16 : 0)
                .contentShape(Rectangle())
        }
        .buttonStyle(PresentationRowButtonStyle())
        .environment(\.presentationActionDismiss, nil)
    }
}

/// A row of a presented view (an alert's button, a dialog's action, a menu item): the system background, greyed
/// while pressed, and a lighter grey while the pointer rests on it, as iPadOS's menus and alerts highlight.
struct PresentationRowButtonStyle: ButtonStyle {
    @State private var isHovered = false
    @Environment(\.isHoverEffectEnabled) private var hoverEffects

    func makeBody(configuration: Configuration) -> some View {
        let fill: Color = configuration.isPressed ? Color(uiColor: .systemGray4)
            : isHovered && hoverEffects ? Color(uiColor: .systemGray5) : Color(uiColor: .secondarySystemBackground)
        return configuration.label
            .background(fill)
            .onHover { isHovered = $0 }
    }
}
