import Foundation

/// A control that initiates an action. Its look and its interaction come from the nearest button style
/// in the environment (`buttonStyle(_:)`); by default, the automatic style.
@MainActor @preconcurrency public struct Button<Label: View>: View {
    nonisolated(unsafe) let label: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void

    /// Creates a button that displays a custom label.
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a specified role that displays a custom label.
    nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    /// The content and behavior of the view: the nearest button style's body for this button.
    public var body: some View {
        ButtonBody(label: label, role: role, action: action)
    }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == AtelierCore.Label<Text, Image> {
    /// Creates a button with a system image and a title generated from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { AtelierCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a system image and a title generated from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { AtelierCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a specified role, a system image and a title from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
                action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { AtelierCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a specified role, a system image and a title from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?,
                                   action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { AtelierCore.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button based on a configuration for a style with a custom appearance and custom
    /// interaction behavior: it draws the button style in effect further out than that style.
    nonisolated public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: { configuration.trigger() }) { configuration.label }
    }
}

/// What a Button's body is: its configuration for the nearest primitive button style, with its keyboard
/// shortcut recorded for the window host.
struct ButtonBody<Label: View>: View {
    nonisolated(unsafe) let label: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void
    @Environment(\.styleStacks) private var stacks
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.keyboardShortcut) private var shortcut
    @Environment(\.presentationActionDismiss) private var dismissPresentation

    var body: some View {
        let action = self.action, enabled = isEnabled, role = self.role
        let content: any View = label is PrimitiveButtonStyleConfiguration.Label
            ? (label as! PrimitiveButtonStyleConfiguration.Label).content : label
        let perform: @MainActor () -> Void = { if enabled { action() } }
        var activate = perform
        if let dismiss = dismissPresentation { activate = { perform(); if enabled { dismiss() } } }
        return stacks.body(for: PrimitiveButtonStyleKind.self) { stacks in
            let labelStacks = (label as? PrimitiveButtonStyleConfiguration.Label)?.stacks ?? stacks
            return PrimitiveButtonStyleConfiguration(role: role, label: .init(content: content, stacks: labelStacks),
                                                     action: perform)
        }
        // Space and a screen reader activate the button itself, not through its style: among a presentation's
        // actions they dismiss it too, as the style's click does.
        .modifier(ControlAction(shortcut: shortcut, isEnabled: enabled, action: activate))
        .modifier(AccessibilityControl(role: .button, activate: activate))
    }
}
