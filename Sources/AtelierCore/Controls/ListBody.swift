import Foundation

/// What a built-in list style draws: a vertical scroll view filling the proposal, over the style's
/// background, with the sections stacked in it, made as they come into view.
struct ListBody: View {
    let configuration: ListStyleConfiguration
    let appearance: ListAppearance

    var body: some View {
        let sections = configuration.sections, appearance = self.appearance
        return GeometryReader { proxy in
            let metrics = ListMetrics(appearance, width: proxy.size.width)
            ScrollView {
                // Lazy, so that a list of many sections makes only those in view (each section's rows are lazy too).
                LazyVStack(spacing: 0) {
                    ForEach(sections) { section in
                        ListSectionView(section: section, metrics: metrics)
                    }
                }
                .padding(.bottom, metrics.bottomInset)
            }
            .background(metrics.background)
        }
    }
}
