import Foundation

/// A view that switches between child views: a tab per view of its content, marked with `tabItem(_:)` and
/// picked by `tag(_:)`, shown with a tab bar along the bottom or, with `.tabViewStyle(.page)`, as pages.
@MainActor @preconcurrency public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    /// The selection the program holds; nil when the tab view keeps its own.
    let selection: Binding<SelectionValue>?

    /// A tab view whose selection is the tag of the tab shown: tapping a tab writes it, writing it switches.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// A tab view that keeps its own selection, the first tab to begin with.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
        self.selection = nil
        self.content = content()
    }

    /// The tabs and the bar (or the page dots).
    public var body: some View {
        TabViewBody(content: content, selection: selection.map(TabSelection.init))
    }
}

/// A tab view's selection with its type erased: read as a tag (nil for an optional holding none), written
/// from a tag of the right type.
struct TabSelection {
    let get: () -> AnyHashable?
    let set: (AnyHashable) -> Void

    init<Value: Hashable>(_ binding: Binding<Value>) {
        get = { TabEntry.normalizedTag(AnyHashable(binding.wrappedValue)) }
        set = { tag in
            if let value = tag.base as? Value {
                binding.wrappedValue = value
            } else {
                Diagnostics.warn("TabView: a tab tagged \(tag.base) (\(type(of: tag.base))) cannot be selected by a selection of type \(Value.self); give it a tag of that type",
                                 key: "tabview-tag-type-\(type(of: tag.base))-\(Value.self)")
            }
        }
    }
}

/// What a TabView is: its tabs, its own selection when the program holds none, and the bar or the dots.
struct TabViewBody<Content: View>: View {
    let content: Content
    let selection: TabSelection?
    @State private var ownSelection: AnyHashable?
    @State private var tabs: [TabEntry] = []
    /// How far the pages follow a horizontal drag, in points.
    @State private var dragOffset: CGFloat = 0
    @State private var isDragging = false
    @Environment(\.tabViewStyleKind) private var style
    @Environment(\.pageIndexBackground) private var indexBackground

    /// The selected tab's tag: the program's selection when it holds one, else the tab view's own.
    private var current: AnyHashable? {
        if let selection { return selection.get() }
        return ownSelection
    }

    private func select(_ tag: AnyHashable) {
        if let selection { selection.set(tag) } else { ownSelection = tag }
    }

    var body: some View {
        switch style {
        case .bar: return AnyView(barBody)
        case .page(let mode): return AnyView(pagedBody(mode))
        }
    }

    private var barBody: some View {
        let tabs = self.tabs
        let selected = TabEntry.index(of: current, in: tabs.map(\.tag))
        return VStack(spacing: 0) {
            TabContainer(content: content, selection: current, paged: false)
                .onPreferenceChange(TabEntriesPreference.self) { self.tabs = $0 }
            TabBar(entries: tabs, selected: selected, select: { i in
                guard tabs.indices.contains(i) else { return }
                select(tabs[i].tag)
            })
        }
    }

    private func pagedBody(_ mode: PageTabViewStyle.IndexDisplayMode) -> some View {
        let tabs = self.tabs
        let index = TabEntry.index(of: current, in: tabs.map(\.tag)) ?? 0
        let offset = dragOffset, dragging = isDragging
        let background = indexBackground.kind == .always || (indexBackground.kind == .interactive && dragging)
        return GeometryReader { proxy in
            let width = proxy.size.width.isFinite ? max(0, proxy.size.width) : 0
            TabContainer(content: content, selection: current, paged: true)
                .onPreferenceChange(TabEntriesPreference.self) { self.tabs = $0 }
                .offset(x: -CGFloat(index) * width + offset)
                .frame(width: width, height: proxy.size.height.isFinite ? max(0, proxy.size.height) : 0, alignment: .topLeading)
                .clipped()
                .contentShape(Rectangle())
                // Ahead of the pages' own gestures, as a paging scroll view cancels a button under a swipe; a
                // tap moves less than the swipe's minimum distance and still reaches the button.
                .highPriorityGesture(pageSwipe(width: width, index: index, count: tabs.count))
                .overlay(alignment: .bottom) {
                    if mode.shows(pageCount: tabs.count) {
                        PageIndexDots(count: tabs.count, current: index, background: background)
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
                let tabs = self.tabs
                withAnimation(.easeOut(duration: 0.3)) {
                    dragOffset = 0
                    isDragging = false
                    if target != index, tabs.indices.contains(target) { select(tabs[target].tag) }
                }
            }
    }
}
