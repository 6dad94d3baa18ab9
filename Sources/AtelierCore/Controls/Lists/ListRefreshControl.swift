import Foundation

/// Pull to refresh for a List with a `refresh` action: a downward drag over the list scrolled to its top
/// pulls its content down after it; let go past the threshold, the action runs, with a spinner above the
/// rows until it returns. A drag that starts scrolled down, or a new pull while it runs, does nothing.
struct ListRefreshControl: ViewModifier, _RemoveGlobalActorIsolation {
    let action: RefreshAction?
    @GestureState private var drag = Pull()
    @State private var isRefreshing = false
    @Environment(\.enclosingScrollView) private var scrollView

    /// A drag over the list: whether it began with the list at its top, and how far down it pulls.
    struct Pull {
        var fromTop: Bool?
        var distance: CGFloat = 0
    }

    @MainActor func body(content: Content) -> some View {
        let refreshing = $isRefreshing, action = self.action, scrollView = self.scrollView
        let pull = drag.distance
        @MainActor func atTop() -> Bool { (scrollView?.contentOffset.y ?? 0) <= 0.5 }
        let shown = isRefreshing ? ListMetrics.refreshHeight : min(pull, ListMetrics.refreshPullThreshold * 1.5)
        return content
            .offset(y: shown)
            .overlay(alignment: .top) {
                if action != nil && (isRefreshing || pull > 0) {
                    ProgressView()
                        .frame(height: max(shown, 0))
                        .opacity(isRefreshing ? 1 : min(1, pull / ListMetrics.refreshPullThreshold))
                }
            }
            .simultaneousGesture(DragGesture(minimumDistance: ListMetrics.swipeSlop)
                .updating($drag) { value, state, _ in
                    guard action != nil else { return }
                    if state.fromTop == nil { state.fromTop = atTop() }
                    state.distance = state.fromTop == true ? max(0, value.translation.height) : 0
                }
                .onEnded { value in
                    guard let action, !refreshing.wrappedValue, atTop(),
                          value.translation.height > ListMetrics.refreshPullThreshold,
                          abs(value.translation.height) > abs(value.translation.width) else { return }
                    refreshing.wrappedValue = true
                    Task { @MainActor in
                        await action()
                        withAnimation { refreshing.wrappedValue = false }
                    }
                })
    }
}
