import Foundation

extension AppSession {
    /// The commands in every window's menu bar: those of all the app's scenes, as a Mac's one menu bar has them.
    func commands(for window: SceneWindow) -> [any Commands] {
        scenes.flatMap(\.commands.commands)
    }

    /// What the standard commands of `window`'s menu bar do in this app.
    func commandContext(for window: SceneWindow) -> WindowCommandContext {
        var context = WindowCommandContext(appName: appName)
        // New Window opens another window of the window's own group, else of the app's first group, unless that
        // scene's own commands were removed.
        let group = window.scene.kind == .windowGroup ? window.sceneIndex : scenes.firstIndex { $0.kind == .windowGroup }
        if let group, !scenes[group].commands.removesSceneCommands {
            context.newWindow = { [weak self] in self?.open(sceneAt: group, value: nil) }
        }
        context.closeWindow = { [weak self, weak window] in if let window { self?.close(window) } }
        context.quit = { [weak self] in self?.quit() }
        if scenes.contains(where: { $0.kind == .settings }) {
            context.openSettings = { [weak self] in self?.openSettings() }
        }
        context.minimize = { [weak self, weak window] in if let window { self?.minimize(window) } }
        context.windows = { [weak self, weak window] in
            (self?.windows ?? []).filter { $0.scene.kind != .settings }.map { other in
                WindowCommandContext.WindowItem(title: other.title, isCurrent: other === window,
                                                activate: { [weak self] in self?.activate(other) })
            }
        }
        if let documents = scenes.firstIndex(where: { $0.kind == .documentGroup }), !scenes[documents].commands.removesSceneCommands {
            let controller = window.documentState?.controller
            let editable = controller?.isEditable == true
            let canRevert = editable && controller?.fileURL != nil
            var newDocument: (@MainActor () -> Void)?
            if scenes[documents].documents?.makeNew != nil { newDocument = { [weak self] in self?.newDocument() } }
            let save: @MainActor () -> Void = { [weak self, weak window] in if let window { self?.save(window) } }
            let saveAs: @MainActor () -> Void = { [weak self, weak window] in if let window { self?.saveAs(window) } }
            let revert: @MainActor () -> Void = { [weak self, weak window] in if let window { self?.revert(window) } }
            context.documents = DocumentCommandActions(newDocument: newDocument, open: { [weak self] in self?.chooseDocumentsToOpen() },
                                                       save: editable ? save : nil, saveAs: editable ? saveAs : nil,
                                                       revert: canRevert ? revert : nil)
        }
        return context
    }
}
