import Foundation

/// The content of a document window: the group's editor for its document (or, in a viewer's window with none
/// yet, a prompt to open one), with the Open and Save choosers, the question asked before closing with unsaved
/// changes, and alerts for what failed.
struct DocumentWindowContent: View {
    let window: SceneWindow
    @ObservedObject var state: DocumentWindowState
    let editor: @MainActor (DocumentController) -> AnyView

    init(window: SceneWindow, editor: @escaping @MainActor (DocumentController) -> AnyView) {
        self.window = window
        self.state = window.documentState ?? DocumentWindowState(controller: nil)
        self.editor = editor
    }

    var body: some View {
        let state = self.state, window = self.window
        let session = window.session
        let types = window.scene.documents?.readableContentTypes ?? []
        return Group {
            if let controller = state.controller {
                DocumentEditorHost(controller: controller, editor: editor)
            } else {
                VStack(spacing: 12) {
                    Text("No Document").font(.title2)
                    Text("Open a document to view it.").foregroundStyle(.secondary)
                    Button("Open…") { state.isChoosingFileToOpen = true }
                }
                .frame(minWidth: 360, idealWidth: 640, maxWidth: .infinity, minHeight: 240, idealHeight: 480, maxHeight: .infinity)
            }
        }
        .modifier(FileDialogModifier(isPresented: Binding(get: { state.isChoosingFileToOpen }, set: { state.isChoosingFileToOpen = $0 }),
                                     makeRequest: { FileChooserRequest(mode: .open(allowsMultipleSelection: true), allowedContentTypes: types) },
                                     onChosen: { urls in session?.openDocuments(urls) }, onCancelled: {}))
        .modifier(FileDialogModifier(isPresented: Binding(get: { state.isChoosingSaveLocation }, set: { state.isChoosingSaveLocation = $0 }),
                                     makeRequest: {
                                         guard let controller = state.controller else { return nil }
                                         let ext = controller.contentType.preferredFilenameExtension
                                         let name = controller.fileURL?.lastPathComponent
                                             ?? (ext.map { "\(controller.untitledName).\($0)" } ?? controller.untitledName)
                                         return FileChooserRequest(mode: .save(proposedName: name), allowedContentTypes: controller.writableContentTypes)
                                     },
                                     onChosen: { urls in
                                         let saved = urls.first.map { state.controller?.save(to: $0) ?? false } ?? false
                                         let next = state.afterSave
                                         state.afterSave = nil
                                         next?(saved)
                                     },
                                     onCancelled: {
                                         let next = state.afterSave
                                         state.afterSave = nil
                                         next?(false)
                                     }))
        .alert("Do you want to save the changes made to the document “\(state.controller?.displayName ?? "")”?",
               isPresented: Binding(get: { state.isAskingToSaveBeforeClosing }, set: { state.isAskingToSaveBeforeClosing = $0 })) {
            Button("Save") { session?.answerCloseQuestion(for: window, save: true) }
            Button("Don't Save", role: .destructive) { session?.answerCloseQuestion(for: window, save: false) }
            Button("Cancel", role: .cancel) { session?.cancelCloseQuestion(for: window) }
        } message: {
            Text("Your changes will be lost if you don't save them.")
        }
        .alert(state.failures.first?.title ?? "",
               isPresented: Binding(get: { !state.failures.isEmpty }, set: { if !$0, !state.failures.isEmpty { state.failures.removeFirst() } })) {
            Button("OK", role: .cancel) {}
        } message: {
            Text(state.failures.first?.message ?? "")
        }
    }
}

/// The editor, re-evaluated whenever its document changes (an edit, a revert, a save that renamed it), with
/// the alert that says why a save or a revert failed.
private struct DocumentEditorHost: View {
    @ObservedObject var controller: DocumentController
    let editor: @MainActor (DocumentController) -> AnyView

    var body: some View {
        let controller = self.controller
        return editor(controller)
            .alert(controller.failure?.title ?? "", isPresented: Binding(get: { controller.failure != nil }, set: { if !$0 { controller.failure = nil } })) {
                Button("OK", role: .cancel) {}
            } message: {
                Text(controller.failure?.message ?? "")
            }
    }
}
