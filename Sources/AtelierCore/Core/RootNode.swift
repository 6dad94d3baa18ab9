import Foundation

/// The top of the tree: holds the program's view and centres it in the host's size.
@MainActor final class RootNode: WrapperNode {
    func setContent(_ view: any View) {
        content = view
        isSettingContent = true
        defer { isSettingContent = false }
        child = reconcile(child, with: view, environment: environment)
        let overlays = graph.rootOverlays
        // A presenter inside a presented view (a sheet over a sheet) presents while the overlays update: they are
        // updated again while that changes them, at most once more per presented view, since each pass can only
        // pass a change one level further in.
        var passes = 0
        while overlayChild != nil || !overlays.entries.isEmpty {
            let hadOverlays = overlayChild != nil
            let before = overlays.version
            overlayChild = reconcile(overlayChild, with: RootOverlayStack(entries: overlays.entries), environment: environment)
            // With one child the root handed its child's drawing on and remembered that; with the overlays it has
            // two to order, so it is asked again (else a menu or tooltip opened after the first frame is never drawn).
            if !hadOverlays { retainedDrawing = nil }
            passes += 1
            if overlays.version == before || passes > overlays.entries.count { break }
        }
    }

    /// Whether the content is being brought up to date: a presentation it changes is taken right after,
    /// in the same update, rather than in another one (which would update the content again, and a
    /// presenter whose body makes new values each time, a menu in a style's body, would present again).
    private(set) var isSettingContent = false

    /// The program's view as last set, set again when the presented views change.
    private var content: (any View)?

    /// The views presented over the content (`RootOverlays`), once any was.
    private(set) var overlayChild: ViewNode?

    override var children: [ViewNode] {
        guard let overlayChild else { return super.children }
        return child.map { [$0, overlayChild] } ?? [overlayChild]
    }

    /// The presented views changed: the next update takes them.
    func overlaysChanged() {
        // The content's node may have let its view go after its update: the root keeps the value it was given.
        if let content = content ?? child?.currentView {
            currentView = content
            graph.updates.deferUpdate(self)
        }
        graph.requestFrame()
    }

    override func update(view: any View) { setContent(view) }

    /// The root's content is set again from the value it had when the environment changes.
    override var updatesChildrenFromTheirViews: Bool { true }

    /// Pushes a changed environment down.
    func refresh() {
        if let child, let v = child.currentView { setContent(v) }
    }

    /// Whether the root has been laid out in a size yet.
    var hasBeenLaidOut = false
}
