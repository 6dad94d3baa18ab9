import Foundation

/// A view that shows a root view and, pushed over it, a level per value of its path (or per view a link
/// pushed): each with a navigation bar (its title, a back button), sliding in from the trailing edge.
@MainActor @preconcurrency public struct NavigationStack<Data, Root: View>: View {
    nonisolated(unsafe) let root: Root
    /// The path the program holds, as values; nil when the stack keeps its own.
    let path: Binding<[AnyHashable]>?

    /// A stack that keeps its own path.
    nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    /// A stack whose path is a `NavigationPath` the program holds: appending pushes, removing pops.
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.elements },
                            set: { values, transaction in path.transaction(transaction).wrappedValue = NavigationPath(elements: values) })
    }

    /// A stack whose path is a collection of values of one type the program holds.
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.map { AnyHashable($0) } },
                            set: { values, transaction in
                                path.transaction(transaction).wrappedValue = Data(values.compactMap { $0.base as? Data.Element })
                            })
    }

    /// The levels, the top one in front.
    public var body: some View {
        NavigationStackBody(root: AnyView(root), path: path)
    }
}

extension NavigationPath {
    init(elements: [AnyHashable]) { self.elements = elements }
}

/// A navigation stack's levels and their state.
struct NavigationStackBody: View {
    /// How long a level takes to slide in or out.
    static let pushDuration: TimeInterval = 0.35
    let root: AnyView
    let path: Binding<[AnyHashable]>?
    @State private var context = NavigationContext()
    /// The levels pushed without a path binding (values and views), or the views pushed over a bound path.
    @State private var ownItems: [Identified] = []
    @State private var registrations = 0
    @State private var nextID = 0

    /// A pushed level with the identity it keeps while on the stack.
    struct Identified {
        let id: Int
        let item: NavigationContext.Item
    }

    private var items: [(id: AnyHashable, item: NavigationContext.Item)] {
        let bound = (path?.wrappedValue ?? []).enumerated().map { (id: AnyHashable("value-\($0.offset)-\($0.element.hashValue)"), item: NavigationContext.Item.value($0.element)) }
        return bound + ownItems.map { (id: AnyHashable($0.id), item: $0.item) }
    }

    var body: some View {
        let context = self.context
        _ = registrations
        wire(context)
        let items = self.items
        let built = context.levelsToBuild(ids: items.map(\.id))
        return ZStack {
            NavigationLevel(index: 0, isTop: items.isEmpty, context: context, content: root)
            // In order, the top level last: a level being popped stays on top as it slides out. Only the levels
            // shown at some time are built (as a navigation controller loads a view when it first shows it):
            // 10,000 values pushed in one event build the top one, and each Back builds the one it reveals.
            ForEach(built.map { (offset: $0, entry: items[$0]) }, id: \.entry.id) { offset, entry in
                NavigationLevel(index: offset + 1, isTop: offset == items.count - 1, context: context, content: view(for: entry.item))
                    .transition(context.wasRevealed(entry.id) ? .asymmetric(insertion: .identity, removal: .move(edge: .trailing))
                                                              : .move(edge: .trailing))
            }
        }
        .environment(\.navigationContext, context)
    }

    private func view(for item: NavigationContext.Item) -> AnyView {
        switch item {
        case .view(_, let view, _): return view
        case .value(let value):
            if let view = context.destination(for: value) { return view }
            Diagnostics.warn("A NavigationLink is presenting a value of type \(type(of: value.base)) but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.",
                             key: "navigation-no-destination-\(type(of: value.base))")
            return AnyView(EmptyView())
        }
    }

    /// Gives the context this evaluation's ways to change the path.
    private func wire(_ context: NavigationContext) {
        let path = self.path, own = $ownItems, next = $nextID, registrations = $registrations
        let animated = Animation.easeInOut(duration: Self.pushDuration)
        func newID() -> Int { next.wrappedValue += 1; return next.wrappedValue }
        context.pushValue = { value in
            withAnimation(animated) {
                if let path { path.wrappedValue.append(value) } else { own.wrappedValue.append(Identified(id: newID(), item: .value(value))) }
            }
        }
        context.pushView = { id, view, onPop in
            if let id, own.wrappedValue.contains(where: { if case .view(id, _, _) = $0.item { return true }; return false }) { return }
            withAnimation(animated) { own.wrappedValue.append(Identified(id: newID(), item: .view(id, view, onPop: onPop))) }
        }
        context.removeView = { id in
            guard let i = own.wrappedValue.firstIndex(where: { if case .view(id, _, _) = $0.item { return true }; return false }) else { return }
            withAnimation(animated) { own.wrappedValue.removeSubrange(i...) }
        }
        context.popLevel = { level in
            let boundCount = path?.wrappedValue.count ?? 0
            var popped: [NavigationContext.Item] = []
            withAnimation(animated) {
                let ownStart = max(0, level - 1 - boundCount)
                if ownStart < own.wrappedValue.count {
                    popped = own.wrappedValue[ownStart...].map(\.item)
                    own.wrappedValue.removeSubrange(ownStart...)
                }
                if let path, level - 1 < boundCount { path.wrappedValue.removeSubrange((level - 1)...) }
            }
            for case .view(_, _, let onPop?) in popped { onPop() }
        }
        context.refresh = {
            // A new destination can only change a level that shows a pushed value: with none, the levels are not
            // made again.
            let showsValue = !(path?.wrappedValue.isEmpty ?? true)
                || own.wrappedValue.contains { if case .value = $0.item { return true }; return false }
            if showsValue { registrations.wrappedValue += 1 }
        }
    }
}

