import XCTest
import Foundation
@_spi(Backend) @testable import AtelierCore
import AtelierTesting

/// A model a program makes undoable: a list of words, each change registering its inverse.
@MainActor private final class UndoWordList {
    var words: [String] = []
    let undoManager: UndoManager
    init(_ undoManager: UndoManager) { self.undoManager = undoManager }

    func add(_ word: String) {
        words.append(word)
        undoManager.registerUndo(withTarget: self) { list in list.removeLast() }
        undoManager.setActionName("Add \(word)")
    }

    func removeLast() {
        guard let word = words.popLast() else { return }
        undoManager.registerUndo(withTarget: self) { list in list.add(word) }
    }
}

/// Collects the undo notifications one manager posts, by name.
@MainActor private final class UndoNotificationLog {
    var names: [String] = []
    private var tokens: [NSObjectProtocol] = []
    init(_ manager: UndoManager) {
        let watched: [Notification.Name] = [.NSUndoManagerCheckpoint, .NSUndoManagerWillUndoChange, .NSUndoManagerDidUndoChange,
                                            .NSUndoManagerWillRedoChange, .NSUndoManagerDidRedoChange,
                                            .NSUndoManagerDidOpenUndoGroup, .NSUndoManagerWillCloseUndoGroup,
                                            .NSUndoManagerDidCloseUndoGroup]
        for name in watched {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) { [weak self] note in
                let short = note.name.rawValue.replacingOccurrences(of: "NSUndoManager", with: "").replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated { self?.names.append(short) }
            })
        }
    }
    func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }
}

/// A view whose buttons change a model through the window's undo manager, as a program would.
private struct UndoableWordsView: View {
    @Environment(\.undoManager) private var undoManager
    @State private var words: [String] = []
    var body: some View {
        VStack {
            Text("words=\(words.joined(separator: ","))")
            Button("Add two") {
                // Two registrations in one action: one undo step.
                add("a")
                add("b")
                undoManager?.setActionName("Add Words")
            }
            Text("title=\(undoManager?.undoMenuItemTitle ?? "none")")
        }
    }

    private func add(_ word: String) {
        words.append(word)
        undoManager?.registerUndo(withTarget: WordsUndoBox.shared) { _ in remove(word) }
    }

    private func remove(_ word: String) {
        if let i = words.lastIndex(of: word) { words.remove(at: i) }
        undoManager?.registerUndo(withTarget: WordsUndoBox.shared) { _ in add(word) }
    }
}

/// The target the view's registrations hang on (a view is a value; the manager needs an object).
@MainActor private final class WordsUndoBox {
    static let shared = WordsUndoBox()
}

@preconcurrency @MainActor final class UndoManagerTests: XCTestCase {
    func testUndoAndRedoOfRegisteredOperations() {
        let manager = UndoManager()
        let list = UndoWordList(manager)
        XCTAssertFalse(manager.canUndo)
        manager.beginUndoGrouping(); list.add("one"); manager.endUndoGrouping()
        manager.beginUndoGrouping(); list.add("two"); manager.endUndoGrouping()
        XCTAssertEqual(list.words, ["one", "two"])
        XCTAssertTrue(manager.canUndo)
        XCTAssertFalse(manager.canRedo)
        manager.undo()
        XCTAssertEqual(list.words, ["one"])
        XCTAssertTrue(manager.canRedo, "the undone handler registered its inverse: redo works")
        manager.undo()
        XCTAssertEqual(list.words, [])
        XCTAssertFalse(manager.canUndo)
        manager.redo()
        XCTAssertEqual(list.words, ["one"])
        manager.redo()
        XCTAssertEqual(list.words, ["one", "two"])
        XCTAssertFalse(manager.canRedo)
        manager.undo()
        manager.beginUndoGrouping(); list.add("three"); manager.endUndoGrouping()
        XCTAssertFalse(manager.canRedo, "a new registration clears the redo stack")
        XCTAssertEqual(list.words, ["one", "three"])
    }

