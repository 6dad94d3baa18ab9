import Foundation

/// Pull to refresh for a List with a `refresh` action: a downward drag over the list pulls its content
/// down after it; let go past the threshold, the action runs, with a spinner above the rows until it
/// returns. A new pull while it runs does nothing.
struct ListRefreshControl: ViewModifier {
    let action: RefreshAction?
    @GestureState private var pull: CGFloat = 0
    @State private var isRefreshing = false

    func body(content: Content) -> some View {
        let refreshing = $isRefreshing, action = self.action
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
                .updating($pull) { value, state, _ in
                    if action != nil { state = max(0, value.translation.height) }
                }
                .onEnded { value in
                    guard let action, !refreshing.wrappedValue,
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
