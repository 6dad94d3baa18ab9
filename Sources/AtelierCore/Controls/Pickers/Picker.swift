import Foundation

/// A control for selecting from a set of mutually exclusive values. Its options are the views of its
/// content, each chosen by its `tag(_:)` (or, inside a ForEach, by the element's id); its look comes from
/// the nearest picker style (`pickerStyle(_:)`), a menu by default.
@MainActor @preconcurrency public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: PickerSelection
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let content: Content
    let currentValueLabel: AnyView?

    /// Creates a picker that displays a custom label.
    nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = PickerSelection(selection)
        self.content = content()
        self.label = label()
        currentValueLabel = nil
    }

    /// Creates a picker that displays a custom label and a custom value label where applicable (a menu).
    nonisolated public init<V: View>(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                         @ViewBuilder currentValueLabel: () -> V) {
        self.selection = PickerSelection(selection)
        self.content = content()
        self.label = label()
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// Creates a picker that displays a custom label (deprecated in SwiftUI; programs still use it).
    nonisolated public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    /// Creates a picker bound to a collection of bindings: choosing an option writes it to every source;
    /// sources that differ show each of their values selected.
    nonisolated public init<C: RandomAccessCollection>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = PickerSelection(sources.map { $0[keyPath: selection] })
        self.content = content()
        self.label = label()
        currentValueLabel = nil
    }

    /// Creates a picker bound to a collection of bindings, with a custom current value label.
    nonisolated public init<C: RandomAccessCollection, V: View>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                                                    @ViewBuilder currentValueLabel: () -> V) {
        self.selection = PickerSelection(sources.map { $0[keyPath: selection] })
        self.content = content()
        self.label = label()
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// The nearest picker style's view of this picker.
    public var body: some View {
        PickerBody(selection: selection, label: AnyView(label), content: content, currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }

    /// Creates a picker titled by a localized string key, with a custom current value label.
    nonisolated public init<V: View>(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                         @ViewBuilder currentValueLabel: () -> V) {
        self.init(selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker titled by a string, with a custom current value label.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: View>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                                            @ViewBuilder currentValueLabel: () -> V) {
        self.init(selection: selection, content: content, label: { Text(title) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker bound to a collection of bindings, titled by a localized string key.
    nonisolated public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker bound to a collection of bindings, titled by a string.
    @_disfavoredOverload
    nonisolated public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == AtelierCore.Label<Text, Image> {
    /// Creates a picker titled by a localized string key and a system image.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { AtelierCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a picker titled by a string and a system image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { AtelierCore.Label(title, systemImage: systemImage) }
    }
}

/// A picker's selection with its type erased: the selected values as options are matched, and a write of
/// an option's tag (to every source, for a picker over several).
struct PickerSelection {
    let keys: @MainActor () -> [AnyHashable]
    let set: @MainActor (AnyHashable) -> Void
    let typeName: String

    init<Value: Hashable>(_ binding: Binding<Value>) { self.init([binding]) }

    init<Value: Hashable>(_ bindings: [Binding<Value>]) {
        keys = { bindings.map { PickerOption.matchKey(AnyHashable($0.wrappedValue)) } }
        typeName = "\(Value.self)"
        set = { tag in
            guard let value = tag.base as? Value else {
                Diagnostics.warn("Picker: an option tagged \(tag.base) (\(type(of: tag.base))) cannot be selected by a selection of type \(Value.self); give it a tag of that type",
                                 key: "picker-tag-type-\(type(of: tag.base))-\(Value.self)")
                return
            }
            for binding in bindings { binding.wrappedValue = value }
        }
    }
}

/// What a Picker's body is: its options read from the content, handed to the nearest picker style. A
/// disabled picker's style gets a selection that ignores writes.
struct PickerBody<Content: View>: View {
    let selection: PickerSelection
    let label: AnyView
    nonisolated(unsafe) let content: Content
    let currentValueLabel: AnyView?
    @Environment(\.styleStacks) private var stacks
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let sections = PickerContentReader.sections(of: content)
        let keys = selection.keys()
        let options = sections.flatMap(\.options)
        if options.isEmpty {
            Diagnostics.warn("Picker: it has no options; nothing can be selected", key: "picker-no-options-\(selection.typeName)")
        } else if let key = keys.first(where: { $0 != AnyHashable(PickerNilTag()) }),
                  !options.contains(where: { $0.tag.map(PickerOption.matchKey) == key }) {
            Diagnostics.warn("Picker: the selection \(key.base) matches no option's tag; no option is shown selected",
                             key: "picker-no-match-\(selection.typeName)")
        }
        let set = selection.set, isEnabled = self.isEnabled
        let configuration = PickerStyleConfiguration(label: label, currentValueLabel: currentValueLabel, sections: sections,
                                                     selectedKeys: Set(keys),
                                                     select: { tag in if isEnabled { set(tag) } })
        return stacks.body(for: PickerStyleKind.self) { _ in configuration }
    }
}
