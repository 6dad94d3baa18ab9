import Foundation

/// Starts an asynchronous task when the modified view appears, cancels it when the view disappears,
/// and cancels and restarts it when `id` changes.
public struct _TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier, _RemoveGlobalActorIsolation {
    var id: ID
    var priority: TaskPriority
    var action: @isolated(any) () async -> Void

    init(id: ID, priority: TaskPriority, action: @escaping @isolated(any) () async -> Void) {
        self.id = id
        self.priority = priority
        self.action = action
    }

    /// Built into the graph; never called.
    public func body(content: Content) -> Never { primitiveBody }

    func makeNode(in context: NodeContext) -> ViewNode { TaskNode<ID>(context: context) }
}

/// The id of a `task` without one: it never changes.
struct _NoTaskID: Equatable {}

/// The node of `task`: after the pass that made it, starts the task; after a pass in which the id
/// changed, cancels it and starts the latest action; after the pass that removed it, cancels it. Out of
/// view (a tab not selected) it starts when its subtree comes into view, and is cancelled when it leaves.
@MainActor final class TaskNode<ID: Equatable>: TransparentModifierNode<_TaskModifier<ID>>, PresenceObserving {
    private var hasAppeared = false
    private var restartIsQueued = false
    private var running: Task<Void, Never>?

    override func modifierDidChange(from previous: _TaskModifier<ID>?) {
        guard let previous else {
            afterUpdate { [unowned self] in appearIfPresent() }
            return
        }
        guard previous.id != modifier.id, hasAppeared, !restartIsQueued else { return }
        restartIsQueued = true
        afterUpdate { [unowned self] in
            restartIsQueued = false
            running?.cancel()
            start()
        }
    }

    private func appearIfPresent() {
        guard !hasAppeared, isPresent else { return }
        hasAppeared = true
        start()
    }

    func presenceDidChange(isPresent: Bool) {
        if isPresent {
            afterUpdate { [unowned self] in appearIfPresent() }
        } else if hasAppeared {
            hasAppeared = false
            if let task = running {
                afterUpdateDisappearing { task.cancel() }
                running = nil
            }
        }
    }

    /// Starts the current action on a new task.
    private func start() {
        let action = modifier.action
        running = Task(priority: modifier.priority) { @MainActor in await action() }
    }

    override func willDetach() -> [ViewNode] {
        if hasAppeared, let task = running {
            afterUpdateDisappearing { task.cancel() }
            running = nil
        }
        return []
    }

    deinit { running?.cancel() }
}

nonisolated extension View {
    /// Adds an asynchronous task to perform before this view appears; it is cancelled when the view disappears.
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
        modifier(_TaskModifier(id: _NoTaskID(), priority: priority, action: action))
    }

    /// Adds a task to perform before this view appears, cancelled when it disappears and cancelled and
    /// started again whenever `id` changes.
    public func task<T>(id value: T, priority: TaskPriority = .userInitiated,
                        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View
        where T: Equatable {
        modifier(_TaskModifier(id: value, priority: priority, action: action))
    }
}
