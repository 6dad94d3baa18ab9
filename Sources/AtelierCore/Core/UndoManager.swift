import Foundation

/// A general-purpose recorder of operations that enables undo and redo: Foundation's class, which
/// swift-corelibs-foundation lacks, with Foundation's behaviour.
///
/// Registrations go into groups; `undo()` reverses the top group, and what its handlers register while it
/// runs becomes the group `redo()` replays. With `groupsByEvent` (the default) a group opens at the first
/// registration and closes when the window finishes handling the input event (or at the end of the main
/// queue's turn), so everything one button action registers undoes together.
@MainActor open class UndoManager {
    /// One registered operation: a closure run on its target, which is held weakly (Foundation holds it
    /// unowned; a target gone by the time of undo is skipped rather than crashed on).
    @MainActor final class Action {
        weak var target: AnyObject?
        let perform: @MainActor (AnyObject) -> Void
        init(target: AnyObject, perform: @escaping @MainActor (AnyObject) -> Void) {
            self.target = target
            self.perform = perform
        }
    }

    /// A group of operations and nested groups, undone as one.
    @MainActor final class Group {
        enum Item {
            case action(Action)
            case group(Group)
        }
        var items: [Item] = []
        var actionName = ""
        var isDiscardable = false

        var isEmpty: Bool { items.isEmpty }

        /// Drops the actions on `target` (and the nested groups left empty); returns whether anything is left.
        func removeActions(withTarget target: AnyObject) -> Bool {
            items.removeAll { item in
                switch item {
                case .action(let action): return action.target == nil || action.target === target
                case .group(let group): return !group.removeActions(withTarget: target)
                }
            }
            return !items.isEmpty
        }

        /// Runs the operations last to first, nested groups included.
        func perform() {
            for item in items.reversed() {
                switch item {
                case .action(let action):
                    if let target = action.target { action.perform(target) }
                case .group(let group): group.perform()
                }
            }
        }
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The groups begun and not yet ended, outermost first.
    private var openGroups: [Group] = []
    /// Whether the outermost open group was opened by a registration (`groupsByEvent`), to be closed at the
    /// end of the event.
    private var openedForEvent = false
    private var disableCount = 0
    /// Counts registrations, undos, redos and removals: a text field coalesces its typing into its last
    /// registration only while nothing else happened since.
    private(set) var changeCount = 0
    /// Whether a binding is being written by an edit that registered its own step (a text field's typing or
    /// its undo): what the binding writes to (a document) then registers nothing more.
    var isWritingRegisteredEdit = false

    /// Creates an undo manager with empty stacks, grouping by event, with unlimited levels.
    public init() {}

    // MARK: State

    /// Whether the manager opens a group at the first registration of an input event and closes it when the
    /// event has been handled.
    open var groupsByEvent = true

    /// The most top-level groups kept on the undo stack; 0 (the default) keeps every one.
    open var levelsOfUndo: Int = 0 {
        didSet {
            if levelsOfUndo < 0 { levelsOfUndo = 0 }
            trimUndoStack()
        }
    }

    /// The number of nested undo groups open (or redo groups, while undoing).
    open var groupingLevel: Int { openGroups.count }

    /// Whether there is anything to undo: a closed group on the stack, or registrations in the open group.
    open var canUndo: Bool {
        if openGroups.first.map({ !$0.isEmpty }) == true && !isUndoing && !isRedoing { return true }
        return !undoStack.isEmpty
    }

    /// Whether there is anything to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Whether the manager is undoing: registrations now go to the redo stack.
    open private(set) var isUndoing = false

    /// Whether the manager is redoing: registrations now go to the undo stack without clearing the redo stack.
    open private(set) var isRedoing = false

    /// Whether registrations are recorded (none while `disableUndoRegistration()` calls outnumber the enables).
    open var isUndoRegistrationEnabled: Bool { disableCount == 0 }

    // MARK: Registering

