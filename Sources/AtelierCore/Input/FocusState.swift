import Foundation

/// A property that says which view has keyboard focus: `focused(_:)` and `focused(_:equals:)` tie views
/// to it. Reading it tells where focus is; writing it moves focus there (nil or false takes it away).
@propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value

    /// A binding to a focus state, which the `focused` modifiers take.
    @propertyWrapper public struct Binding {
        let base: AtelierCore.Binding<Value>
        /// The focus state's value.
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }
        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// Where focus is.
    public var wrappedValue: Value {
        get { value }
        nonmutating set {
            value = newValue
            Self.moveFocus(for: _value.storage)
        }
    }

    /// A binding to the focus state.
    public var projectedValue: FocusState<Value>.Binding {
        let state = $value, storage = _value.storage
        return Binding(base: AtelierCore.Binding(get: { state.wrappedValue }, set: { newValue, transaction in
            state.transaction(transaction).wrappedValue = newValue
            Self.moveFocus(for: storage)
        }))
    }

    /// A written focus state moves focus: the `focused` modifiers of its graph look at it again, whether or
    /// not a body reads the value.
    private static func moveFocus(for storage: AnyStateStorage?) {
        guard StackGuard.isOnMainThread else { return }
        MainActor.assumeIsolated {
            guard let graph = storage?.node?.graph else { return }
            graph.keyboardFocus.focusStatesChanged(in: graph)
        }
    }

    init(resetValue: Value) { _value = State(initialValue: resetValue) }

    // In the type's own body, not an extension: only there does a constrained `init()` let a property
    // `@FocusState var focus: Bool` go without an initial value (and a view's memberwise init without it).
    /// A focus state for one view: true while it has focus.
    public init() where Value == Bool { self.init(resetValue: false) }

    /// A focus state for several views, each tied to a value; nil while none of them has focus.
    public init<T: Hashable>() where Value == T? { self.init(resetValue: nil) }
}

extension View {
    /// Ties this view's focus to a Boolean focus state: true while the view (a field or control inside it)
    /// has keyboard focus; setting it true moves focus here, false takes it away.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let base = condition.base
        return modifier(_FocusedModifier(matches: { base.wrappedValue }, focus: { base.wrappedValue = $0 }))
    }

    /// Ties this view's focus to a focus state's value: the state is `value` while the view has keyboard
    /// focus; setting the state to `value` moves focus here.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        // Made in the program's view code, used on the main actor only.
        let base = binding.base
        nonisolated(unsafe) let value = value
        return modifier(_FocusedModifier(matches: { base.wrappedValue == value }, focus: { isFocused in
            if isFocused { base.wrappedValue = value }
            else if base.wrappedValue == value, let none = Self.noFocus(Value.self) { base.wrappedValue = none }
        }))
    }

    /// The "no focus" value of an optional focus state (nil); none for other types.
    private static func noFocus<Value>(_ type: Value.Type) -> Value? {
        (type as? any ExpressibleByNilLiteral.Type).map { $0.init(nilLiteral: ()) as! Value }
    }

    /// Gives focus to this view when the window first shows it, if nothing else has asked for focus:
    /// the focus state is set to `value` once, after the first update.
    nonisolated public func defaultFocus<Value: Hashable>(_ binding: FocusState<Value>.Binding, _ value: Value,
                                              priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        // Made in the program's view code, used on the main actor only.
        let base = binding.base
        nonisolated(unsafe) let value = value
        return modifier(_DefaultFocusModifier(apply: { base.wrappedValue = value }))
    }
}

/// How strongly `defaultFocus` asks for focus; Atelier applies every default focus the same way.
public struct DefaultFocusEvaluationPriority: Sendable {
    /// Applied when the view first appears.
    public static let automatic = DefaultFocusEvaluationPriority()
    /// Applied whenever the view appears.
    public static let userInitiated = DefaultFocusEvaluationPriority()
}
