import Foundation

/// Registers an action for URLs the app is asked to open while the view is on screen.
struct OnOpenURLModifier: ViewModifier, _RemoveGlobalActorIsolation {
    let action: (URL) -> Void
    @State private var token = UUID()
    @Environment(\.openURLHandlers) private var handlers

    func body(content: Content) -> some View {
        let handlers = self.handlers, token = self.token
        // The latest action is kept, so that it sees the view's current values.
        handlers?.set(token, action)
        return content.onDisappear { handlers?.remove(token) }
    }
}

nonisolated extension View {
    /// Registers a handler for URLs the app is asked to open (files given to it on the command line or by
    /// the desktop) while this view's window is the one that gets them.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(OnOpenURLModifier(action: action))
    }
}
