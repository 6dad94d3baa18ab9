import Foundation

/// A tab view in the automatic style: the selected tab over the others, and the tab bar along the bottom.
struct BarTabViewBody: View {
    let configuration: TabViewStyleConfiguration

    var body: some View {
        let configuration = self.configuration, tabs = configuration.tabs
        let selected = TabEntry.index(of: configuration.selection, in: tabs.map(\.tag))
        return VStack(spacing: 0) {
            configuration.container(paged: false)
            TabBar(entries: tabs, selected: selected, select: { i in
                guard tabs.indices.contains(i) else { return }
                configuration.select(tabs[i].tag)
            })
        }
    }
}
