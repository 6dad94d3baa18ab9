import Foundation

/// What a built-in list style draws: a vertical scroll view filling the proposal, over the style's
/// background, with the sections stacked in it.
struct ListBody: View {
    let configuration: ListStyleConfiguration
    let appearance: ListAppearance

    var body: some View {
        let sections = configuration.sections, appearance = self.appearance
        return GeometryReader { proxy in
            let metrics = ListMetrics(appearance, width: proxy.size.width)
            ScrollView {
                VStack(spacing: 0) {
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
