import Foundation

/// A tab view in the page style: one page at a time, filling the view, swiped sideways, with the page index
/// (in the index view style in effect) over it.
struct PagedTabViewBody: View {
    let configuration: TabViewStyleConfiguration
    let indexDisplayMode: PageTabViewStyle.IndexDisplayMode
    /// How far the pages follow a horizontal drag, in points.
    @State private var dragOffset: CGFloat = 0
    @State private var isDragging = false

    var body: some View {
        let configuration = self.configuration, tabs = configuration.tabs, mode = indexDisplayMode
        let index = TabEntry.index(of: configuration.selection, in: tabs.map(\.tag)) ?? 0
        let offset = dragOffset, dragging = isDragging
        return GeometryReader { proxy in
            let width = proxy.size.width.isFinite ? max(0, proxy.size.width) : 0
            configuration.container(paged: true)
                .offset(x: -CGFloat(index) * width + offset)
                .frame(width: width, height: proxy.size.height.isFinite ? max(0, proxy.size.height) : 0, alignment: .topLeading)
                .clipped()
                .contentShape(Rectangle())
                // Ahead of the pages' own gestures, as a paging scroll view cancels a button under a swipe; a
                // tap moves less than the swipe's minimum distance and still reaches the button.
                .highPriorityGesture(pageSwipe(width: width, index: index, count: tabs.count))
                .overlay(alignment: .bottom) {
                    if mode.shows(pageCount: tabs.count) {
                        PageIndex(configuration: IndexViewStyleConfiguration(count: tabs.count, current: index,
                                                                             isInteracting: dragging))
                    }
                }
        }
    }

    /// A horizontal drag moves the pages with the pointer (a third as far past the first or last page); let
    /// go past a third of the width, or flicked, it settles on the next or previous page, animated.
    private func pageSwipe(width: CGFloat, index: Int, count: Int) -> some Gesture {
        // Measured in the window: the pages move under the pointer, and translations stay the pointer's own.
        DragGesture(minimumDistance: 10, coordinateSpace: .global)
            .onChanged { value in
                let dx = value.translation.width.isFinite ? value.translation.width : 0
                let pastEnd = (index == 0 && dx > 0) || (index >= count - 1 && dx < 0)
                dragOffset = pastEnd ? dx / 3 : dx
                isDragging = true
            }
            .onEnded { value in
                let dx = value.translation.width.isFinite ? value.translation.width : 0
                let predicted = value.predictedEndTranslation.width.isFinite ? value.predictedEndTranslation.width : dx
                var target = index
                if dx < -width / 3 || predicted < -width / 2 { target = index + 1 }
                if dx > width / 3 || predicted > width / 2 { target = index - 1 }
                target = min(max(target, 0), max(count - 1, 0))
                let tabs = configuration.tabs, select = configuration.select
                withAnimation(.easeOut(duration: 0.3)) {
                    dragOffset = 0
                    isDragging = false
                    if target != index, tabs.indices.contains(target) { select(tabs[target].tag) }
                }
            }
    }
}
