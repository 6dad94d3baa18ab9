import Foundation

/// What a built-in list style draws: a vertical scroll view filling the proposal, over the style's
/// background, with the sections stacked in it, made as they come into view; pulled down, it refreshes
/// (`refreshable`).
struct ListBody: View {
    let configuration: ListStyleConfiguration
    let appearance: ListAppearance
    @Environment(\.refresh) private var refresh
    @Environment(\.scrollContentBackgroundVisibility) private var backgroundVisibility

    var body: some View {
        let sections = configuration.sections, appearance = self.appearance, refresh = self.refresh
        let firstID = sections.first?.id
        let drawsBackground = backgroundVisibility != .hidden
        return GeometryReader { proxy in
            let metrics = ListMetrics(appearance, width: proxy.size.width)
            ScrollView {
                // Lazy, so that a list of many sections makes only those in view (each section's rows are lazy too).
                LazyVStack(spacing: 0) {
                    ForEach(sections) { section in
                        ListSectionView(section: section, metrics: metrics, isFirst: section.id == firstID)
                    }
                }
                .padding(.bottom, metrics.bottomInset)
                .modifier(ListRefreshControl(action: refresh))
            }
            // `scrollContentBackground(.hidden)` shows what is behind the list.
            .background(drawsBackground ? metrics.background : Color.clear)
        }
        // A navigation bar above shows the list's background.
        .anchorPreference(key: ScrollEdgeBackgroundPreference.self, value: .bounds) { bounds in
            drawsBackground ? ScrollEdgeBackground(color: ListMetrics(appearance, width: 0).background, bounds: bounds) : nil
        }
    }
}