/// One level of a navigation stack: its bar over its content, on the system background. As a hosting
/// controller does in SwiftUI, the level provides the edit mode its bar and content share (an EditButton in
/// the toolbar edits the List below it), unless one is set around the stack; its root level's `dismiss`
/// dismisses the presentation around the stack, there being nothing to pop.
struct NavigationLevel: View {
    let index: Int
    let isTop: Bool
    let context: NavigationContext
    let content: AnyView
    @Environment(\.editMode) private var outerEditMode
    @Environment(\.dismiss) private var outerDismiss
    @Environment(\.isPresented) private var outerIsPresented
    @State private var ownEditMode = EditMode.inactive
    /// The content, whose title, toolbar and bar settings the bar reads as the content is made.
    @State private var barSource = PreferenceSource()
    @State private var contentBackground: Color?

    var body: some View {
        let index = self.index, context = self.context, outerDismiss = self.outerDismiss
        return VStack(spacing: 0) {
            // Read from the content below in the same update: as state set after the first layout, a title made
            // every level twice in its first frame.
            PreferenceSourceReader(source: barSource, read: NavigationBarValues.init(of:)) { bar in
                NavigationBar(title: bar.title?.text, large: bar.title != nil && bar.displayMode != .inline,
                              backTitle: index > 0 && !bar.backHidden ? (context.titles[index - 1] ?? "Back") : nil,
                              back: { context.popLevel(index) }, toolbar: bar.toolbar, background: bar.background)
            }
            content
                .modifier(PreferenceSourceMarker(source: barSource))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                // A List from the content's top shows its background through the bar.
                .backgroundPreferenceValue(ScrollEdgeBackgroundPreference.self) { edge in
                    GeometryReader { proxy in
                        Color.clear.preference(key: ScrollEdgeColorPreference.self,
                                               value: edge.flatMap { proxy[$0.bounds].minY <= 0.5 ? $0.color : nil })
                    }
                }
                .environment(\.dismiss, index > 0 ? context.dismissAction(forLevel: index) : outerDismiss)
                .environment(\.isPresented, index > 0 || outerIsPresented)
        }
        .environment(\.editMode, outerEditMode ?? $ownEditMode)
        // The title, for the back button of the level pushed over this one.
        .onPreferenceChange(NavigationTitlePreference.self) { context.titles[index] = $0?.string }
        .onPreferenceChange(ScrollEdgeColorPreference.self) { contentBackground = $0 }
        // The bar is transparent at the top of the content: the level shows the content's background.
        .background(contentBackground ?? Color(uiColor: .systemBackground))
        // Neither goes past this level to a stack around it.
        .preference(key: NavigationBarBackgroundPreference.self, value: NavigationBarBackground())
        .preference(key: ScrollEdgeBackgroundPreference.self, value: nil)
        .preference(key: ScrollEdgeColorPreference.self, value: nil)
        // The levels below the top one stay (their state kept) but take no input, and have disappeared once
        // the level pushed over them has slid in (their onAppear runs again as it is popped).
        .allowsHitTesting(isTop)
        .disabled(!isTop)
        .modifier(SubtreePresence(isPresent: isTop, leavesAfter: NavigationStackBody.pushDuration))
    }
}

/// A navigation bar as iOS draws it: 44 points with the back button at the leading edge, the toolbar's
/// items at the edges, and the title centred in it (inline) or in 34-point bold below it (large), in a band of 52
/// points (UIKit's large title bar is 96 points: 44 + 52), the title's line 8 points above the band's bottom.
struct NavigationBar: View {
    let title: Text?
    let large: Bool
    let backTitle: String?
    let back: @MainActor () -> Void
    let toolbar: [ToolbarEntry]
    let background: NavigationBarBackground

    var body: some View {
        let drawsBackground = background.visibility == .visible
        let style = background.style ?? AnyShapeStyle(Material.bar)
        return VStack(alignment: .leading, spacing: 0) {
            ZStack {
                if let principal = toolbar.last(where: { $0.placement == .principal }) {
                    principal.view
                } else if let title, !large {
                    title.font(.headline).lineLimit(1).accessibilityHeading(.h1)
                }
                HStack(spacing: 16) {
                    if let backTitle {
                        Button(action: back) {
                            HStack(spacing: 4) {
                                Image(systemName: "chevron.backward").font(.system(size: 17, weight: .semibold))
                                    .accessibilityHidden(true)
                                Text(backTitle).lineLimit(1)
                            }
                        }
                        .buttonStyle(.borderless)
                        .keyboardShortcut("[", modifiers: .command)
                    }
                    ForEach(toolbar.indices.filter { toolbar[$0].placement.isLeading }, id: \.self) { toolbar[$0].view }
                    Spacer(minLength: 0)
                    ForEach(toolbar.indices.filter { toolbar[$0].placement.isTrailing }, id: \.self) { toolbar[$0].view }
                }
                .padding(.horizontal, 16)
            }
            .frame(height: 44)
            if large, let title {
                title.font(.largeTitle.bold())
                    .lineLimit(1)
                    .accessibilityHeading(.h1)
                    .padding(.horizontal, 16)
                    .padding(.bottom, 8)
                    .frame(maxWidth: .infinity, minHeight: 52, alignment: .bottomLeading)
            }
        }
        .background {
            // On a phone the bar sits below the status bar, and its background runs up under it.
            if drawsBackground {
                Rectangle().fill(style)
                    .overlay(alignment: .bottom) { Color(uiColor: .separator).frame(height: 1.0 / 3.0) }
                    .ignoresSafeArea(.container, edges: .top)
            }
        }
    }
}
