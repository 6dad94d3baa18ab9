import Foundation

/// A view that switches between child views: a tab per view of its content, marked with `tabItem(_:)` and
/// picked by `tag(_:)`, shown with a tab bar along the bottom or, with `.tabViewStyle(.page)`, as pages.
@MainActor @preconcurrency public struct TabView<SelectionValue: Hashable, Content: View>: View {
    nonisolated(unsafe) let content: Content
    /// The selection the program holds; nil when the tab view keeps its own.
    let selection: Binding<SelectionValue>?

    /// A tab view whose selection is the tag of the tab shown: tapping a tab writes it, writing it switches.
    nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// A tab view that keeps its own selection, the first tab to begin with.
    nonisolated public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
        self.selection = nil
        self.content = content()
    }

    /// The tabs and the bar (or the page dots).
    public var body: some View {
        TabViewBody(content: content, selection: selection.map { TabSelection($0) })
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

/// What a TabView is: its own selection when the program holds none, the tabs its content reports, and the
/// nearest tab view style's view of them.
struct TabViewBody<Content: View>: View {
    nonisolated(unsafe) let content: Content
    let selection: TabSelection?
    @State private var ownSelection: AnyHashable?
    @State private var tabs: [TabEntry] = []
    @Environment(\.styleStacks) private var stacks

    /// The selected tab's tag: the program's selection when it holds one, else the tab view's own.
    private var current: AnyHashable? {
        if let selection { return selection.get() }
        return ownSelection
    }

    private func select(_ tag: AnyHashable) {
        if let selection { selection.set(tag) } else { ownSelection = tag }
    }

    var body: some View {
        let configuration = TabViewStyleConfiguration(content: content, selection: current, select: { select($0) },
                                                      tabs: tabs, report: { self.tabs = $0 })
        return stacks.body(for: TabViewStyleKind.self) { _ in configuration }
    }
}