    func testRegistrationsOutsideAGroupFormOneGroupUntilTheEventEnds() {
        let manager = UndoManager()
        let list = UndoWordList(manager)
        list.add("a")
        list.add("b")
        XCTAssertEqual(manager.groupingLevel, 1, "groupsByEvent opened a group at the first registration")
        XCTAssertTrue(manager.canUndo)
        manager.undo()
        XCTAssertEqual(list.words, [], "both registrations of the event undo together")
        XCTAssertEqual(manager.groupingLevel, 0)
        manager.groupsByEvent = false
        list.add("c")
        XCTAssertEqual(list.words, ["c"])
        XCTAssertFalse(manager.canUndo, "without groupsByEvent, a registration outside a group is ignored")
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("outside an undo group") })
    }

    func testNestedGroupsUndoWithTheirParentAndAloneByUndoNestedGroup() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let list = UndoWordList(manager)
        manager.beginUndoGrouping()
        list.add("outer")
        manager.beginUndoGrouping()
        XCTAssertEqual(manager.groupingLevel, 2)
        list.add("inner1")
        list.add("inner2")
        manager.endUndoGrouping()
        manager.undoNestedGroup()
        XCTAssertEqual(list.words, ["outer"], "undoNestedGroup reverses the last nested group only")
        manager.beginUndoGrouping()
        list.add("again")
        manager.endUndoGrouping()
        manager.endUndoGrouping()
        XCTAssertEqual(manager.groupingLevel, 0)
        manager.undo()
        XCTAssertEqual(list.words, [], "the nested group undoes with its parent")
        manager.undo()
        XCTAssertEqual(list.words, [])
        manager.endUndoGrouping()
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("endUndoGrouping() was called with no undo group") })
    }

    func testActionNamesAndMenuTitles() {
        let manager = UndoManager()
        let list = UndoWordList(manager)
        XCTAssertEqual(manager.undoMenuItemTitle, "Undo")
        XCTAssertEqual(manager.redoMenuItemTitle, "Redo")
        list.add("tree")
        XCTAssertEqual(manager.undoActionName, "Add tree")
        XCTAssertEqual(manager.undoMenuItemTitle, "Undo Add tree")
        manager.undo()
        XCTAssertEqual(manager.undoActionName, "")
        XCTAssertEqual(manager.redoActionName, "Add tree", "the redo group keeps the undone group's name")
        XCTAssertEqual(manager.redoMenuItemTitle, "Redo Add tree")
        XCTAssertEqual(manager.undoMenuTitle(forUndoActionName: "Typing"), "Undo Typing")
        XCTAssertEqual(manager.redoMenuTitle(forUndoActionName: ""), "Redo")
    }

    func testNotificationsArePostedInFoundationsOrder() {
        let manager = UndoManager()
        let list = UndoWordList(manager)
        let log = UndoNotificationLog(manager)
        defer { log.stop() }
        manager.beginUndoGrouping()
        list.add("x")
        manager.endUndoGrouping()
        XCTAssertEqual(log.names, ["Checkpoint", "DidOpenUndoGroup", "Checkpoint", "WillCloseUndoGroup", "DidCloseUndoGroup"])
        log.names = []
        manager.undo()
        XCTAssertEqual(log.names.first, "Checkpoint")
        XCTAssertEqual(log.names.dropFirst().first, "WillUndoChange")
        XCTAssertEqual(log.names.last, "DidUndoChange")
        log.names = []
        manager.redo()
        XCTAssertEqual(log.names.first, "Checkpoint")
        XCTAssertEqual(log.names.dropFirst().first, "WillRedoChange")
        XCTAssertEqual(log.names.last, "DidRedoChange")
    }

    func testDisabledRegistrationRecordsNothing() {
        let manager = UndoManager()
        let list = UndoWordList(manager)
        manager.disableUndoRegistration()
        manager.disableUndoRegistration()
        XCTAssertFalse(manager.isUndoRegistrationEnabled)
        list.add("ghost")
        manager.enableUndoRegistration()
        list.add("ghost2")
        XCTAssertFalse(manager.isUndoRegistrationEnabled, "enables must match every disable")
        XCTAssertFalse(manager.canUndo)
        manager.enableUndoRegistration()
        XCTAssertTrue(manager.isUndoRegistrationEnabled)
        list.add("real")
        manager.undo()
        XCTAssertEqual(list.words, ["ghost", "ghost2"])
        manager.enableUndoRegistration()
        XCTAssertTrue(Diagnostics.warnings.contains { $0.contains("without a matching disableUndoRegistration") })
    }

    func testRemovingActionsAndLevelsOfUndo() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        manager.levelsOfUndo = 2
        let first = UndoWordList(manager), second = UndoWordList(manager)
        for word in ["a", "b", "c"] {
            manager.beginUndoGrouping(); first.add(word); manager.endUndoGrouping()
        }
        manager.undo(); manager.undo(); manager.undo()
        XCTAssertEqual(first.words, ["a"], "only two levels were kept")
        manager.redo(); manager.redo()
        manager.beginUndoGrouping(); second.add("z"); manager.endUndoGrouping()
        manager.removeAllActions(withTarget: second)
        XCTAssertTrue(manager.canUndo)
        manager.undo()
        XCTAssertEqual(second.words, ["z"], "the removed target's step is gone")
        XCTAssertEqual(first.words, ["a", "b"])
        manager.removeAllActions()
        XCTAssertFalse(manager.canUndo)
        XCTAssertFalse(manager.canRedo)
    }

    func testATargetThatWentAwayIsSkipped() {
        let manager = UndoManager()
        var list: UndoWordList? = UndoWordList(manager)
        list?.add("gone")
        manager.closeEventGroup()
        list = nil
        manager.undo()
        XCTAssertFalse(manager.canRedo, "nothing ran, nothing was registered")
    }

    func testOneButtonActionUndoesAsOneStepWithControlZ() {
        let host = TestHost(UndoableWordsView(), size: CGSize(width: 300, height: 200))
        host.tap(onText: "Add two")
        XCTAssertTrue(host.texts.contains("words=a,b"), "\(host.texts)")
        XCTAssertTrue(host.texts.contains("title=Undo Add Words"), "\(host.texts)")
        host.tap(onText: "Add two")
        XCTAssertTrue(host.texts.contains("words=a,b,a,b"))
        XCTAssertTrue(host.keyDown(KeyEquivalent("z"), modifiers: .command))
        XCTAssertTrue(host.texts.contains("words=a,b"), "one press undid both registrations of the second tap: \(host.texts)")
        host.keyDown(KeyEquivalent("z"), modifiers: .command)
        XCTAssertTrue(host.texts.contains("words="))
        XCTAssertFalse(host.keyDown(KeyEquivalent("z"), modifiers: .command), "nothing left to undo")
        host.keyDown(KeyEquivalent("z"), modifiers: [.command, .shift])
        XCTAssertTrue(host.texts.contains("words=a,b"), "\(host.texts)")
    }
}
