import Foundation

/// Re-evaluates the Edit menu's Undo and Redo items when their undo manager's stack changes (a group closed, an
/// undo, a redo, everything removed), so their titles and enabled states stay current.
@MainActor final class UndoMenuState: ObservableObject {
    private weak var manager: UndoManager?
    private var observers: [NSObjectProtocol] = []

    /// Follows `manager` (again only when it is another one).
    func follow(_ manager: UndoManager?) {
        guard manager !== self.manager else { return }
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
        self.manager = manager
        guard let manager else { return }
        let names: [Notification.Name] = [.NSUndoManagerDidCloseUndoGroup, .NSUndoManagerDidUndoChange, .NSUndoManagerDidRedoChange,
                                          .NSUndoManagerCheckpoint]
        observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.changed() }
            }
        }
    }

    private var isQueued = false

    /// Asks for one re-evaluation per main-queue turn, however many notifications came.
    private func changed() {
        guard !isQueued else { return }
        isQueued = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isQueued = false
                self.objectWillChange.send()
            }
        }
    }

    isolated deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}
