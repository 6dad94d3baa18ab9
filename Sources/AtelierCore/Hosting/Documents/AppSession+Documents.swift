import Foundation

extension AppSession {
    /// The first document group that makes new documents.
    private var newDocumentSceneIndex: Int? { scenes.firstIndex { $0.documents?.makeNew != nil } }

    /// Opens a window for `controller` (nil: a viewer's window with no document yet) in the document group at
    /// `index`; an untitled document is named "Untitled", "Untitled 2", ...
    @discardableResult func openDocumentWindow(sceneAt index: Int, controller: DocumentController?) -> SceneWindow? {
        if let controller, controller.fileURL == nil {
            untitledCount += 1
            controller.untitledName = untitledCount == 1 ? "Untitled" : "Untitled \(untitledCount)"
        }
        let window = makeWindow(sceneAt: index) { window in
            window.documentState = DocumentWindowState(controller: controller)
        }
        watch(controller, in: window)
        return window
    }

    /// Keeps the window's title following its document's name and edited mark.
    private func watch(_ controller: DocumentController?, in window: SceneWindow) {
        controller?.undoManager = { [weak window] in window?.graph?.undoManager }
        controller?.onChange = { [weak self, weak window] in
            guard let self, let window, !window.isClosed else { return }
            self.documentTitleChanged(window)
        }
    }

    /// File > New: a window with a new, untitled document.
    public func newDocument() {
        guard let index = newDocumentSceneIndex, let make = scenes[index].documents?.makeNew else {
            Diagnostics.warn("New: the app has no DocumentGroup that makes new documents", key: "new-document-none")
            return
        }
        openDocumentWindow(sceneAt: index, controller: make())
    }

    /// File > Open…: the chooser in the active window (or a new viewer window when none can show it).
    public func chooseDocumentsToOpen() {
        if let state = activeWindow?.documentState {
            state.isChoosingFileToOpen = true
        } else if let index = scenes.firstIndex(where: { $0.kind == .documentGroup }),
                  let window = openDocumentWindow(sceneAt: index, controller: nil) {
            window.documentState?.isChoosingFileToOpen = true
        }
    }

    /// Opens each file in a window of its own (a file already open brings its window forward); a file that
    /// cannot be read is said in an alert. An untouched untitled window the app started with gives way to the
    /// first file, as on macOS.
    public func openDocuments(_ urls: [URL]) {
        for url in urls {
            let url = url.standardizedFileURL
            if let open = windows.first(where: { $0.documentState?.controller?.fileURL?.standardizedFileURL == url }) {
                activate(open)
                continue
            }
            guard let index = scenes.firstIndex(where: { $0.documents?.reads(url) ?? false }),
                  let support = scenes[index].documents else {
                showDocumentFailure("The document could not be opened",
                                    "“\(url.lastPathComponent)” could not be opened: the app does not read this kind of file.")
                continue
            }
            do {
                let controller = try support.open(url)
                let placeholder = windows.count == 1 ? windows.first(where: { window in
                    guard let state = window.documentState else { return false }
                    guard let controller = state.controller else { return true }
                    return controller.fileURL == nil && !controller.isEdited
                }) : nil
                openDocumentWindow(sceneAt: index, controller: controller)
                if let placeholder { closeNow(placeholder) }
            } catch {
                showDocumentFailure("The document could not be opened", error.message)
            }
        }
    }

    /// Says what failed in the active document window's alert, or as a warning when there is none.
    private func showDocumentFailure(_ title: String, _ message: String) {
        Diagnostics.warn(message, key: "document-open-\(message)")
        let target = activeWindow?.documentState ?? windows.lazy.compactMap(\.documentState).first
        target?.failures.append((title, message))
    }

    /// File > Save in the active window.
    public func saveActiveDocument() { if let activeWindow { save(activeWindow) } }

    /// File > Save As… in the active window.
    public func saveActiveDocumentAs() { if let activeWindow { saveAs(activeWindow) } }

    /// File > Revert To Saved in the active window.
    public func revertActiveDocument() { if let activeWindow { revert(activeWindow) } }

    /// File > Save: writes the window's document to its file, or asks where when it has none.
    func save(_ window: SceneWindow) {
        guard let state = window.documentState, let controller = state.controller, controller.isEditable else { return }
        if controller.fileURL != nil { controller.save() } else { state.isChoosingSaveLocation = true }
    }

    /// File > Save As…: asks where to write the window's document.
    func saveAs(_ window: SceneWindow) {
        guard let state = window.documentState, state.controller?.isEditable == true else { return }
        state.isChoosingSaveLocation = true
    }

    /// File > Revert To Saved: reads the window's document's file again.
    func revert(_ window: SceneWindow) {
        window.documentState?.controller?.revert()
    }

    /// Asks whether to save `window`'s changes before it closes; `then` hears whether it closed.
    func askToSaveBeforeClosing(_ window: SceneWindow, state: DocumentWindowState, then: @escaping (Bool) -> Void) {
        guard !state.isAskingToSaveBeforeClosing else { return }
        state.afterCloseAnswer = then
        state.isAskingToSaveBeforeClosing = true
    }

    /// The user answered Save or Don't Save: the window closes once saved (a failed or cancelled save keeps it).
    func answerCloseQuestion(for window: SceneWindow, save: Bool) {
        guard let state = window.documentState else { return }
        state.isAskingToSaveBeforeClosing = false
        let then = state.afterCloseAnswer ?? { _ in }
        state.afterCloseAnswer = nil
        guard save, let controller = state.controller else {
            closeNow(window)
            then(true)
            return
        }
        if controller.fileURL != nil {
            if controller.save() {
                closeNow(window)
                then(true)
            } else {
                then(false)
            }
            return
        }
        state.afterSave = { [weak self, weak window] saved in
            guard saved, let self, let window else { then(false); return }
            self.closeNow(window)
            then(true)
        }
        state.isChoosingSaveLocation = true
    }

    /// The user answered Cancel: the window stays, and a quit waiting on it stops.
    func cancelCloseQuestion(for window: SceneWindow) {
        guard let state = window.documentState else { return }
        state.isAskingToSaveBeforeClosing = false
        let then = state.afterCloseAnswer
        state.afterCloseAnswer = nil
        then?(false)
    }
}
