import Foundation

/// What a navigation stack gives the views inside it: pushing and popping, the destinations registered by
/// `navigationDestination`, and the levels' titles (for the back buttons). One per stack, kept in its state.
@MainActor final class NavigationContext {
    /// A pushed level: a value shown by its destination, or a view.
    enum Item {
        case value(AnyHashable)
        case view(ObjectIdentifier?, AnyView, onPop: (@MainActor () -> Void)?)
    }

    /// The stack's own operations, set by the stack's body at each evaluation.
    var pushValue: (@MainActor (AnyHashable) -> Void) = { _ in }
    var pushView: (@MainActor (ObjectIdentifier?, AnyView, (@MainActor () -> Void)?) -> Void) = { _, _, _ in }
    var removeView: (@MainActor (ObjectIdentifier) -> Void) = { _ in }
    /// Pops the level at an index (1 is the first pushed one) and every level above it.
    var popLevel: (@MainActor (Int) -> Void) = { _ in }
    /// Asks the stack's body for another evaluation (a destination type was registered).
    var refresh: (@MainActor () -> Void) = {}

    /// The destinations by value type.
    private(set) var destinations: [ObjectIdentifier: @MainActor (AnyHashable) -> AnyView] = [:]
    /// Each level's title, by level (0 is the root).
    var titles: [Int: String] = [:]

    /// Registers (or refreshes) the destination of a value type; the stack is told when the type is new.
    func register(_ type: Any.Type, _ destination: @escaping @MainActor (AnyHashable) -> AnyView) -> Bool {
        let key = ObjectIdentifier(type)
        let isNew = destinations[key] == nil
        destinations[key] = destination
        return isNew
    }

    /// The view for a pushed value; nil when no destination takes its type.
    func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))].map { $0(value) }
    }
}

private struct NavigationContextKey: EnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
    /// The navigation stack around a view, if any.
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}
