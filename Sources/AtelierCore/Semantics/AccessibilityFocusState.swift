import Foundation

/// A property that follows the focus of assistive technologies (a screen reader's cursor): the
/// `accessibilityFocused` modifiers tie elements to it. Reading it tells which element the screen reader is
/// on; writing it moves the screen reader there (nil or false lets it go).
@propertyWrapper public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value

    /// A binding to an accessibility focus state, which the `accessibilityFocused` modifiers take.
    @propertyWrapper public struct Binding {
        let base: AtelierCore.Binding<Value>
        /// The focus state's value.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }
        /// The binding itself.
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    /// Where accessibility focus is.
    public var wrappedValue: Value {
        get { value }
        nonmutating set {
            value = newValue
            Self.moveFocus(for: _value.storage)
        }
    }

    /// A binding to the focus state.
    public var projectedValue: AccessibilityFocusState<Value>.Binding {
        let state = $value, storage = _value.storage
        return Binding(base: AtelierCore.Binding(get: { state.wrappedValue }, set: { newValue, transaction in
            state.transaction(transaction).wrappedValue = newValue
            Self.moveFocus(for: storage)
        }))
    }

    /// A written state moves accessibility focus: the modifiers of its graph look at it again after the update.
    private static func moveFocus(for storage: AnyStateStorage?) {
        guard StackGuard.isOnMainThread else { return }
        MainActor.assumeIsolated {
            guard let graph = storage?.node?.graph else { return }
            graph.accessibilityFocus.statesChanged(in: graph)
        }
    }

    init(resetValue: Value) { _value = State(initialValue: resetValue) }

    // In the type's body: only there does a constrained `init()` let the property go without an initial value.
    /// An accessibility focus state for one element: true while assistive technologies focus it.
    public init() where Value == Bool { self.init(resetValue: false) }
    /// An accessibility focus state for one element, following the given technologies.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { self.init(resetValue: false) }
    /// An accessibility focus state for several elements, each tied to a value; nil while none is focused.
    public init<T: Hashable>() where Value == T? { self.init(resetValue: nil) }
    /// An accessibility focus state for several elements, following the given technologies.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { self.init(resetValue: nil) }
}

nonisolated extension View {
    /// Ties this view's accessibility element to a Boolean state: true while assistive technologies focus
    /// it; setting it true moves their focus here, false dismisses it.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        let base = condition.base
        return modifier(_AccessibilityFocusedModifier(matches: { base.wrappedValue }, focus: { base.wrappedValue = $0 }))
    }

    /// Ties this view's accessibility element to a state's value: the state is `value` while assistive
    /// technologies focus it (nil when their focus leaves); setting the state to `value` moves it here.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding,
                                                      equals value: Value) -> some View {
        // The program's value, made in its view code and compared on the main actor.
        nonisolated(unsafe) let value = value
        let base = binding.base
        return modifier(_AccessibilityFocusedModifier(matches: { base.wrappedValue == value }, focus: { isFocused in
            if isFocused { base.wrappedValue = value }
            else if base.wrappedValue == value, let none = (Value.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? Value {
                base.wrappedValue = none
            }
        }))
    }
}
