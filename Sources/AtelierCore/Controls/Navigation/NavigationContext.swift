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

    /// Each pushed level's `dismiss`, by level, made once: a new action at each evaluation of the level would be
    /// a new environment for everything in it.
    private var dismissActions: [Int: DismissAction] = [:]

    /// The `dismiss` of a pushed level: it pops the level (through the stack's latest `popLevel`).
    func dismissAction(forLevel index: Int) -> DismissAction {
        if let made = dismissActions[index] { return made }
        let made = DismissAction(action: { [weak self] in self?.popLevel(index) })
        dismissActions[index] = made
        return made
    }

    /// The destinations by value type.
    private(set) var destinations: [ObjectIdentifier: @MainActor (AnyHashable) -> AnyView] = [:]
    /// Each level's title, by level (0 is the root).
    var titles: [Int: String] = [:]

    /// The pushed levels that have been built (the top one at some time), by identity: they stay built, their
    /// state kept, while they are on the stack.
    private var builtLevels: Set<AnyHashable> = []
    /// The built levels that were first built when a pop revealed them: they appear in place, not sliding in.
    private var revealedLevels: Set<AnyHashable> = []
    /// How many levels were pushed at the last evaluation.
    private var lastLevelCount = 0

    /// The positions of the pushed levels to build, given the identities of all of them in order: those built
    /// before and the top one. Not observed state: the stack's body updates it as it reads it.
    func levelsToBuild(ids: [AnyHashable]) -> [Int] {
        if let top = ids.last, !builtLevels.contains(top) {
            builtLevels.insert(top)
            if ids.count < lastLevelCount { revealedLevels.insert(top) } else { revealedLevels.remove(top) }
        }
        lastLevelCount = ids.count
        if builtLevels.count > ids.count {
            let present = Set(ids)
            builtLevels.formIntersection(present)
            revealedLevels.formIntersection(present)
        }
        guard builtLevels.count > 1 else { return ids.isEmpty ? [] : [ids.count - 1] }
        return ids.indices.filter { builtLevels.contains(ids[$0]) }
    }

    /// Whether a level was built when a pop revealed it.
    func wasRevealed(_ id: AnyHashable) -> Bool { revealedLevels.contains(id) }

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
