import Foundation

/// A control that toggles between on and off states. Its look and its interaction come from the nearest
/// toggle style in the environment (`toggleStyle(_:)`); by default, the automatic style (a switch).
@MainActor @preconcurrency public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let isMixed: Bool
    nonisolated(unsafe) let label: Label

    /// Creates a toggle that displays a custom label.
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        isMixed = false
        self.label = label()
    }

    /// Creates a toggle representing a collection of values with a custom label: on when every value is
    /// on, mixed when some are; setting it sets them all.
    nonisolated public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>,
                                           @ViewBuilder label: () -> Label) {
        let bindings = sources.map { $0[keyPath: isOn] }
        let states = bindings.map(\.wrappedValue)
        self.isOn = Binding(get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
                            set: { value, transaction in
                                for binding in bindings { binding.transaction(transaction).wrappedValue = value }
                            })
        isMixed = states.contains(true) && states.contains(false)
        self.label = label()
    }

    nonisolated init(isOn: Binding<Bool>, isMixed: Bool, label: Label) {
        self.isOn = isOn
        self.isMixed = isMixed
        self.label = label
    }

    /// The content and behavior of the view: the nearest toggle style's body for this toggle.
    public var body: some View {
        ToggleBody(isOn: isOn, isMixed: isMixed, label: label)
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    /// Creates a toggle representing a collection of values that generates its label from a localized
    /// string key.
    nonisolated public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle representing a collection of values that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == AtelierCore.Label<Text, Image> {
    /// Creates a toggle that generates its label from a localized string key and system image.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { AtelierCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle that generates its label from a string and system image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { AtelierCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a toggle representing a collection of values that generates its label from a localized
    /// string key and system image.
    nonisolated public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { AtelierCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle representing a collection of values that generates its label from a string and
    /// system image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, systemImage: String, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { AtelierCore.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration: inside a style's `makeBody`, it draws the
    /// toggle style in effect further out than that style.
    nonisolated public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn, isMixed: configuration.isMixed, label: configuration.label)
    }
}

/// What a Toggle's body is: its configuration for the nearest toggle style. A disabled toggle hands its
/// style a binding that ignores writes (and `disabled` keeps pointer input away from it as well).
struct ToggleBody<Label: View>: View {
    let isOn: Binding<Bool>
    let isMixed: Bool
    nonisolated(unsafe) let label: Label
    @Environment(\.styleStacks) private var stacks
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.keyboardShortcut) private var shortcut

    var body: some View {
        let source = isOn
        let binding = isEnabled ? source : Binding(get: { source.wrappedValue }, set: { _, _ in })
        let passed = label as? ToggleStyleConfiguration.Label
        let content: any View = passed?.content ?? label
        let isMixed = self.isMixed
        return stacks.body(for: ToggleStyleKind.self) { stacks in
            ToggleStyleConfiguration(label: .init(content: content, stacks: passed?.stacks ?? stacks),
                                     isOn: binding, isMixed: isMixed)
        }
        // From the keyboard a mixed toggle turns on, as a click on it does.
        .modifier(ControlAction(shortcut: shortcut, isEnabled: isEnabled,
                                action: { binding.wrappedValue = isMixed ? true : !binding.wrappedValue }))
        .modifier(AccessibilityControl(role: .toggle,
                                       states: isMixed ? [.checkable, .mixed] : source.wrappedValue ? [.checkable, .checked] : .checkable,
                                       activate: { binding.wrappedValue = isMixed ? true : !binding.wrappedValue }))
    }
}
