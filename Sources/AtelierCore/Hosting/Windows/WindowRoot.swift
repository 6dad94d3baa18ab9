import Foundation

/// The root of a window's graph: the menu bar with the app's commands over the scene's content, with what the
/// window gives the views inside (its phase, the window actions, `dismiss` closing it), reporting the content's
/// navigation title to the session.
struct WindowRoot: View {
    @ObservedObject var window: SceneWindow
    let session: AppSession

    var body: some View {
        let window = self.window, session = self.session
        return WindowChrome(context: session.commandContext(for: window), commands: session.commands(for: window)) {
            window.scene.makeContent(window)
                .onPreferenceChange(WindowTitlePreference.self) { title in session.contentTitleChanged(window, to: title) }
        }
        .environment(\.scenePhase, window.phase)
        .environment(\.openWindow, OpenWindowAction(session: session))
        .environment(\.dismissWindow, DismissWindowAction(session: session, window: window))
        .environment(\.openSettings, OpenSettingsAction(session: session))
        .environment(\.openURLHandlers, window.openURLHandlers)
        // Outside any presentation, dismissing closes the window, as on macOS.
        .environment(\.dismiss, DismissAction(action: { [weak window] in if let window { session.close(window) } }))
    }
}