    /// Registers a closure that undoes an operation on `target`; the manager keeps only a weak reference to the
    /// target. Call this again from within the closure to make the undone operation redoable.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        if openGroups.isEmpty {
            guard groupsByEvent else {
                Diagnostics.warn("UndoManager: registerUndo(withTarget:handler:) was called outside an undo group while groupsByEvent is false; call beginUndoGrouping() first. The registration is ignored",
                                 key: "undo-register-no-group")
                return
            }
            beginUndoGrouping()
            openedForEvent = true
            // Outside an input event (a timer, a task), the main queue's turn is the event.
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.closeEventGroup() }
            }
        }
        let action = Action(target: target) { object in
            if let typed = object as? TargetType { handler(typed) }
        }
        openGroups[openGroups.count - 1].items.append(.action(action))
        if !isUndoing && !isRedoing { redoStack.removeAll() }
        changeCount += 1
    }

    /// Stops recording registrations until a matching `enableUndoRegistration()`.
    open func disableUndoRegistration() { disableCount += 1 }

    /// Records registrations again, once every `disableUndoRegistration()` is matched.
    open func enableUndoRegistration() {
        guard disableCount > 0 else {
            Diagnostics.warn("UndoManager: enableUndoRegistration() was called without a matching disableUndoRegistration(); nothing changes",
                             key: "undo-enable-unbalanced")
            return
        }
        disableCount -= 1
    }

    // MARK: Groups

    /// Begins a group: every registration until the matching `endUndoGrouping()` undoes together. Groups nest.
    open func beginUndoGrouping() {
        if !(openGroups.isEmpty && (isUndoing || isRedoing)) { post(.NSUndoManagerCheckpoint) }
        openGroups.append(Group())
        post(.NSUndoManagerDidOpenUndoGroup)
    }

    /// Ends the innermost group begun; a top-level group with registrations goes onto the undo stack (the redo
    /// stack while undoing), an empty one is dropped.
    open func endUndoGrouping() {
        guard !openGroups.isEmpty else {
            Diagnostics.warn("UndoManager: endUndoGrouping() was called with no undo group begun; nothing changes",
                             key: "undo-end-unbalanced")
            return
        }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillCloseUndoGroup)
        let group = openGroups.removeLast()
        if openGroups.isEmpty { openedForEvent = false }
        if let parent = openGroups.last {
            if !group.isEmpty { parent.items.append(.group(group)) }
        } else if !group.isEmpty {
            if isUndoing {
                redoStack.append(group)
            } else {
                undoStack.append(group)
                trimUndoStack()
            }
        }
        post(.NSUndoManagerDidCloseUndoGroup)
    }

    /// Closes the group a registration opened for the input event being handled; a window's graph calls it
    /// when it has handled an event.
    @_spi(Backend) public func closeEventGroup() {
        guard openedForEvent, groupsByEvent, openGroups.count == 1, !isUndoing, !isRedoing else { return }
        endUndoGrouping()
    }

    // MARK: Undoing and redoing

    /// Closes the top-level group if one is open, then undoes it (or the last group on the stack).
    open func undo() {
        if openGroups.count == 1 {
            endUndoGrouping()
        } else if openGroups.count > 1 {
            Diagnostics.warn("UndoManager: undo() was called with \(openGroups.count) nested undo groups open; end them first. Nothing is undone",
                             key: "undo-nested-open")
            return
        }
        undoNestedGroup()
    }

    /// Undoes the last group: the last one nested in the open group, or the top of the undo stack. What its
    /// handlers register becomes one group on the redo stack, under the same action name.
    open func undoNestedGroup() {
        let group: Group
        if let open = openGroups.last {
            guard case .group(let nested)? = open.items.last else {
                Diagnostics.warn("UndoManager: undoNestedGroup() found no closed group in the open group; nothing is undone",
                                 key: "undo-nested-none")
                return
            }
            open.items.removeLast()
            group = nested
        } else {
            guard let last = undoStack.popLast() else { return }
            group = last
        }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillUndoChange)
        isUndoing = true
        changeCount += 1
        // What the handlers register is a top-level group of the redo stack, even when a nested group is undone.
        let stillOpen = openGroups, wasOpenedForEvent = openedForEvent
        openGroups = []
        defer { openGroups = stillOpen; openedForEvent = wasOpenedForEvent }
        beginUndoGrouping()
        // The redo group takes the name first: a handler's own setActionName(_:) wins.
        let redoGroup = openGroups.last
        redoGroup?.actionName = group.actionName
        redoGroup?.isDiscardable = group.isDiscardable
        group.perform()
        endUndoGrouping()
        isUndoing = false
        post(.NSUndoManagerDidUndoChange)
    }

    /// Performs the operations of the top group on the redo stack; what they register goes back onto the
    /// undo stack.
    open func redo() {
        guard openGroups.isEmpty || openedForEvent && openGroups.count == 1 else {
            Diagnostics.warn("UndoManager: redo() was called with an undo group open; end it first. Nothing is redone",
                             key: "undo-redo-open")
            return
        }
        if !openGroups.isEmpty { endUndoGrouping() }
        guard let group = redoStack.popLast() else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillRedoChange)
        isRedoing = true
        changeCount += 1
        beginUndoGrouping()
        // The undo group takes the name first: a handler's own setActionName(_:) wins.
        let undoGroup = openGroups.last
        undoGroup?.actionName = group.actionName
        undoGroup?.isDiscardable = group.isDiscardable
        group.perform()
        endUndoGrouping()
        isRedoing = false
        post(.NSUndoManagerDidRedoChange)
    }

    // MARK: Removing

    /// Clears the undo and redo stacks and the open groups, and enables registration again.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        openedForEvent = false
        disableCount = 0
        changeCount += 1
    }

    /// Removes every operation registered on `target`; groups left empty go too.
    open func removeAllActions(withTarget target: AnyObject) {
        undoStack.removeAll { !$0.removeActions(withTarget: target) }
        redoStack.removeAll { !$0.removeActions(withTarget: target) }
        for group in openGroups { _ = group.removeActions(withTarget: target) }
        changeCount += 1
    }

    // MARK: Action names

    /// Names the operation being registered ("Typing", "Move"): the open group's, else the top undo group's
    /// (the redo group's while undoing). Menu titles read it.
    open func setActionName(_ actionName: String) {
        (openGroups.first ?? (isUndoing ? redoStack.last : undoStack.last))?.actionName = actionName
    }

    /// Marks the operation being registered as discardable (one that changes nothing a document saves).
    open func setActionIsDiscardable(_ discardable: Bool) {
        (openGroups.first ?? (isUndoing ? redoStack.last : undoStack.last))?.isDiscardable = discardable
    }

    /// The name of the operation `undo()` would reverse; empty when it has none.
    open var undoActionName: String {
        if let open = openGroups.first, !open.isEmpty, !isUndoing, !isRedoing { return open.actionName }
        return undoStack.last?.actionName ?? ""
    }

    /// The name of the operation `redo()` would replay; empty when it has none.
    open var redoActionName: String { redoStack.last?.actionName ?? "" }

    /// Whether the operation `undo()` would reverse is discardable.
    open var undoActionIsDiscardable: Bool {
        if let open = openGroups.first, !open.isEmpty, !isUndoing, !isRedoing { return open.isDiscardable }
        return undoStack.last?.isDiscardable ?? false
    }

    /// Whether the operation `redo()` would replay is discardable.
    open var redoActionIsDiscardable: Bool { redoStack.last?.isDiscardable ?? false }

    /// The Edit menu's title for Undo: "Undo Typing", or "Undo" when the operation has no name.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// The Edit menu's title for Redo: "Redo Typing", or "Redo" when the operation has no name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo" followed by the action name, when there is one.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// "Redo" followed by the action name, when there is one.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    // MARK: Helpers

    private func trimUndoStack() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

extension Notification.Name {
    /// Posted whenever an undo manager opens or closes a group, and before it undoes or redoes.
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    /// Posted just before an undo manager undoes.
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted just before an undo manager redoes.
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted just after an undo manager undid.
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted just after an undo manager redid.
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    /// Posted when an undo manager opens a group.
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted just before an undo manager closes a group.
    public static let NSUndoManagerWillCloseUndoGroup = Notification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    /// Posted just after an undo manager closed a group.
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}
